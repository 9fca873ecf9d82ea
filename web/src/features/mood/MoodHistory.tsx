import { memo } from 'react';
import { formatMoodDate, MOOD_DETAILS, type MoodEntry } from '@selah/shared';
import { Button, Card, CardHeader, EmptyState, MoodFace, Spinner, TrashIcon } from '../../ui';

export interface MoodHistoryProps {
  /** Newest first; undefined while loading. */
  entries: MoodEntry[] | undefined;
  /** True when older entries exist beyond those shown. */
  hasMore: boolean;
  onShowMore: () => void;
  /** Asks to delete an entry (the page confirms first). */
  onDelete: (entry: MoodEntry) => void;
}

export const MOOD_HISTORY_EMPTY = 'No mood entries yet. Start tracking your mood above!';

/**
 * Every logged mood, newest first, with its date, notes and a delete button. Memoised (as is each
 * row): typing notes or saving re-renders only the check-in card, and a new entry renders one row.
 */
export const MoodHistory = memo(function MoodHistory({
  entries,
  hasMore,
  onShowMore,
  onDelete,
}: MoodHistoryProps) {
  return (
    <Card as="section" aria-labelledby="mood-history-title">
      <CardHeader title={<span id="mood-history-title">Mood History</span>} />
      {entries === undefined ? (
        <div className="grid place-items-center py-8">
          <Spinner label="Loading mood history…" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState text={MOOD_HISTORY_EMPTY} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <MoodHistoryItem key={entry.id} entry={entry} onDelete={onDelete} />
            ))}
          </ul>
          {hasMore && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={onShowMore}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
});

type MoodHistoryItemProps = { entry: MoodEntry; onDelete: (entry: MoodEntry) => void };

/**
 * Each live query result holds new row objects, so rows compare by their shown fields: a new entry
 * renders one row, not the whole list.
 */
const sameRow = (before: MoodHistoryItemProps, after: MoodHistoryItemProps) =>
  before.onDelete === after.onDelete &&
  before.entry.id === after.entry.id &&
  before.entry.mood === after.entry.mood &&
  before.entry.notes === after.entry.notes &&
  before.entry.date === after.entry.date &&
  (before.entry.activities ?? []).join('|') === (after.entry.activities ?? []).join('|');

const MoodHistoryItem = memo(function MoodHistoryItem({ entry, onDelete }: MoodHistoryItemProps) {
  const { label } = MOOD_DETAILS[entry.mood];
  const date = formatMoodDate(entry.date);
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-surface-muted/50 p-3 sm:gap-4 sm:p-4">
      <MoodFace mood={entry.mood} className="size-9" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="font-semibold text-ink">{label}</p>
          <p className="text-sm text-ink-muted">
            <time dateTime={entry.date}>{date}</time>
          </p>
        </div>
        {entry.notes && (
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">
            {entry.notes}
          </p>
        )}
        {entry.activities && entry.activities.length > 0 && (
          <ul aria-label="Activities" className="mt-2 flex flex-wrap gap-1.5">
            {entry.activities.map((name) => (
              <li
                key={name}
                className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary-ink"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 -mr-1 size-9 shrink-0"
        aria-label={`Delete mood entry from ${date}`}
        onClick={() => onDelete(entry)}
      >
        <TrashIcon className="size-4" />
      </Button>
    </li>
  );
}, sameRow);
