import { useLiveQuery } from '../../db';
import { DEVICE_TIME_ZONE, type MoodEntry, type StreakSettings } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';
import { useStreakPreferences } from '../../lib/streak-settings';
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

/**
 * The current mood streak in the member's local days, counted with their grace day and rest day
 * (undefined while loading). Days are the device's own (DEVICE_TIME_ZONE: Date's local calendar,
 * no Intl on the dashboard's first figures), so they follow the member when they travel.
 */
export function moodStreakRead(
  db: SelahDB,
  { graceDay, restDay }: StreakSettings,
): LiveRead<number> {
  return {
    key: `mood-streak:${graceDay}:${restDay}`,
    db,
    read: () => readMoodStreak(db, new Date(), DEVICE_TIME_ZONE, { graceDay, restDay }),
  };
}

export function useMoodStreak(): number | undefined {
  return useLiveRead(moodStreakRead(useDb(), useStreakPreferences()));
}

/** What the Mood Tracking screen shows from the entries (see useMoodOverview). */
export interface MoodOverview {
  /** The newest `limit` entries, newest first by date. */
  entries: MoodEntry[];
  total: number;
  streak: number;
}

/**
 * The history, the entry count and the streak in ONE live query and one read transaction: after a
 * write, the screen re-reads once and renders once, not three times (undefined while loading).
 */
export function useMoodOverview(limit: number = MOOD_HISTORY_PAGE_SIZE): MoodOverview | undefined {
  const db = useDb();
  const { graceDay, restDay } = useStreakPreferences();
  return useLiveQuery(
    () =>
      db.transaction('r', db.moodEntries, async () => {
        const [entries, total, streak] = await Promise.all([
          db.moodEntries.orderBy('date').reverse().limit(limit).toArray(),
          db.moodEntries.count(),
          readMoodStreak(db, new Date(), DEVICE_TIME_ZONE, { graceDay, restDay }),
        ]);
        return { entries, total, streak };
      }),
    [db, limit, graceDay, restDay],
  );
}
