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
            <Card
              as="article"
              padding="none"
              className="relative p-5 transition-shadow hover:shadow-md sm:p-6"
            >
              <p
                id={`journal-${entry.id}-meta`}
                className="flex flex-wrap items-center justify-between gap-2"
              >
                <Badge tone="primary">{JOURNAL_CATEGORY_LABELS[entry.category]}</Badge>
                <time dateTime={entry.createdAt} className="text-sm text-ink-muted">
                  {relativeTime(entry.createdAt, now, 'journal')}
                </time>
              </p>
              {/*
                The title is the button, so its name is what it shows (WCAG 2.5.3); its ::after
                stretches over the card, so the whole card still opens the entry, and the focus
                ring goes round the card. The category, time and preview describe it.
              */}
              <h3 className="mt-3 font-display text-lg font-semibold break-words text-ink">
                <button
                  type="button"
                  onClick={() => onOpen(entry)}
                  aria-describedby={`journal-${entry.id}-meta journal-${entry.id}-preview`}
                  className="text-left outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
                >
                  {entry.title}
                </button>
              </h3>
              <p
                id={`journal-${entry.id}-preview`}
                className="mt-1.5 leading-relaxed break-words text-ink-muted"
              >
                {preview(entry.content, PREVIEW_LENGTHS.journal)}
              </p>
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
