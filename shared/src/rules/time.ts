/**
 * Calendar arithmetic in a member's IANA time zone, using only Intl.DateTimeFormat.
 *
 * A "local day" is the member's calendar date in their zone, not the UTC date: at 08:00 in Auckland it is
 * already tomorrow there while UTC still shows today. Days are numbered like the Unix epoch (day 0 is
 * 1970-01-01 of the local calendar) so they can be compared and subtracted as plain integers.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Accepts a Date or an ISO 8601 string; an unparsable value becomes an Invalid Date (NaN time). */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat is far slower than using one. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23', // 'hour12: false' may print midnight as 24 in some engines
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The zone of the device the code runs on, for day arithmetic (localDayNumber, startOfLocalWeek,
 * the streak and week rules): its wall clock is read with Date's local getters, no Intl involved.
 * A page's first Intl.DateTimeFormat loads the engine's zone and locale data (~15 ms on a quiet
 * desktop, ~60 ms at Lighthouse's 4x slowdown), which the dashboard's first figures should not
 * wait for. Not a zone name: Intl (so isValidTimeZone) rejects it, so it is never stored or sent.
 */
export const DEVICE_TIME_ZONE = 'device';

function deviceWallClock(date: Date): WallClock {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/** The wall-clock reading in the zone at that instant. Throws RangeError for an Invalid Date or zone. */
function wallClock(date: Date, timeZone: string): WallClock {
  if (timeZone === DEVICE_TIME_ZONE) return deviceWallClock(date);
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = Number(part.value);
  }
  return wall;
}

/** Whether Intl knows the zone (e.g. "Europe/Berlin"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone if Intl knows it, else UTC: a bad stored zone must not break day counting. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The local calendar date as 'YYYY-MM-DD'. */
export function localDayKey(date: Date | string, timeZone: string): string {
  const { year, month, day } = wallClock(toDate(date), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of the local calendar date (an integer; consecutive days differ by 1). */
export function localDayNumber(date: Date | string, timeZone: string): number {
  const { year, month, day } = wallClock(toDate(date), timeZone);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms (e.g. +3_600_000 for CET). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClock(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The first instant of a local day. Usually local 00:00, but where a DST change skips midnight the day
 * starts at the end of the gap (e.g. 01:00). The zone's offset may differ before and after a change near
 * that day, so both offsets are tried and the earliest instant that really falls on that day wins.
 */
export function startOfLocalDay(dayNumber: number, timeZone: string): Date {
  // The device's zone can change while the app runs (the member travels): never remembered.
  if (timeZone === DEVICE_TIME_ZONE) return new Date(computeStartOfLocalDay(dayNumber, timeZone));
  const key = `${timeZone} ${dayNumber}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    start = computeStartOfLocalDay(dayNumber, timeZone);
    dayStarts.set(key, start);
  }
  return new Date(start);
}

/**
 * startOfLocalDay's answers by zone and day. The same few days are asked for again and again (this
 * week's Monday on every dashboard read, for the meditation minutes and the weekly figures), and
 * each costs four or five Intl calls, which were a fifth of the server's CPU for a dashboard read.
 * A day's start in a zone never changes while the process runs, so a remembered one is exact.
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4096;

function computeStartOfLocalDay(dayNumber: number, timeZone: string): number {
  const midnightAsUtc = dayNumber * DAY_MS;
  const offsets = new Set([
    offsetAt(midnightAsUtc - DAY_MS, timeZone),
    offsetAt(midnightAsUtc + DAY_MS, timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => midnightAsUtc - offset)
    .filter((instant) => localDayNumber(new Date(instant), timeZone) === dayNumber)
    .sort((a, b) => a - b);
  return candidates[0] ?? midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
}

/** 0 = Monday ... 6 = Sunday. Day 0 (1970-01-01) was a Thursday. */
export function weekdayFromMonday(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/** Monday 00:00 local time of the week containing `now` ("this week" everywhere in Selah). */
export function startOfLocalWeek(now: Date, timeZone: string): Date {
  const today = localDayNumber(now, timeZone);
  return startOfLocalDay(today - weekdayFromMonday(today), timeZone);
}

export type RelativeTimeVariant = 'general' | 'journal' | 'community';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = make();
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** Browsers differ on the space before AM/PM (some print U+202F); the app always shows a plain space. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** 'Jan 5, 2026': the journal's label for entries a week old or more. */
export function formatShortDate(date: Date | string, timeZone?: string): string {
  const formatter = cachedFormatter(
    `short:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
  );
  return plainSpaces(formatter.format(toDate(date)));
}

/** 'Mon, Jan 5, 3:30 PM' in the given zone (default: the runtime's own zone). */
export function formatMoodDate(date: Date | string, timeZone?: string): string {
  const formatter = cachedFormatter(
    `mood:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
  );
  return plainSpaces(formatter.format(toDate(date)));
}

const plural = (count: number, unit: string) =>
  count === 1 ? `1 ${unit} ago` : `${count} ${unit}s ago`;

/**
 * Relative labels by elapsed time (whole hours, whole 24-hour days, whole 7-day weeks, rounded down):
 * - every variant: under 1 hour "Just now" (also for future dates, i.e. clock skew), then "1 hour ago",
 *   "N hours ago" under 24 hours, then "1 day ago" / "N days ago";
 * - 'general' (dashboard): days without bound;
 * - 'journal': days up to 6; from 7 days on, the date itself, e.g. "Jan 5, 2026" (in `timeZone`,
 *   default the runtime's zone);
 * - 'community': from 7 days on "1 week ago" / "N weeks ago", without bound.
 * An unparsable date gives an empty string rather than a misleading label.
 */
export function relativeTime(
  date: Date | string,
  now: Date,
  variant: RelativeTimeVariant = 'general',
  timeZone?: string,
): string {
  const then = toDate(date);
  const elapsedMs = now.getTime() - then.getTime();
  if (Number.isNaN(elapsedMs)) return '';
  if (elapsedMs < HOUR_MS) return 'Just now';
  const hours = Math.floor(elapsedMs / HOUR_MS);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days >= 7 && variant === 'journal') return formatShortDate(then, timeZone);
  if (days >= 7 && variant === 'community') return plural(Math.floor(days / 7), 'week');
  return plural(days, 'day');
}
