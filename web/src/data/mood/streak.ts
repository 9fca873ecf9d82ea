import {
  DEFAULT_STREAK_SETTINGS,
  localDayNumber,
  loggedDays,
  startOfLocalDay,
  walkMoodStreak,
  type StreakSettings,
} from '@selah/shared';
import type { SelahDB } from '../../db';

/** How many local days to read at first; most streaks end well inside it. */
const FIRST_SPAN_DAYS = 64;

/**
 * The member's mood streak from the local entries, by the shared rule (walkMoodStreak: grace day,
 * rest day), reading only `date` index keys (no rows) for a range of recent local days: a span
 * that ends inside the streak is read again four times as long, so the read follows the streak's
 * length and never the whole history.
 */
export async function readMoodStreak(
  db: SelahDB,
  now: Date,
  timeZone: string,
  settings: StreakSettings = DEFAULT_STREAK_SETTINGS,
): Promise<number> {
  const today = localDayNumber(now, timeZone);
  const end = startOfLocalDay(today + 1, timeZone).toISOString();
  for (let span = FIRST_SPAN_DAYS; ; span *= 4) {
    const oldest = today - span + 1;
    const start = startOfLocalDay(oldest, timeZone).toISOString();
    const dates = (await db.moodEntries
      .where('date')
      .between(start, end, true, false)
      .keys()) as string[];
    const days = loggedDays(dates, timeZone);
    const walk = walkMoodStreak((day) => days.has(day), today, oldest, settings);
    if (walk.complete) return walk.streak;
    const older = await db.moodEntries.where('date').below(start).limit(1).keys();
    // Nothing before the span: every older day is a miss, so the walk can end on its own.
    if (older.length === 0) {
      return walkMoodStreak((day) => days.has(day), today, -Infinity, settings).streak;
    }
  }
}
