import type Database from 'better-sqlite3';
import { localDayNumber } from '@selah/shared';
import { localDayStartIso } from '../../sync-server/src/services/local-days';

/**
 * The mood streak as sync-server/src/services/mood.ts computes it (walk back day by day on the
 * (user_id, date) index, stop at the first day without an entry), in hand-written SQL. Keep the two
 * in step, or the comparison is not of the same work.
 */
export function moodStreakQueries(sqlite: Database.Database) {
  const entryBetween = sqlite.prepare<[string, string, string], { date: string }>(
    'select date from mood_entries where user_id = ? and date >= ? and date < ? limit 1',
  );
  return (memberId: string, now: Date, timeZone: string): number => {
    const loggedOn = (day: number) =>
      entryBetween.get(
        memberId,
        localDayStartIso(day, timeZone),
        localDayStartIso(day + 1, timeZone),
      ) !== undefined;
    const today = localDayNumber(now, timeZone);
    let day = loggedOn(today) ? today : today - 1;
    let streak = 0;
    while (loggedOn(day)) {
      streak += 1;
      day -= 1;
    }
    return streak;
  };
}
