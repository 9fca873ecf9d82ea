import type { Table } from 'dexie';
import type { SelahDB } from './SelahDB';

const outboxListeners = new Set<(db: SelahDB) => void>();

/** Sync subscribes here to flush shortly after each local change. Returns an unsubscribe. */
export function onOutboxWritten(listener: (db: SelahDB) => void): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}

/**
 * Runs `write` in ONE read-write transaction over `tables` plus the outbox, then (after commit)
 * tells sync there is something to push. Inside `write`, change the rows and call `enqueue` for
 * each change; if anything throws, nothing is written and nothing is queued.
 *
 * @example
 * export async function logMood(input: { mood: Mood; notes?: string }): Promise<MoodEntry> {
 *   const db = getDb();
 *   const row: MoodEntry = {
 *     id: uuidv7(), userId: rowOwnerId(db), mood: input.mood,
 *     notes: input.notes?.trim() || null, date: new Date().toISOString(),
 *   };
 *   await writeWithOutbox(db, [db.moodEntries], async () => {
 *     await db.moodEntries.add(row);
 *     await enqueue(db, {
 *       name: 'mood.create',
 *       args: { id: row.id, mood: row.mood, date: row.date, ...(row.notes ? { notes: row.notes } : {}) },
 *     });
 *   });
 *   return row;
 * }
 */
export async function writeWithOutbox<T>(
  db: SelahDB,
  tables: readonly Table[],
  write: () => Promise<T>,
): Promise<T> {
  const result = await db.transaction('rw', [...tables, db.outbox], write);
  for (const listener of outboxListeners) listener(db);
  return result;
}
