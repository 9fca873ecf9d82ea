import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';

export interface EmptyStateProps {
  /** The message, e.g. "No active goals." */
  text: ReactNode;
  /** A link shown after the text ("Create your first goal" -> /goals). */
  link?: { to: string; label: ReactNode };
  /** Or any control, e.g. a Button that opens a dialog. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing yet: a calm line and the next step. */
export function EmptyState({ text, link, action, icon, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-8 text-center',
        className,
      )}
    >
      {icon && (
        <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-muted">
          {icon}
        </span>
      )}
      <p className="text-sm text-ink-muted">
        {text}
        {link && (
          <>
            {' '}
            <Link
              to={link.to}
              className="font-semibold text-primary-ink underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          </>
        )}
      </p>
      {action}
    </div>
  );
}
