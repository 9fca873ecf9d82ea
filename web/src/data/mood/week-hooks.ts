import {
  DEVICE_TIME_ZONE,
  localDayNumber,
  startOfLocalDay,
  type Mood,
  type MoodEntry,
} from '@selah/shared';
import { useDb, useLiveQuery } from '../../db';
import { moodDays, nearestMood } from '@selah/shared';

export interface WeekDay {
  day: number;
  /** The day's mood (the nearest to its average); null without a check-in. */
  mood: Mood | null;
}

/**
 * The last 7 local days, oldest first, each with its mood, from one range read of the `date`
 * index (undefined while loading). For the dashboard's teaser, which loads below the first screen.
 */
export function useMoodWeek(): WeekDay[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const now = new Date();
    const today = localDayNumber(now, DEVICE_TIME_ZONE);
    const start = startOfLocalDay(today - 6, DEVICE_TIME_ZONE).toISOString();
    const end = startOfLocalDay(today + 1, DEVICE_TIME_ZONE).toISOString();
    const entries = (await db.moodEntries
      .where('date')
      .between(start, end, true, false)
      .toArray()) as MoodEntry[];
    const days = moodDays(entries, DEVICE_TIME_ZONE);
    return Array.from({ length: 7 }, (_, i) => {
      const day = today - 6 + i;
      const mood = days.get(day);
      return { day, mood: mood ? nearestMood(mood.average) : null };
    });
  }, [db]);
}
