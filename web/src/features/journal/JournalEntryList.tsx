import {
  JOURNAL_CATEGORY_LABELS,
  PREVIEW_LENGTHS,
  preview,
  relativeTime,
  type JournalEntry,
} from '@selah/shared';
import { Badge, BookIcon, Button, Card, EmptyState } from '../../ui';

export interface JournalEntryListProps {
  /** Newest first; undefined while loading. */
  entries: JournalEntry[] | undefined;
  now: Date;
  onOpen: (entry: JournalEntry) => void;
  onWriteFirst: () => void;
  /** Shown when more entries exist than are listed. */
  onShowMore?: () => void;
}

/** The entries, each a button that opens the full view. */
export function JournalEntryList({
  entries,
  now,
  onOpen,
  onWriteFirst,
  onShowMore,
}: JournalEntryListProps) {
  if (entries === undefined) {
    return (
      <p role="status" className="py-8 text-center text-sm text-ink-muted">
        Loading your journal…
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<BookIcon />}
        text="Your journal is empty. Capture a thought, a prayer or something you are grateful for."
        action={<Button onClick={onWriteFirst}>Write Your First Entry</Button>}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card as="article" padding="none" className="transition-shadow hover:shadow-md">
              {/* Named by the title; the category, time and preview describe it. */}
              <button
                type="button"
                onClick={() => onOpen(entry)}
                aria-labelledby={`journal-${entry.id}-title`}
                aria-describedby={`journal-${entry.id}-meta journal-${entry.id}-preview`}
                className="block w-full rounded-[var(--radius-card)] p-5 text-left sm:p-6"
              >
                <span
                  id={`journal-${entry.id}-meta`}
                  className="flex flex-wrap items-center justify-between gap-2"
                >
                  <Badge tone="primary">{JOURNAL_CATEGORY_LABELS[entry.category]}</Badge>
                  <time dateTime={entry.createdAt} className="text-sm text-ink-muted">
                    {relativeTime(entry.createdAt, now, 'journal')}
                  </time>
                </span>
                <span
                  id={`journal-${entry.id}-title`}
                  className="mt-3 block font-display text-lg font-semibold break-words text-ink"
                >
                  {entry.title}
                </span>
                <span
                  id={`journal-${entry.id}-preview`}
                  className="mt-1.5 block leading-relaxed break-words text-ink-muted"
                >
                  {preview(entry.content, PREVIEW_LENGTHS.journal)}
                </span>
              </button>
            </Card>
          </li>
        ))}
      </ul>
      {onShowMore && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={onShowMore}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
