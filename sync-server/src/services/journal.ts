import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  uuidv7,
  type createJournalEntrySchema,
  type JournalEntry,
  type updateJournalEntrySchema,
} from '@selah/shared';
import { journalEntries, type JournalEntryRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion, writeTombstone } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { after, FIRST_PAGE, type Page } from './paging';
import { clientTimestamp } from './time';

type Target = { id: string };
export type CreateJournalEntryInput = z.output<typeof createJournalEntrySchema>;
export type UpdateJournalEntryInput = Target & z.output<typeof updateJournalEntrySchema>;

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
export function listJournalEntries(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): JournalEntry[] {
  return db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, memberId),
        after(journalEntries.createdAt, journalEntries.id, page.after),
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(page.limit + 1)
    .all()
    .map(toJournalEntry);
}

function findOwnEntry(db: Db, memberId: string, entryId: string): JournalEntryRow {
  const row = db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, memberId)))
    .get();
  if (!row) throw notFound('Journal entry not found');
  return row;
}

/** The body's userId (a placeholder the spec's client sends) never reaches this function. */
export function createJournalEntry(
  db: Db,
  memberId: string,
  input: CreateJournalEntryInput,
  now: Date,
): Created<JournalEntry> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, input.id))
        .get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: toJournalEntry(own), created: false };
    }
    const row = tx
      .insert(journalEntries)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        userId: memberId,
        title: input.title,
        content: input.content,
        category: input.category,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toJournalEntry(row), created: true };
  });
}

export function updateJournalEntry(
  db: Db,
  memberId: string,
  input: UpdateJournalEntryInput,
  _now: Date,
): JournalEntry {
  return writeTransaction(db, (tx) => {
    findOwnEntry(tx, memberId, input.id);
    const changes: Partial<JournalEntryRow> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.content !== undefined) changes.content = input.content;
    if (input.category !== undefined) changes.category = input.category;
    const row = tx
      .update(journalEntries)
      .set({ ...changes, version: nextVersion(tx) })
      .where(eq(journalEntries.id, input.id))
      .returning()
      .get();
    return toJournalEntry(row);
  });
}

export function deleteJournalEntry(db: Db, memberId: string, input: Target, _now: Date): Target {
  return writeTransaction(db, (tx) => {
    findOwnEntry(tx, memberId, input.id);
    tx.delete(journalEntries).where(eq(journalEntries.id, input.id)).run();
    writeTombstone(tx, 'journalEntries', input.id, memberId);
    return { id: input.id };
  });
}
