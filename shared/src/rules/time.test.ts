import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_TIME_ZONE,
  formatMoodDate,
  formatShortDate,
  isValidTimeZone,
  localDayKey,
  localDayNumber,
  relativeTime,
  safeTimeZone,
  startOfLocalDay,
  startOfLocalWeek,
  weekdayFromMonday,
} from './time';

const at = (iso: string) => new Date(iso);

describe('localDayKey', () => {
  it('uses the local calendar date, not the UTC date', () => {
    // 2026-01-05 11:30 UTC is already 00:30 on Jan 6 in Auckland (UTC+13 in summer).
    expect(localDayKey('2026-01-05T11:30:00Z', 'Pacific/Auckland')).toBe('2026-01-06');
    expect(localDayKey('2026-01-05T11:30:00Z', 'UTC')).toBe('2026-01-05');
    // 02:00 UTC is still the previous evening in New York.
    expect(localDayKey(at('2026-01-05T02:00:00Z'), 'America/New_York')).toBe('2026-01-04');
  });

  it('changes exactly at local midnight', () => {
    expect(localDayKey('2026-01-05T22:59:59Z', 'Europe/Berlin')).toBe('2026-01-05');
    expect(localDayKey('2026-01-05T23:00:00Z', 'Europe/Berlin')).toBe('2026-01-06');
  });

  it('throws for an unknown zone', () => {
    expect(() => localDayKey('2026-01-05T12:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('localDayNumber and weekdays', () => {
  it('numbers days from 1970-01-01 of the local calendar', () => {
    expect(localDayNumber('1970-01-01T00:00:00Z', 'UTC')).toBe(0);
    expect(localDayNumber('1970-01-02T12:00:00Z', 'UTC')).toBe(1);
    expect(localDayNumber('2026-01-05T11:30:00Z', 'Pacific/Auckland')).toBe(
      localDayNumber('2026-01-05T11:30:00Z', 'UTC') + 1,
    );
  });

  it('knows Monday from Sunday', () => {
    expect(weekdayFromMonday(0)).toBe(3); // 1970-01-01 was a Thursday
    expect(weekdayFromMonday(localDayNumber('2026-01-05T12:00:00Z', 'UTC'))).toBe(0); // a Monday
    expect(weekdayFromMonday(localDayNumber('2026-01-11T12:00:00Z', 'UTC'))).toBe(6); // a Sunday
    expect(weekdayFromMonday(-1)).toBe(2); // 1969-12-31, a Wednesday
  });
});

describe('time zone helpers', () => {
  it('validates zones and falls back to UTC', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
    expect(safeTimeZone('Nowhere/Land')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
  });
});

describe('startOfLocalWeek', () => {
  it('is Monday 00:00 local time', () => {
    // Wednesday 2026-01-07 in Berlin (UTC+1): the week began Monday 2026-01-05 00:00 CET.
    expect(startOfLocalWeek(at('2026-01-07T15:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-04T23:00:00.000Z',
    );
    expect(startOfLocalWeek(at('2026-01-07T15:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
  });

  it('on Monday right after midnight is that same midnight', () => {
    expect(startOfLocalWeek(at('2026-01-04T23:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-04T23:00:00.000Z',
    );
    // One second earlier is still Sunday: the previous week.
    expect(startOfLocalWeek(at('2026-01-04T22:59:59Z'), 'Europe/Berlin').toISOString()).toBe(
      '2025-12-28T23:00:00.000Z',
    );
  });

  it('is right on the Sunday clocks spring forward in Berlin (week began in CET)', () => {
    // Sunday 2026-03-29 10:00 CEST; Monday 2026-03-23 00:00 was still CET (UTC+1).
    expect(startOfLocalWeek(at('2026-03-29T08:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-22T23:00:00.000Z',
    );
    // The Monday after the change starts at 00:00 CEST (UTC+2).
    expect(startOfLocalWeek(at('2026-03-30T08:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  it('is right on the Sunday clocks fall back in Berlin (week began in CEST)', () => {
    // Sunday 2026-10-25 23:30 CET; Monday 2026-10-19 00:00 was CEST (UTC+2).
    expect(startOfLocalWeek(at('2026-10-25T22:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-18T22:00:00.000Z',
    );
    expect(startOfLocalWeek(at('2026-10-26T08:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('is right across the New York changes', () => {
    // Sunday 2026-03-08 (EDT from 03:00); Monday 2026-03-02 00:00 EST = 05:00 UTC.
    expect(startOfLocalWeek(at('2026-03-08T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
    // Sunday 2026-11-01 (EST from 02:00); Monday 2026-10-26 00:00 EDT = 04:00 UTC.
    expect(startOfLocalWeek(at('2026-11-01T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-10-26T04:00:00.000Z',
    );
  });

  it('uses the Auckland date when it is already Monday there but still Sunday in UTC', () => {
    // 2026-01-04 12:00 UTC = Monday 2026-01-05 01:00 NZDT (UTC+13).
    expect(startOfLocalWeek(at('2026-01-04T12:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-01-04T11:00:00.000Z',
    );
    // Across the April change: Sunday 2026-04-05 (NZST from 03:00); Monday 2026-03-30 00:00 NZDT.
    expect(startOfLocalWeek(at('2026-04-05T06:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-03-29T11:00:00.000Z',
    );
  });

  it('starts at the end of the gap when DST skips Monday midnight (Tehran, 2021-03-22)', () => {
    // Clocks went from 23:59:59 Sunday straight to 01:00 Monday (UTC+4:30).
    expect(startOfLocalWeek(at('2021-03-24T12:00:00Z'), 'Asia/Tehran').toISOString()).toBe(
      '2021-03-21T20:30:00.000Z',
    );
  });
});

describe('startOfLocalDay', () => {
  it('takes the second midnight when clocks fall back at midnight (Beirut, 2024-10-27)', () => {
    const day = localDayNumber('2024-10-27T12:00:00Z', 'Asia/Beirut');
    expect(startOfLocalDay(day, 'Asia/Beirut').toISOString()).toBe('2024-10-26T22:00:00.000Z');
  });

  it('starts at 01:00 when midnight is skipped (Santiago, 2025-09-07)', () => {
    const day = localDayNumber('2025-09-07T12:00:00Z', 'America/Santiago');
    expect(startOfLocalDay(day, 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
  });

  it('answers a day asked again as the first time, in a Date of its own', () => {
    const day = localDayNumber('2025-09-07T12:00:00Z', 'America/Santiago');
    const first = startOfLocalDay(day, 'America/Santiago');
    // A caller changing its Date must not change the remembered start.
    first.setTime(0);
    expect(startOfLocalDay(day, 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
    // The same day in another zone is another day start.
    expect(startOfLocalDay(day, 'UTC').toISOString()).toBe('2025-09-07T00:00:00.000Z');
  });
});

describe('formatMoodDate', () => {
  it('formats like "Mon, Jan 5, 3:30 PM" in the given zone', () => {
    expect(formatMoodDate('2026-01-05T15:30:00Z', 'UTC')).toBe('Mon, Jan 5, 3:30 PM');
    expect(formatMoodDate(at('2026-01-05T15:30:00Z'), 'America/New_York')).toBe(
      'Mon, Jan 5, 10:30 AM',
    );
    expect(formatMoodDate('2026-01-05T15:30:00Z', 'Pacific/Auckland')).toBe('Tue, Jan 6, 4:30 AM');
  });

  it('pads minutes and uses plain spaces only', () => {
    const text = formatMoodDate('2026-01-05T09:05:00Z', 'UTC');
    expect(text).toBe('Mon, Jan 5, 9:05 AM');
    expect(text).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('relativeTime', () => {
  const now = at('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minutes = (n: number) => n * 60_000;
  const hours = (n: number) => n * 3_600_000;
  const days = (n: number) => n * 86_400_000;

  it('is "Just now" under an hour, and for future dates', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(ago(minutes(59)), now)).toBe('Just now');
    expect(relativeTime(ago(minutes(59) + 59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-minutes(5)), now)).toBe('Just now');
    expect(relativeTime(ago(-days(3)), now, 'community')).toBe('Just now');
  });

  it('counts hours from 60 minutes to just under 24 hours', () => {
    expect(relativeTime(ago(minutes(60)), now)).toBe('1 hour ago');
    expect(relativeTime(ago(minutes(119)), now)).toBe('1 hour ago');
    expect(relativeTime(ago(hours(2)), now)).toBe('2 hours ago');
    expect(relativeTime(ago(hours(23) + minutes(59)), now)).toBe('23 hours ago');
  });

  it('counts days from 24 hours, without bound in the general variant', () => {
    expect(relativeTime(ago(hours(24)), now)).toBe('1 day ago');
    expect(relativeTime(ago(hours(47)), now)).toBe('1 day ago');
    expect(relativeTime(ago(days(2)), now)).toBe('2 days ago');
    expect(relativeTime(ago(days(6)), now, 'general')).toBe('6 days ago');
    expect(relativeTime(ago(days(7)), now, 'general')).toBe('7 days ago');
    expect(relativeTime(ago(days(400)), now)).toBe('400 days ago');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('journal: days up to 6, then the date', () => {
    expect(relativeTime(ago(minutes(59)), now, 'journal')).toBe('Just now');
    expect(relativeTime(ago(hours(5)), now, 'journal')).toBe('5 hours ago');
    expect(relativeTime(ago(days(1)), now, 'journal')).toBe('1 day ago');
    expect(relativeTime(ago(days(7) - 1), now, 'journal')).toBe('6 days ago');
    expect(relativeTime(ago(days(7)), now, 'journal', 'UTC')).toBe('Mar 3, 2026');
    expect(relativeTime('2025-01-05T10:00:00Z', now, 'journal', 'UTC')).toBe('Jan 5, 2025');
    // The date is the member's local date.
    expect(relativeTime('2025-01-05T11:30:00Z', now, 'journal', 'Pacific/Auckland')).toBe(
      'Jan 6, 2025',
    );
  });

  it('community: days up to 6, then weeks without bound', () => {
    expect(relativeTime(ago(days(6)), now, 'community')).toBe('6 days ago');
    expect(relativeTime(ago(days(7) - 1), now, 'community')).toBe('6 days ago');
    expect(relativeTime(ago(days(7)), now, 'community')).toBe('1 week ago');
    expect(relativeTime(ago(days(13)), now, 'community')).toBe('1 week ago');
    expect(relativeTime(ago(days(14)), now, 'community')).toBe('2 weeks ago');
    expect(relativeTime(ago(days(700)), now, 'community')).toBe('100 weeks ago');
  });
});

describe('formatShortDate', () => {
  it('formats like "Jan 5, 2026"', () => {
    expect(formatShortDate('2026-01-05T12:00:00Z', 'UTC')).toBe('Jan 5, 2026');
    expect(formatShortDate('2026-12-31T23:30:00Z', 'Pacific/Auckland')).toBe('Jan 1, 2027');
  });
});

describe('DEVICE_TIME_ZONE', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Every hour over two weeks around each of the zone's DST changes in 2026, and a plain week.
  const instants = ['2026-03-01', '2026-03-22', '2026-10-18', '2026-10-29', '2026-07-01']
    .flatMap((start) =>
      Array.from({ length: 14 * 24 }, (_, hour) => new Date(Date.parse(start) + hour * 3_600_000)),
    )
    .concat([new Date('2026-01-05T23:59:59.999Z'), new Date('1969-12-31T23:30:00Z')]);

  for (const zone of ['America/New_York', 'Europe/Berlin', 'Pacific/Auckland', 'Asia/Kolkata']) {
    it(`counts days, weeks and day starts as Intl does in the device's zone (${zone})`, () => {
      // Node applies a changed TZ to Date's local getters at once.
      vi.stubEnv('TZ', zone);
      for (const instant of instants) {
        const day = localDayNumber(instant, zone);
        expect(localDayNumber(instant, DEVICE_TIME_ZONE)).toBe(day);
        expect(localDayKey(instant, DEVICE_TIME_ZONE)).toBe(localDayKey(instant, zone));
        expect(startOfLocalDay(day, DEVICE_TIME_ZONE)).toEqual(startOfLocalDay(day, zone));
      }
      const now = new Date('2026-03-29T12:00:00Z');
      expect(startOfLocalWeek(now, DEVICE_TIME_ZONE)).toEqual(startOfLocalWeek(now, zone));
    });
  }

  it('is not a zone name that can be stored or sent, and rejects an Invalid Date as Intl does', () => {
    expect(isValidTimeZone(DEVICE_TIME_ZONE)).toBe(false);
    expect(safeTimeZone(DEVICE_TIME_ZONE)).toBe('UTC');
    expect(() => localDayNumber('not a date', DEVICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => localDayNumber('not a date', 'UTC')).toThrow(RangeError);
  });
});
