const DAY_MS = 86_400_000;

/** A day number (days since 1970-01-01 of the member's calendar) as its year, month and date. */
export function calendarDate(day: number): { year: number; month: number; date: number } {
  const at = new Date(day * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth(), date: at.getUTCDate() };
}

/** The day number of a calendar date (month 0-based; overflowing dates roll over, as Date does). */
export function dayOf(year: number, month: number, date: number): number {
  return Math.round(Date.UTC(year, month, date) / DAY_MS);
}

const monthNames = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayNames = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDayNames = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "November 2026" */
export const monthName = (year: number, month: number) =>
  monthNames.format(new Date(Date.UTC(year, month, 1)));
/** "Tuesday, November 24" */
export const dayName = (day: number) => dayNames.format(new Date(day * DAY_MS));
/** "Nov 24" */
export const shortDayName = (day: number) => shortDayNames.format(new Date(day * DAY_MS));

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
