import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { clampPercent } from './ProgressBar';

export type RingColor = 'teal' | 'coral' | 'grey';

export interface ProgressRingProps {
  /** Percent complete; capped to 0..100. */
  value: number;
  /** Accessible name, e.g. "Gratitude journal: 60% complete". */
  label: string;
  color?: RingColor;
  /** Diameter in px. */
  size?: number;
  strokeWidth?: number;
  /** Centre content; defaults to the rounded percent. */
  children?: ReactNode;
  className?: string;
}

const strokes: Record<RingColor, string> = {
  teal: 'stroke-primary',
  coral: 'stroke-accent',
  grey: 'stroke-neutral-ring',
};

/** A circular progress indicator (SVG), used for goals and the meditation timer. */
export function ProgressRing({
  value,
  label,
  color = 'teal',
  size = 64,
  strokeWidth = 6,
  children,
  className,
}: ProgressRingProps) {
  const percent = clampPercent(value);
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative inline-grid shrink-0 place-items-center', className)}
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        className="-rotate-90"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          className="stroke-surface-muted"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className={cn('transition-[stroke-dashoffset] duration-500 ease-out', strokes[color])}
        />
      </svg>
      <span
        className={cn(
          'absolute inset-0 grid place-items-center font-semibold text-ink tabular-nums',
          // "100%" in 14 px is as wide as a small ring's inside: it would touch the stroke.
          size < 64 ? 'text-xs' : 'text-sm',
        )}
      >
        {children ?? `${percent}%`}
      </span>
    </div>
  );
}
