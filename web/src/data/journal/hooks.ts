import { useLiveQuery } from '../../db';
import type { JournalEntry } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';

/** The member's journal entries, newest first; `limit` bounds the list (all when omitted). */
export function journalEntriesRead(db: SelahDB, limit?: number): LiveRead<JournalEntry[]> {
  return {
    key: `journal-entries:${limit}`,
    db,
    read: () => {
      const newestFirst = db.journalEntries.orderBy('createdAt').reverse();
      return (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
    },
  };
}

export function useJournalEntries(limit?: number): JournalEntry[] | undefined {
  return useLiveRead(journalEntriesRead(useDb(), limit));
}

export interface JournalStats {
  total: number;
  /** Entries written in the current calendar month of the device's (member's) time zone. */
  thisMonth: number;
  /** How many distinct categories the entries use. */
  categoriesUsed: number;
}

/** [start, end) of the local calendar month containing `now`, as ISO UTC strings. */
export function localMonthRange(now: Date): [string, string] {
  const start = new Date(now.getFullYear(), now.getMonth(), 1);
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return [start.toISOString(), end.toISOString()];
}

/**
 * The journal's three figures, from the indexes (counts and unique keys, no row scan). `now` is
 * read when the query runs, so the month is the current one whenever the table changes.
 */
export function useJournalStats(): JournalStats | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const [monthStart, monthEnd] = localMonthRange(new Date());
    const [total, thisMonth, categories] = await Promise.all([
      db.journalEntries.count(),
      db.journalEntries.where('createdAt').between(monthStart, monthEnd, true, false).count(),
      db.journalEntries.orderBy('category').uniqueKeys(),
    ]);
    return { total, thisMonth, categoriesUsed: categories.length };
  }, [db]);
}
