import { cn } from '../lib/cn';

export interface SpinnerProps {
  /** Announced to screen readers and shown as a tooltip-free hidden label. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

/** A loading indicator with a status role, so assistive tech hears "Loading…". */
export function Spinner({ label = 'Loading…', size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-primary/25 border-t-primary', sizes[size])}
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
