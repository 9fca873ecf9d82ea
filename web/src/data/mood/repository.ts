import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

export interface LogMoodInput {
  mood: Mood;
  notes?: string;
  /** When the mood was felt, for a day filled in later (default: now). */
  date?: Date;
  /** What the member did (optional). */
  activities?: readonly string[];
}

/** Mood writes on the database `currentDb()` returns when each is called. */
export function createMoodRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Records a mood ('mood.create'), now or at the time given. Blank notes and an empty list of
     * activities are left out of the mutation and stored as null. Throws (writing nothing) on
     * invalid input.
     */
    async logMood(input: LogMoodInput): Promise<MoodEntry> {
      const notes = input.notes?.trim() ? input.notes.trim() : undefined;
      const activities = input.activities?.length ? [...input.activities] : undefined;
      const { after } = await mutate(currentDb(), 'mood.create', {
        id: uuidv7(),
        mood: input.mood,
        date: (input.date ?? new Date()).toISOString(),
        ...(notes !== undefined ? { notes } : {}),
        ...(activities !== undefined ? { activities } : {}),
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
