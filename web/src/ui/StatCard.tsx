import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './Card';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A short line under the value ("3 of 5 active goals", "days"). */
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'primary' | 'accent' | 'neutral';
  className?: string;
}

const tones = {
  primary: 'bg-primary-soft text-primary-ink',
  accent: 'bg-accent-soft text-accent-ink',
  neutral: 'bg-surface-muted text-ink-muted',
} as const;

/** One figure with its label, e.g. "Mood Streak — 4 days". */
export function StatCard({ label, value, hint, icon, tone = 'primary', className }: StatCardProps) {
  return (
    <Card className={cn('flex items-start gap-4', className)}>
      {icon && (
        <span className={cn('grid size-11 shrink-0 place-items-center rounded-2xl', tones[tone])}>
          {icon}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <p className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums">{value}</p>
        {hint && <p className="mt-1 text-sm text-ink-muted">{hint}</p>}
      </div>
    </Card>
  );
}
