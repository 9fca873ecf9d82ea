import type { ReactNode } from 'react';
import { XIcon } from './icons';
import { cn } from '../lib/cn';

export interface CrisisSupportNoteProps {
  /** The sentence with the member's crisis line ("If you are in crisis, call or text 988 (US)…"). */
  line: ReactNode;
  /** "Get help now": opens the crisis lines. */
  onGetHelp: () => void;
  /** "Not now" and the close button. */
  onDismiss: () => void;
  className?: string;
}

/**
 * A calm note offering help after heavy days. It informs and stays until dismissed; it never
 * alerts anyone or acts on the member's behalf. (care/CrisisOfferNote decides when it shows.)
 */
export function CrisisSupportNote({
  line,
  onGetHelp,
  onDismiss,
  className,
}: CrisisSupportNoteProps) {
  return (
    <aside
      aria-label="Support"
      className={cn(
        'relative rounded-2xl border border-primary/20 bg-primary-soft/60 p-4 pr-14 text-sm text-ink sm:p-5 sm:pr-16',
        className,
      )}
    >
      <p className="font-semibold text-primary-ink">
        It sounds like things have been heavy lately.
      </p>
      <p className="mt-1 leading-relaxed text-ink-muted">
        You don&rsquo;t have to carry it alone. {line}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onGetHelp}
          aria-haspopup="dialog"
          className="inline-flex h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary shadow-sm transition-colors hover:bg-primary-hover"
        >
          Get help now
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-ink-muted transition-colors hover:bg-surface hover:text-ink"
        >
          Not now
        </button>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss support note"
        className="absolute top-1.5 right-1.5 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
      >
        <XIcon className="size-4" />
      </button>
    </aside>
  );
}
