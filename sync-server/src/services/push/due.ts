import { localDayNumber, safeTimeZone } from '@selah/shared';

/** What the scheduler needs of a stored reminder. */
export type ReminderTiming = {
  time: string;
  /** Weekday bits, Sunday = bit 0. */
  days: number;
  timeZone: string;
  quietStart: string | null;
  quietEnd: string | null;
};

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight on the zone's wall clock at that instant. */
export function localMinuteOfDay(now: Date, timeZone: string): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    minuteFormatters.set(timeZone, formatter);
  }
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(now)) {
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

export const clockMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the minute falls in quiet hours `[start, end)`, which may wrap past midnight. */
export function inQuietHours(minute: number, start: string | null, end: string | null): boolean {
  if (start === null || end === null) return false;
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Sunday 0 ... Saturday 6 of a local day number (1970-01-01 was a Thursday). */
export const weekdayFromSunday = (day: number) => (((day + 4) % 7) + 7) % 7;

/** How late a reminder may still go out, e.g. after the server was down at its minute. */
export const DEFAULT_LATE_LIMIT_MINUTES = 120;

/**
 * The local day whose reminder is due now, or null. Due from the chosen minute on the member's
 * wall clock, on a chosen weekday, for up to `lateLimitMinutes` (a node that was down catches up),
 * and never inside quiet hours (a reminder held back by them goes out when they end, if still in
 * time). Read on the wall clock, so DST needs nothing of its own: on a spring-forward day a
 * minute the clock skips is reached at the first minute after the gap, and on an autumn day the
 * repeated hour is covered by the claim, one per local day.
 */
export function dueLocalDay(
  reminder: ReminderTiming,
  now: Date,
  lateLimitMinutes = DEFAULT_LATE_LIMIT_MINUTES,
): number | null {
  const zone = safeTimeZone(reminder.timeZone);
  const day = localDayNumber(now, zone);
  if ((reminder.days & (1 << weekdayFromSunday(day))) === 0) return null;
  const minute = localMinuteOfDay(now, zone);
  const late = minute - clockMinutes(reminder.time);
  if (late < 0 || late > lateLimitMinutes) return null;
  if (inQuietHours(minute, reminder.quietStart, reminder.quietEnd)) return null;
  return day;
}
