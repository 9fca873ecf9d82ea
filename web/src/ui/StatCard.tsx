import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './Card';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /**
   * A short line under the value ("3 of 5 active goals", "days"); shown from the `sm` breakpoint (a
   * phone's tile keeps it for screen readers only: under the label it made a tile four lines tall).
   */
  hint?: ReactNode;
  /** Shown from the `sm` breakpoint; a phone shows the figure and its label only. */
  icon?: ReactNode;
  tone?: 'primary' | 'accent' | 'neutral';
  className?: string;
}

const tones = {
  primary: 'bg-primary-soft text-primary-ink',
  accent: 'bg-accent-soft text-accent-ink',
  neutral: 'bg-surface-muted text-ink-muted',
} as const;

/**
 * One figure with its label, e.g. "Mood Streak — 4 days". On a phone it is a small tile (the value
 * over a short label, centred) so that three or four fit in one row (see StatRow); from `sm` on a
 * card with its icon. The label comes first in the DOM (read first, and followed by the value).
 */
export function StatCard({ label, value, hint, icon, tone = 'primary', className }: StatCardProps) {
  return (
    <Card
      padding="none"
      className={cn(
        'flex min-w-0 items-start gap-4 px-1.5 py-3 sm:p-6',
        'max-sm:justify-center max-sm:text-center',
        className,
      )}
    >
      {icon && (
        <span
          className={cn(
            'hidden size-11 shrink-0 place-items-center rounded-2xl sm:grid',
            tones[tone],
          )}
        >
          {icon}
        </span>
      )}
      <div className="flex min-w-0 flex-col sm:block">
        <p
          data-stat-label
          className="text-[0.6875rem] leading-tight font-medium text-balance text-ink-muted sm:text-sm sm:leading-normal"
        >
          {label}
        </p>
        <p className="order-first text-lg font-semibold tracking-tight text-ink tabular-nums sm:order-none sm:mt-1 sm:text-2xl">
          {value}
        </p>
        {hint && <p className="text-ink-muted max-sm:sr-only sm:mt-1 sm:text-sm">{hint}</p>}
      </div>
    </Card>
  );
}

/**
 * The row a page's StatCards sit in: one row of small tiles on a phone (up to four), a row of cards
 * from `sm` on.
 */
export function StatRow({
  as: Tag = 'div',
  columns = 3,
  className,
  children,
  ...props
}: {
  as?: 'div' | 'section';
  columns?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-busy'?: boolean | undefined;
}) {
  return (
    <Tag
      className={cn(
        'grid gap-2 sm:gap-4',
        columns === 4
          ? 'grid-cols-4 sm:grid-cols-2 lg:grid-cols-4'
          : columns === 2
            ? 'grid-cols-2'
            : 'grid-cols-3',
        className,
      )}
      {...props}
    >
      {children}
    </Tag>
  );
}
