import { localDayNumber, startOfLocalDay, type MoodEntry } from '@selah/shared';
import type { SelahDB } from '../../db';
import { computeMoodInsights, INSIGHT_DAYS, type MoodInsights } from '@selah/shared';

export interface InsightsRead {
  insights: MoodInsights;
  /** Mood rows read (only the year's), and meditation index keys read. */
  moodRowsRead: number;
  meditationKeysRead: number;
}

/**
 * The insights from two index range reads: the year's mood entries on the `date` index and the
 * year's meditation times on the `completedAt` index (keys only). Older history is never read,
 * however long it is.
 */
export async function readMoodInsights(
  db: SelahDB,
  now: Date,
  timeZone: string,
): Promise<InsightsRead> {
  const today = localDayNumber(now, timeZone);
  const start = startOfLocalDay(today - INSIGHT_DAYS + 1, timeZone).toISOString();
  const end = startOfLocalDay(today + 1, timeZone).toISOString();
  const [entries, meditationTimes] = await Promise.all([
    db.moodEntries.where('date').between(start, end, true, false).toArray() as Promise<MoodEntry[]>,
    db.meditationSessions.where('completedAt').between(start, end, true, false).keys() as Promise<
      string[]
    >,
  ]);
  return {
    insights: computeMoodInsights(entries, meditationTimes, now, timeZone),
    moodRowsRead: entries.length,
    meditationKeysRead: meditationTimes.length,
  };
}
