import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PageHeaderProps {
  /** The screen's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right (wrapping under the title on small screens). */
  actions?: ReactNode;
  /** Small text above the title (e.g. "Good morning"). */
  eyebrow?: ReactNode;
  /**
   * Set when the page spaces its children with a gap (a flex column): the header then adds no margin
   * of its own, which would double the space under it.
   */
  flush?: boolean;
  className?: string;
}

/** The top of every screen: one h1, an optional line of context and actions. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  flush = false,
  className,
}: PageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-wrap items-end justify-between gap-x-6 gap-y-4',
        !flush && 'mb-6 sm:mb-8',
        className,
      )}
    >
      <div className="min-w-0">
        {eyebrow && <p className="mb-1 text-sm font-medium text-primary-ink">{eyebrow}</p>}
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        {description && <p className="mt-2 max-w-2xl text-base text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
