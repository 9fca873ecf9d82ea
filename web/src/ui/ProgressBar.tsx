import { cn } from '../lib/cn';

export interface ProgressBarProps {
  /** Percent complete; values outside 0..100 are capped. */
  value: number;
  /** Accessible name, e.g. "Read 3 books progress". */
  label: string;
  /** Optional text read with the value, e.g. "3 of 5". */
  valueText?: string;
  tone?: 'primary' | 'accent';
  className?: string;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A horizontal progress bar (role=progressbar), capped at 100 %. */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 ease-out',
          tone === 'primary' ? 'bg-primary' : 'bg-accent',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
