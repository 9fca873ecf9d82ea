import { describe, expect, it } from 'vitest';
import { dueLocalDay, inQuietHours, weekdayFromSunday } from './due';

const every = 0b1111111;

describe('when a reminder is due', () => {
  it('counts weekdays from Sunday', () => {
    expect(weekdayFromSunday(0)).toBe(4); // 1970-01-01, a Thursday
    expect(weekdayFromSunday(3)).toBe(0); // 1970-01-04, a Sunday
  });

  it('reads quiet hours as [start, end), wrapping past midnight, and none when equal', () => {
    expect(inQuietHours(22 * 60, '22:00', '07:00')).toBe(true);
    expect(inQuietHours(6 * 60 + 59, '22:00', '07:00')).toBe(true);
    expect(inQuietHours(7 * 60, '22:00', '07:00')).toBe(false);
    expect(inQuietHours(12 * 60, '12:00', '13:00')).toBe(true);
    expect(inQuietHours(13 * 60, '12:00', '13:00')).toBe(false);
    expect(inQuietHours(12 * 60, '12:00', '12:00')).toBe(false);
    expect(inQuietHours(12 * 60, null, null)).toBe(false);
  });

  it('is due from the minute for up to the late limit, on chosen days only', () => {
    const reminder = {
      time: '08:00',
      days: every,
      timeZone: 'UTC',
      quietStart: null,
      quietEnd: null,
    };
    expect(dueLocalDay(reminder, new Date('2026-03-04T07:59:00Z'))).toBeNull();
    expect(dueLocalDay(reminder, new Date('2026-03-04T08:00:00Z'))).toBe(20_516);
    expect(dueLocalDay(reminder, new Date('2026-03-04T10:00:00Z'))).toBe(20_516);
    expect(dueLocalDay(reminder, new Date('2026-03-04T10:01:00Z'))).toBeNull();
    // 2026-03-04 is a Wednesday (3); a reminder for Thursdays only is not due.
    expect(dueLocalDay({ ...reminder, days: 1 << 4 }, new Date('2026-03-04T08:00:00Z'))).toBeNull();
  });

  it('counts a zone the server does not know as UTC rather than failing', () => {
    const reminder = {
      time: '08:00',
      days: every,
      timeZone: 'Nowhere/Unknown',
      quietStart: null,
      quietEnd: null,
    };
    expect(dueLocalDay(reminder, new Date('2026-03-04T08:00:00Z'))).toBe(20_516);
  });
});
