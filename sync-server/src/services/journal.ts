import { eq } from 'drizzle-orm';
import { type JournalEntry } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { JournalEntryRow } from '../db/schema';
import type { Db } from '../db/types';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

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
  const { journalEntries: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page, eq(t.userId, memberId));
  return rows.map(toJournalEntry);
}
