import {
  JOURNAL_CATEGORY_LABELS,
  preview,
  PREVIEW_LENGTHS,
  relativeTime,
  type JournalEntry,
} from '@selah/shared';
import { Link } from 'react-router-dom';
import { Badge, BookIcon, Card, CardHeader, EmptyState, Spinner } from '../../ui';
import { SectionLink } from './SectionLink';
import { DASHBOARD_JOURNAL_ENTRIES } from './dashboard-limits';

export interface RecentReflectionsProps {
  /** Newest first; undefined while loading. */
  entries: JournalEntry[] | undefined;
  now: Date;
}

/** Where "Read More" leads: the journal with that entry open (see JournalPage). */
export function journalEntryHref(id: string): string {
  return `/journal?entry=${encodeURIComponent(id)}`;
}

/** The two latest journal entries, each cut to 150 characters; "Read More" opens the whole entry. */
export function RecentReflections({ entries, now }: RecentReflectionsProps) {
  return (
    <Card as="section" aria-labelledby="recent-reflections-title">
      <CardHeader
        icon={<BookIcon />}
        title={<span id="recent-reflections-title">Recent Reflections</span>}
        action={
          entries && entries.length > 0 ? (
            <SectionLink to="/journal">View All</SectionLink>
          ) : undefined
        }
      />
      {entries === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading reflections…" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          text="No journal entries yet."
          link={{ to: '/journal', label: 'Start writing' }}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {entries.slice(0, DASHBOARD_JOURNAL_ENTRIES).map((entry) => (
            <li key={entry.id}>
              <article
                aria-label={entry.title}
                className="flex h-full flex-col gap-2 rounded-2xl bg-surface-muted/50 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone="primary">{JOURNAL_CATEGORY_LABELS[entry.category]}</Badge>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={entry.createdAt}>{relativeTime(entry.createdAt, now)}</time>
                  </p>
                </div>
                <h3 className="font-semibold break-words text-ink">{entry.title}</h3>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">
                  {preview(entry.content, PREVIEW_LENGTHS.dashboardJournal)}
                </p>
                <div className="mt-auto pt-1">
                  <Link
                    to={journalEntryHref(entry.id)}
                    className="-my-2 inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-primary-ink hover:underline"
                  >
                    Read More
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
