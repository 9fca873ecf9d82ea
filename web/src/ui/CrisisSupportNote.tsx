import { XIcon } from './icons';
import { cn } from '../lib/cn';

export interface CrisisSupportNoteProps {
  onDismiss: () => void;
  className?: string;
}

/**
 * A calm note with crisis resources, shown after someone logs a very low mood. It informs and
 * stays until dismissed; it never alerts anyone or acts on the member's behalf.
 */
export function CrisisSupportNote({ onDismiss, className }: CrisisSupportNoteProps) {
  return (
    <aside
      aria-label="Support"
      className={cn(
        'relative rounded-2xl border border-primary/20 bg-primary-soft/60 p-4 pr-12 text-sm text-ink sm:p-5 sm:pr-14',
        className,
      )}
    >
      <p className="font-semibold text-primary-ink">
        Thank you for being honest about how you feel.
      </p>
      <p className="mt-1 leading-relaxed text-ink-muted">
        Hard days happen, and you don&apos;t have to carry them alone. Reaching out to someone you
        trust can help. If you are in crisis, call or text{' '}
        <a href="tel:988" className="font-semibold text-primary-ink underline underline-offset-2">
          988
        </a>{' '}
        (US) or your local emergency number.
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss support note"
        className="absolute top-2.5 right-2.5 grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
      >
        <XIcon className="size-4" />
      </button>
    </aside>
  );
}
