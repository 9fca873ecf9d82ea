import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { PlusIcon } from './icons';

export interface FloatingActionButtonProps {
  /** The accessible name, e.g. "Share encouragement". */
  label: string;
  /** Either an action... */
  onClick?: () => void;
  /** ...or a destination. */
  to?: string;
  icon?: ReactNode;
  className?: string;
}

const classes =
  'fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center ' +
  'rounded-full bg-accent-strong text-on-accent shadow-[var(--shadow-lifted)] transition-transform ' +
  'hover:bg-accent-hover active:scale-95 md:hidden';

/** The round "+" button floating above the bottom bar; phones only (md:hidden). */
export function FloatingActionButton({
  label,
  onClick,
  to,
  icon,
  className,
}: FloatingActionButtonProps) {
  const content = icon ?? <PlusIcon className="size-6" />;
  if (to) {
    return (
      <Link to={to} aria-label={label} className={cn(classes, className)}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} aria-label={label} className={cn(classes, className)}>
      {content}
    </button>
  );
}
