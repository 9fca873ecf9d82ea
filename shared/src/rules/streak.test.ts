import { describe, expect, it } from 'vitest';
import { moodStreak } from './streak';

describe('moodStreak', () => {
  const now = new Date('2026-01-07T12:00:00Z'); // Wednesday noon UTC

  it('is 0 without entries', () => {
    expect(moodStreak([], now, 'UTC')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    const dates = ['2026-01-07T08:00:00Z', '2026-01-06T20:00:00Z', '2026-01-05T09:00:00Z'];
    expect(moodStreak(dates, now, 'UTC')).toBe(3);
  });

  it('counts a streak ending yesterday (not checked in yet today)', () => {
    expect(moodStreak(['2026-01-06T20:00:00Z', '2026-01-05T09:00:00Z'], now, 'UTC')).toBe(2);
  });

  it('is 0 when the last entry is two days old', () => {
    expect(moodStreak(['2026-01-05T09:00:00Z', '2026-01-04T09:00:00Z'], now, 'UTC')).toBe(0);
  });

  it('counts several entries on one day once and stops at a gap', () => {
    const dates = [
      '2026-01-07T01:00:00Z',
      '2026-01-07T09:00:00Z',
      '2026-01-07T11:00:00Z',
      '2026-01-06T10:00:00Z',
      '2026-01-04T10:00:00Z', // Jan 5 missing
      '2026-01-03T10:00:00Z',
    ];
    expect(moodStreak(dates, now, 'UTC')).toBe(2);
  });

  it('ignores entry order, unparsable dates and days after today', () => {
    const dates = [
      '2026-01-05T09:00:00Z',
      'garbage',
      '2026-01-09T09:00:00Z',
      '2026-01-07T08:00:00Z',
      '2026-01-06T08:00:00Z',
    ];
    expect(moodStreak(dates, now, 'UTC')).toBe(3);
  });

  it('uses local days in a zone far from UTC (Auckland)', () => {
    // In Auckland (UTC+13) "now" is Thursday 2026-01-08 01:00.
    // 2026-01-07T10:30Z is Jan 7 23:30 local and 2026-01-07T11:30Z is Jan 8 00:30 local,
    // although both are the same UTC date.
    const auckland = 'Pacific/Auckland';
    expect(moodStreak(['2026-01-07T10:30:00Z', '2026-01-07T11:30:00Z'], now, auckland)).toBe(2);
    expect(moodStreak(['2026-01-07T10:30:00Z', '2026-01-07T11:30:00Z'], now, 'UTC')).toBe(1);
    // Jan 7 00:30 and 09:00 in Auckland: two entries on one local day (yesterday there) count once.
    expect(moodStreak(['2026-01-06T11:30:00Z', '2026-01-06T20:00:00Z'], now, auckland)).toBe(1);
  });

  it('counts across the spring-forward night in Berlin (23-hour day)', () => {
    const berlinNow = new Date('2026-03-30T10:00:00Z'); // Monday
    const dates = [
      '2026-03-30T06:00:00Z', // Mon 08:00 CEST
      '2026-03-29T21:30:00Z', // Sun 23:30 CEST
      '2026-03-28T23:30:00Z', // Sun 00:30 CET: same local day as the entry above
      '2026-03-27T23:30:00Z', // Sat 00:30 CET
    ];
    expect(moodStreak(dates, berlinNow, 'Europe/Berlin')).toBe(3);
  });

  it('counts across the fall-back night in Berlin (25-hour day)', () => {
    const berlinNow = new Date('2026-10-26T06:00:00Z'); // Monday 07:00 CET
    const dates = [
      '2026-10-25T22:59:00Z', // Sun 23:59 CET
      '2026-10-24T22:30:00Z', // Sun 00:30 CEST
      '2026-10-24T21:30:00Z', // Sat 23:30 CEST
    ];
    // Today (Monday) has no entry: the streak ends yesterday and covers Sunday and Saturday.
    expect(moodStreak(dates, berlinNow, 'Europe/Berlin')).toBe(2);
  });

  it('counts across the New York spring-forward night', () => {
    const nyNow = new Date('2026-03-09T03:00:00Z'); // Sunday 2026-03-08 23:00 EDT
    const dates = [
      '2026-03-09T03:00:00Z', // Sun 23:00 EDT (Monday in UTC)
      '2026-03-08T04:30:00Z', // Sat 23:30 EST
      '2026-03-07T05:30:00Z', // Sat 00:30 EST: same local day as above
      '2026-03-07T04:30:00Z', // Fri 23:30 EST
    ];
    expect(moodStreak(dates, nyNow, 'America/New_York')).toBe(3);
  });
});
