import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A control at the right end (e.g. a "View All" link). */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level; screens use h1 for the page, so cards default to h2. */
  level?: 2 | 3;
  className?: string;
}

/** The title row of a Card. */
export function CardHeader({
  title,
  description,
  action,
  icon,
  level = 2,
  className,
}: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('mb-4 flex items-start justify-between gap-3', className)}>
      <div className="flex min-w-0 items-start gap-3">
        {icon && (
          <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-ink">
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <Heading className="text-lg font-semibold leading-snug text-ink">{title}</Heading>
          {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
        </div>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
