import type Database from 'better-sqlite3';
import { localDayNumber } from '@selah/shared';
import { localDayRangesJson } from '@selah/sync-server/tools';

const STREAK_WINDOW = 32;

/**
 * The mood streak as sync-server/src/services/mood.ts computes it (one statement asks the
 * (user_id, date) index which of the last 32 local days have an entry; a longer streak asks about
 * the 32 before), in hand-written SQL. Keep the two in step, or the comparison is not of the same
 * work.
 */
export function moodStreakQueries(sqlite: Database.Database) {
  const daysWithEntries = sqlite
    .prepare<[string, string], number>(
      `select cast(d.key as integer) as day from json_each(?) as d
        where exists (select 1 from mood_entries as m where m.user_id = ?
          and m.date >= json_extract(d.value, '$[0]') and m.date < json_extract(d.value, '$[1]'))`,
    )
    .pluck();
  return (memberId: string, now: Date, timeZone: string): number => {
    const today = localDayNumber(now, timeZone);
    let streak = 0;
    for (let newest = today; ; newest -= STREAK_WINDOW) {
      const ranges = localDayRangesJson(newest, STREAK_WINDOW, timeZone);
      const logged = new Set(daysWithEntries.all(ranges, memberId));
      let i = newest === today && !logged.has(0) ? 1 : 0;
      while (i < STREAK_WINDOW && logged.has(i)) {
        streak += 1;
        i += 1;
      }
      if (i < STREAK_WINDOW) return streak;
    }
  };
}
