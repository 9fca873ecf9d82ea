import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { relativeTime } from '@selah/shared';
import type { LocalPrayerRequest } from '../../db';
import { Avatar, Badge, Card, HeartIcon, SparklesIcon, TrashIcon } from '../../ui';
import { EllipsisIcon, FlagIcon } from '../../ui/action-icons';
import { PrayButton } from './PrayButton';
import { askedBy, ownPrayedText } from './prayer-words';

export interface PrayerActions {
  onTogglePrayed: (request: LocalPrayerRequest) => void;
  onAnswer: (request: LocalPrayerRequest) => void;
  onDelete: (request: LocalPrayerRequest) => void;
  onReport: (request: LocalPrayerRequest) => void;
}

export interface PrayerCardProps extends PrayerActions {
  request: LocalPrayerRequest;
  /** The member asked for it: they may mark it answered or delete it. */
  own: boolean;
  now: Date;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-ink data-focus:bg-surface-muted data-disabled:cursor-not-allowed data-disabled:text-ink-muted';

/** One prayer request: who asked (or the community), when, the request, I prayed, the answer. */
export function PrayerCard({ request, own, now, ...actions }: PrayerCardProps) {
  const headingId = `prayer-${request.id}-author`;
  const name = askedBy(request);
  const answered = request.answeredAt !== null;
  const reported = request.reportedByMe === true;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <header className="flex items-start gap-3">
        <Avatar name={request.author ? name : 'Community'} decorative tone="primary" />
        <div className="min-w-0 flex-1">
          <p id={headingId} className="font-semibold break-words text-ink">
            {own ? `${name} (you${request.isAnonymous ? ', shared anonymously' : ''})` : name}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <time dateTime={request.createdAt} className="text-sm text-ink-muted">
              {relativeTime(request.createdAt, now, 'community')}
            </time>
            {answered && <Badge tone="success">Answered</Badge>}
          </div>
        </div>
        <Menu>
          <MenuButton
            aria-label={`More actions for the prayer request by ${name}`}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink data-open:bg-surface-muted data-open:text-ink"
          >
            <EllipsisIcon />
          </MenuButton>
          <MenuItems
            anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
            modal={false}
            className="z-40 w-60 max-w-[calc(100vw-1rem)] rounded-2xl border border-line/70 bg-surface p-1.5 shadow-[var(--shadow-lifted)] focus:outline-none"
          >
            {own ? (
              <>
                {!answered && (
                  <MenuItem>
                    <button
                      type="button"
                      className={itemClass}
                      onClick={() => actions.onAnswer(request)}
                    >
                      <SparklesIcon className="shrink-0 text-ink-muted" />
                      Mark answered
                    </button>
                  </MenuItem>
                )}
                <MenuItem>
                  <button
                    type="button"
                    className={`${itemClass} text-danger-ink`}
                    onClick={() => actions.onDelete(request)}
                  >
                    <TrashIcon className="shrink-0 text-ink-muted" />
                    Delete request
                  </button>
                </MenuItem>
              </>
            ) : (
              <MenuItem disabled={reported}>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => actions.onReport(request)}
                >
                  <FlagIcon className="shrink-0 text-ink-muted" />
                  {reported ? 'Reported' : 'Report request'}
                </button>
              </MenuItem>
            )}
          </MenuItems>
        </Menu>
      </header>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink">
        {request.content}
      </p>
      {answered && request.testimony && (
        <figure className="mt-3 rounded-2xl bg-success-soft/60 px-4 py-3">
          <figcaption className="text-sm font-semibold text-ink">
            How this prayer was answered
          </figcaption>
          <blockquote className="mt-1 leading-relaxed break-words whitespace-pre-wrap text-ink">
            {request.testimony}
          </blockquote>
        </figure>
      )}
      {own ? (
        // The one who asked sees how many prayed (never who), and has no "I prayed" of their own.
        <p className="mt-3 flex min-h-11 items-center gap-2 text-sm text-ink-muted">
          <HeartIcon className="size-4" />
          {ownPrayedText(request.prayedCount)}
        </p>
      ) : (
        <PrayButton
          request={request}
          onToggle={() => actions.onTogglePrayed(request)}
          className="mt-3"
        />
      )}
    </Card>
  );
}
