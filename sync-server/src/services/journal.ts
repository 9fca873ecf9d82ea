import { and, desc, eq } from 'drizzle-orm';
import { type JournalEntry } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { JournalEntryRow } from '../db/schema';
import type { Db } from '../db/types';
import { after, FIRST_PAGE, type Page } from './paging';

export function toJournalEntry(row: JournalEntryRow): JournalEntry {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    category: row.category,
    createdAt: row.createdAt,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listJournalEntries(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<JournalEntry[]> {
  const { journalEntries } = tablesOf(db);
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, memberId),
        after(journalEntries.createdAt, journalEntries.id, page.after),
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(page.limit + 1);
  return rows.map(toJournalEntry);
}
