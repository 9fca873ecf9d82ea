import { localDayNumber, toDate } from './time';

/**
 * The mood streak: how many consecutive local days, ending today or yesterday, have at least one entry.
 * Yesterday still counts so a streak does not read 0 in the morning before today's check-in.
 * Several entries on one day count once; unparsable dates and days after today (clock skew) are ignored.
 */
export function moodStreak(entryDates: string[], now: Date, timeZone: string): number {
  const today = localDayNumber(now, timeZone);
  const days = new Set<number>();
  for (const value of entryDates) {
    const date = toDate(value);
    if (!Number.isNaN(date.getTime())) days.add(localDayNumber(date, timeZone));
  }
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
