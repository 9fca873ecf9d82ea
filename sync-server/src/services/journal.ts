import { desc, eq } from 'drizzle-orm';
import { type JournalEntry } from '@selah/shared';
import { journalEntries, type JournalEntryRow } from '../db/schema';
import type { Db } from '../db/types';

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

export function listJournalEntries(
  db: Db,
  memberId: string,
  options: { limit?: number } = {},
): JournalEntry[] {
  const query = db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, memberId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
  const rows = options.limit === undefined ? query.all() : query.limit(options.limit).all();
  return rows.map(toJournalEntry);
}
