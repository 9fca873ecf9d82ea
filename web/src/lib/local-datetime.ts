/** How far back a mood or a meditation may be filled in: any of the last 7 days (decision 027). */
export const FILL_IN_DAYS = 7;

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as a datetime-local input shows it, on the device's calendar: '2026-11-27T14:05'. */
export function toLocalInputValue(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The earliest and latest times a filled-in day may name: the start of 7 days ago, and now. */
export function fillInBounds(now: Date): { min: Date; max: Date } {
  const min = new Date(now.getFullYear(), now.getMonth(), now.getDate() - FILL_IN_DAYS);
  return { min, max: now };
}

/**
 * The time a datetime-local value names on the device's calendar, or why it cannot be used: empty
 * or unreadable, in the future, or more than FILL_IN_DAYS days back.
 */
export function readFillInTime(
  value: string,
  now: Date,
): { date: Date; problem: null } | { date: null; problem: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return { date: null, problem: 'Choose a date and time.' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  const { min } = fillInBounds(now);
  // A minute's grace: the field shows minutes, so "now" may read a few seconds ahead.
  if (date.getTime() > now.getTime() + 60_000) {
    return { date: null, problem: 'That time is still to come.' };
  }
  if (date < min) {
    return { date: null, problem: `You can fill in any of the last ${FILL_IN_DAYS} days.` };
  }
  return { date, problem: null };
}
