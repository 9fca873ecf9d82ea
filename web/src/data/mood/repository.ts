import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

export interface LogMoodInput {
  mood: Mood;
  notes?: string;
}

/** Mood writes on the database `currentDb()` returns when each is called. */
export function createMoodRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Records a mood now ('mood.create'). Blank notes are left out of the mutation and stored as
     * null. Throws (writing nothing) on invalid input.
     */
    async logMood(input: LogMoodInput): Promise<MoodEntry> {
      const notes = input.notes?.trim() ? input.notes.trim() : undefined;
      const { after } = await mutate(currentDb(), 'mood.create', {
        id: uuidv7(),
        mood: input.mood,
        date: new Date().toISOString(),
        ...(notes !== undefined ? { notes } : {}),
      });
      return after as MoodEntry;
    },

    /** Deletes a mood entry ('mood.delete'). Returns whether there was one to delete. */
    async deleteMoodEntry(id: string): Promise<boolean> {
      return (await mutate(currentDb(), 'mood.delete', { id })).changed;
    },
  };
}

export const { logMood, deleteMoodEntry } = createMoodRepository(getDb);
