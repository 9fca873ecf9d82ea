import type Database from 'better-sqlite3';
import { localDayNumber } from '@selah/shared';
import { localDayStartIso } from '../../sync-server/src/services/local-days';

const STREAK_BATCH = 64;

/**
 * The mood streak as sync-server/src/services/mood.ts computes it (the member's latest dates in
 * batches from the (user_id, date) index, newest first, stopping at the first local day without an
 * entry), in hand-written SQL. Keep the two in step, or the comparison is not of the same work.
 */
export function moodStreakQueries(sqlite: Database.Database) {
  const datesBefore = sqlite
    .prepare<[string, string, number], string>(
      'select date from mood_entries where user_id = ? and date < ? order by date desc limit ?',
    )
    .pluck();
  return (memberId: string, now: Date, timeZone: string): number => {
    const startOf = (day: number) => localDayStartIso(day, timeZone);
    const today = localDayNumber(now, timeZone);
    let day = today;
    let counted = false;
    let streak = 0;
    let before = startOf(today + 1);
    for (;;) {
      const batch = datesBefore.all(memberId, before, STREAK_BATCH);
      for (const date of batch) {
        if (date >= startOf(day)) {
          if (!counted) streak += 1;
          counted = true;
          continue;
        }
        if (!counted && day !== today) return streak;
        day -= 1;
        counted = date >= startOf(day);
        if (!counted) return streak;
        streak += 1;
      }
      if (batch.length < STREAK_BATCH) return streak;
      before = startOf(day);
    }
  };
}
