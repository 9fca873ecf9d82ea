import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Tooltip } from '../../ui';

export const COMING_SOON = 'Coming soon';

export interface InertButtonProps {
  /** The accessible name ("Notifications", "Like", "Read More"). */
  label: string;
  /** Visible content; when omitted the label is shown as text. */
  children?: ReactNode;
  className?: string;
}

/**
 * A control the spec shows without behaviour: visibly inactive and marked aria-disabled, but still
 * focusable so keyboard users can reach its "Coming soon" tooltip (a disabled button could not).
 */
export function InertButton({ label, children, className }: InertButtonProps) {
  return (
    <Tooltip content={COMING_SOON}>
      <button
        type="button"
        aria-disabled="true"
        aria-label={children === undefined ? undefined : label}
        onClick={(event) => event.preventDefault()}
        className={cn('cursor-not-allowed opacity-55', className)}
      >
        {children ?? label}
      </button>
    </Tooltip>
  );
}
