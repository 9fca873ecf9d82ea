import { useLiveQuery } from 'dexie-react-hooks';
import type { MoodEntry } from '@selah/shared';
import { useDb } from '../../db';
import { browserTimeZone } from '../../lib/time-zone';
import { readMoodStreak } from './streak';

/** How many history entries a screen shows at first. */
export const MOOD_HISTORY_PAGE_SIZE = 50;

/** The newest `limit` mood entries, newest first by date (undefined while loading). */
export function useMoodEntries(limit: number = MOOD_HISTORY_PAGE_SIZE): MoodEntry[] | undefined {
  const db = useDb();
  return useLiveQuery(
    () => db.moodEntries.orderBy('date').reverse().limit(limit).toArray(),
    [db, limit],
  );
}

/** How many mood entries the member has (undefined while loading). */
export function useMoodEntryCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => db.moodEntries.count(), [db]);
}

/** The current mood streak in the member's local days (undefined while loading). */
export function useMoodStreak(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => readMoodStreak(db, new Date(), browserTimeZone()), [db]);
}
