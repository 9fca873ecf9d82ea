import { cn } from '../../lib/cn';
import { HeartIcon } from '../../ui';
import type { LocalPrayerRequest } from '../../db';
import { prayedText } from './prayer-words';

export interface PrayButtonProps {
  request: Pick<LocalPrayerRequest, 'prayedCount' | 'prayedByMe'>;
  onToggle: () => void;
  className?: string;
}

/**
 * "I prayed": a toggle (aria-pressed), 44 px high, its accessible name starting with the words it
 * shows and saying how many prayed. Pressed again, it takes the prayer back.
 */
export function PrayButton({ request, onToggle, className }: PrayButtonProps) {
  const prayed = request.prayedByMe === true;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <button
        type="button"
        aria-pressed={prayed}
        aria-label={`I prayed, ${prayedText(request).toLowerCase()}`}
        onClick={onToggle}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
          prayed
            ? 'bg-primary-soft text-primary-ink'
            : 'border border-line text-ink hover:bg-primary-soft hover:text-primary-ink',
        )}
      >
        <HeartIcon className={cn('size-4', prayed && 'fill-current')} />I prayed
      </button>
      <span aria-hidden="true" className="text-sm text-ink-muted">
        {prayedText(request)}
      </span>
    </div>
  );
}
