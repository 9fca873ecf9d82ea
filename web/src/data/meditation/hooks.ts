import { useLiveQuery } from '../../db';
import { DEVICE_TIME_ZONE, weeklyMindfulMinutes, type MeditationAudio } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';

/** The spec's "Recent Sessions: the latest 10". */
export const RECENT_SESSIONS_LIMIT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MeditationStats {
  totalSessions: number;
  totalMinutes: number;
  /** Average minutes per session, rounded; 0 with no sessions. */
  avgMinutes: number;
}

/** The member's sessions, newest first (undefined while loading). */
export function useMeditationSessions(limit: number = RECENT_SESSIONS_LIMIT) {
  const db = useDb();
  return useLiveQuery(
    () => db.meditationSessions.orderBy('completedAt').reverse().limit(limit).toArray(),
    [db, limit],
  );
}

/** Totals over every session the member has recorded. */
export function useMeditationStats(): MeditationStats | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    let totalSessions = 0;
    let totalMinutes = 0;
    // Summed row by row instead of loading the whole table into one array.
    await db.meditationSessions.each((session) => {
      totalSessions += 1;
      totalMinutes += session.duration;
    });
    const avgMinutes = totalSessions === 0 ? 0 : Math.round(totalMinutes / totalSessions);
    return { totalSessions, totalMinutes, avgMinutes };
  }, [db]);
}

/** Minutes meditated since Monday 00:00 on the device's calendar (the shared rule, no Intl). */
export function weeklyMinutesRead(db: SelahDB): LiveRead<number> {
  return { key: 'weekly-minutes', db, read: () => readWeeklyMinutes(db) };
}

export function useWeeklyMeditationMinutes(): number | undefined {
  return useLiveRead(weeklyMinutesRead(useDb()));
}

async function readWeeklyMinutes(db: SelahDB): Promise<number> {
  const now = new Date();
  // The week began at most 7 days ago; a day more covers any offset the stored ISO strings carry
  // (they compare as text only within one offset), and the shared rule then decides exactly.
  const from = new Date(now.getTime() - 8 * DAY_MS).toISOString();
  const candidates = await db.meditationSessions.where('completedAt').aboveOrEqual(from).toArray();
  if (candidates.length === 0) return 0;
  return weeklyMindfulMinutes(candidates, now, DEVICE_TIME_ZONE);
}

/** The public ambient tracks (Gentle Rain, ...), newest first like the server's list. */
export function useMeditationAudio(): MeditationAudio[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const tracks = await db.meditationAudio.toArray();
    return tracks
      .filter((track) => track.isPublic)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title));
  }, [db]);
}
