import { describe, expect, it } from 'vitest';
import { weeklyMindfulMinutes } from './meditation';

const session = (duration: number, completedAt: string) => ({ duration, completedAt });

describe('weeklyMindfulMinutes', () => {
  it('is 0 without sessions', () => {
    expect(weeklyMindfulMinutes([], new Date('2026-01-07T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('sums sessions from Monday 00:00 local time up to now', () => {
    const now = new Date('2026-01-07T12:00:00Z'); // Wednesday
    const sessions = [
      session(10, '2026-01-05T00:00:00.000Z'), // Monday 00:00 exactly: counts
      session(5, '2026-01-06T08:00:00Z'),
      session(20, '2026-01-07T12:00:00Z'), // now exactly: counts
      session(15, '2026-01-04T23:59:59Z'), // Sunday: last week
      session(12, '2026-01-07T12:00:01Z'), // after now: not yet
    ];
    expect(weeklyMindfulMinutes(sessions, now, 'UTC')).toBe(35);
  });

  it('uses the member zone: a Sunday-evening UTC session is Monday in Auckland', () => {
    const now = new Date('2026-01-06T00:00:00Z'); // Tuesday 13:00 in Auckland
    const sessions = [
      session(10, '2026-01-04T11:30:00Z'), // Monday 00:30 NZDT: this week there
      session(5, '2026-01-04T10:30:00Z'), // Sunday 23:30 NZDT: last week there
    ];
    expect(weeklyMindfulMinutes(sessions, now, 'Pacific/Auckland')).toBe(10);
    // In UTC both are Sunday, last week; "now" is Tuesday.
    expect(weeklyMindfulMinutes(sessions, now, 'UTC')).toBe(0);
  });

  it('counts the whole week on the Sunday Berlin springs forward', () => {
    const now = new Date('2026-03-29T20:00:00Z'); // Sunday 22:00 CEST
    const sessions = [
      session(10, '2026-03-22T23:00:00Z'), // Monday 00:00 CET
      session(7, '2026-03-22T22:59:00Z'), // Sunday 23:59 CET: last week
      session(3, '2026-03-29T00:30:00Z'), // Sunday 01:30 CET, before the change
      session(4, '2026-03-29T01:30:00Z'), // Sunday 03:30 CEST, after the change
    ];
    expect(weeklyMindfulMinutes(sessions, now, 'Europe/Berlin')).toBe(17);
  });

  it('ignores unusable durations and dates', () => {
    const now = new Date('2026-01-07T12:00:00Z');
    const sessions = [
      session(Number.NaN, '2026-01-06T08:00:00Z'),
      session(5, 'garbage'),
      session(6, '2026-01-06T08:00:00Z'),
    ];
    expect(weeklyMindfulMinutes(sessions, now, 'UTC')).toBe(6);
  });
});
