import {
  DEFAULT_STREAK_SETTINGS,
  GRACE_WINDOW_DAYS,
  WEEKDAYS,
  type StreakSettings,
} from '../constants/streaks';
import { localDayNumber, toDate, weekdayFromMonday } from './time';

/** Where a walk back from today got to (see walkMoodStreak). */
export interface StreakWalk {
  streak: number;
  /**
   * False when the walk reached a day older than the oldest day it was told about while the
   * streak was still going: the caller reads further back and walks again.
   */
  complete: boolean;
}

/**
 * The gentle mood streak (decision 027), walked back one local day at a time from today:
 * - a logged day adds one; today without an entry yet neither adds nor breaks (the day is not over);
 * - the rest day, when the member chose one, is skipped: it never counts and never breaks;
 * - with the grace day, a missed day is forgiven when no other miss was forgiven in the
 *   GRACE_WINDOW_DAYS - 1 newer days, so one miss in any seven keeps the streak without adding to
 *   it, and two missed days in a row (or two in a week) end it;
 * - any other missed day ends it.
 * `isLogged` answers for days from `oldestKnown` to today; the walk stops incomplete below that.
 */
export function walkMoodStreak(
  isLogged: (day: number) => boolean,
  today: number,
  oldestKnown: number,
  settings: StreakSettings = DEFAULT_STREAK_SETTINGS,
): StreakWalk {
  const restDay = settings.restDay === null ? -1 : WEEKDAYS.indexOf(settings.restDay);
  let streak = 0;
  let forgiven: number | null = null;
  for (let day = today; ; day -= 1) {
    if (day < oldestKnown) return { streak, complete: false };
    if (weekdayFromMonday(day) === restDay) continue;
    if (isLogged(day)) {
      streak += 1;
      continue;
    }
    if (day === today) continue;
    if (settings.graceDay && (forgiven === null || forgiven - day >= GRACE_WINDOW_DAYS)) {
      forgiven = day;
      continue;
    }
    return { streak, complete: true };
  }
}

/** The local days (in the zone) that have at least one of the dates; unparsable dates are left out. */
export function loggedDays(entryDates: Iterable<string>, timeZone: string): Set<number> {
  const days = new Set<number>();
  for (const value of entryDates) {
    const date = toDate(value);
    if (!Number.isNaN(date.getTime())) days.add(localDayNumber(date, timeZone));
  }
  return days;
}

/**
 * The mood streak over all of a member's entry dates, in their local days (see walkMoodStreak).
 * Several entries on one day count once; days after today (clock skew) are never reached.
 */
export function moodStreak(
  entryDates: string[],
  now: Date,
  timeZone: string,
  settings: StreakSettings = DEFAULT_STREAK_SETTINGS,
): number {
  const days = loggedDays(entryDates, timeZone);
  const today = localDayNumber(now, timeZone);
  let oldest = today;
  for (const day of days) if (day < oldest) oldest = day;
  // Below the oldest entry every day is a miss, so the walk ends within a grace window of it.
  return walkMoodStreak((day) => days.has(day), today, oldest - GRACE_WINDOW_DAYS - 1, settings)
    .streak;
}
