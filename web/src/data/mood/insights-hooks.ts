import { DEVICE_TIME_ZONE } from '@selah/shared';
import { useDb, useLiveQuery } from '../../db';
import { readMoodInsights, type InsightsRead } from './read-insights';

/**
 * The Mood screen's insights, live (undefined while loading), in the device's own days. Imported
 * by the insights alone, so their code loads with the Mood screen and never on the first route.
 */
export function useMoodInsights(): InsightsRead | undefined {
  const db = useDb();
  return useLiveQuery(
    () =>
      db.transaction('r', db.moodEntries, db.meditationSessions, () =>
        readMoodInsights(db, new Date(), DEVICE_TIME_ZONE),
      ),
    [db],
  );
}
