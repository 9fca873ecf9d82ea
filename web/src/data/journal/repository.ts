/**
 * Journal writes. Each is one Dexie read-write transaction that changes the row and appends the
 * matching outbox mutation, so the UI updates at once and sync sends the change later.
 */
import {
  uuidv7,
  type CreateJournalEntry,
  type JournalEntry,
  type UpdateJournalEntry,
} from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

export type NewJournalEntry = Pick<CreateJournalEntry, 'title' | 'content' | 'category'>;

/** Saves a new entry (category defaults to Reflection). Throws a ZodError on invalid input. */
export async function createJournalEntry(input: NewJournalEntry): Promise<JournalEntry> {
  const { createJournalEntrySchema } = await loadWriteSchemas();
  const { title, content, category } = createJournalEntrySchema.parse(input);
  const db = getDb();
  const row: JournalEntry = {
    id: uuidv7(),
    userId: rowOwnerId(db),
    title,
    content,
    category,
    createdAt: new Date().toISOString(),
  };
  await writeWithOutbox(db, [db.journalEntries], async () => {
    await db.journalEntries.add(row);
    await enqueue(db, {
      name: 'journal.create',
      args: { id: row.id, title, content, category, createdAt: row.createdAt },
    });
  });
  return row;
}

/** Changes an entry's title, content or category. Throws if the entry does not exist. */
export async function updateJournalEntry(
  id: string,
  patch: UpdateJournalEntry,
): Promise<JournalEntry> {
  const { updateJournalEntrySchema } = await loadWriteSchemas();
  const parsed = updateJournalEntrySchema.parse(patch);
  // Only the fields actually given: an absent field keeps its value (locally and on the server).
  const changes = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as UpdateJournalEntry;
  const db = getDb();
  return writeWithOutbox(db, [db.journalEntries], async () => {
    const existing = await db.journalEntries.get(id);
    if (!existing) throw new Error('This journal entry no longer exists');
    const updated: JournalEntry = { ...existing, ...changes };
    await db.journalEntries.put(updated);
    await enqueue(db, { name: 'journal.update', args: { id, changes } });
    return updated;
  });
}

/** Deletes an entry; deleting one that is already gone does nothing. */
export async function deleteJournalEntry(id: string): Promise<void> {
  const db = getDb();
  await writeWithOutbox(db, [db.journalEntries], async () => {
    if (!(await db.journalEntries.get(id))) return;
    await db.journalEntries.delete(id);
    await enqueue(db, { name: 'journal.delete', args: { id } });
  });
}
