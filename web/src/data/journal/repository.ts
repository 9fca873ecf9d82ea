/**
 * Journal writes: each one Dexie read-write transaction that changes the row and queues the
 * matching mutation (data/mutate.ts), so the UI updates at once and sync sends the change later.
 */
import {
  uuidv7,
  type CreateJournalEntry,
  type JournalEntry,
  type UpdateJournalEntry,
} from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

export type NewJournalEntry = Pick<CreateJournalEntry, 'title' | 'content' | 'category'>;

/** Journal writes on the database `currentDb()` returns when each is called. */
export function createJournalRepository(currentDb: () => SelahDB) {
  return {
    /** Saves a new entry (category defaults to Reflection). Throws a ZodError on invalid input. */
    async createJournalEntry(input: NewJournalEntry): Promise<JournalEntry> {
      const { after } = await mutate(currentDb(), 'journal.create', {
        id: uuidv7(),
        title: input.title,
        content: input.content,
        ...(input.category !== undefined ? { category: input.category } : {}),
        createdAt: new Date().toISOString(),
      });
      return after as JournalEntry;
    },

    /** Changes an entry's title, content or category. Throws if the entry does not exist. */
    async updateJournalEntry(id: string, patch: UpdateJournalEntry): Promise<JournalEntry> {
      // Only the fields actually given: an absent field keeps its value (here and on the server).
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as UpdateJournalEntry;
      const { after } = await mutate(currentDb(), 'journal.update', { id, changes });
      if (!after) throw new Error('This journal entry no longer exists');
      return after as JournalEntry;
    },

    /** Deletes an entry; deleting one that is already gone does nothing. */
    async deleteJournalEntry(id: string): Promise<void> {
      await mutate(currentDb(), 'journal.delete', { id });
    },
  };
}

export const { createJournalEntry, updateJournalEntry, deleteJournalEntry } =
  createJournalRepository(getDb);
