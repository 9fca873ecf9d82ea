/**
 * The streak rule's cases, one table for every place that counts a streak: the shared rule's own
 * test, the device's reads from its database and the server's reads on both engines all run it and
 * must give the same figure (decision 027).
 */
import { DEFAULT_STREAK_SETTINGS, type StreakSettings } from '../constants/streaks';

export interface StreakCase {
  name: string;
  /** The member's zone: the device's days, the X-Time-Zone header on the server. */
  timeZone: string;
  now: string;
  dates: string[];
  settings: StreakSettings;
  streak: number;
}

/** Wednesday 2026-03-11, midday UTC. */
const NOW = '2026-03-11T12:00:00.000Z';
const DAY = 86_400_000;
/** An entry `days` before NOW's day, at `hour` o'clock UTC (the server takes up to 24 hours ahead). */
const ago = (days: number, hour = 9) =>
  new Date(Date.parse('2026-03-11T00:00:00.000Z') - days * DAY + hour * 3_600_000).toISOString();
const utc = (dates: string[], streak: number, settings: Partial<StreakSettings> = {}) => ({
  timeZone: 'UTC',
  now: NOW,
  dates,
  settings: { ...DEFAULT_STREAK_SETTINGS, ...settings },
  streak,
});
const noGrace = { graceDay: false };

export const STREAK_CASES: StreakCase[] = [
  { name: 'no entries', ...utc([], 0) },
  { name: 'only today', ...utc([ago(0)], 1) },
  { name: 'today has no entry yet: the streak ends yesterday', ...utc([ago(1), ago(2)], 2) },
  {
    name: 'grace day: today, yesterday, 3 and 4 days ago make 4',
    ...utc([ago(0), ago(1), ago(3), ago(4)], 4),
  },
  {
    name: 'without the grace day the same days make 2',
    ...utc([ago(0), ago(1), ago(3), ago(4)], 2, noGrace),
  },
  { name: 'two missed days in a row end it', ...utc([ago(0), ago(1), ago(4), ago(5)], 2) },
  {
    name: 'a second miss six days after the first ends it',
    ...utc(
      [0, 1, 3, 4, 5, 6, 7, 9].map((d) => ago(d)),
      7,
    ),
  },
  {
    name: 'a second miss seven days after the first is forgiven too',
    ...utc(
      [0, 1, 3, 4, 5, 6, 7, 8, 10].map((d) => ago(d)),
      9,
    ),
  },
  {
    name: 'yesterday missed, today not yet logged: the streak lives on',
    ...utc([ago(2), ago(3)], 2),
  },
  {
    name: 'rest day (Monday, 2 days ago) never breaks',
    ...utc([ago(0), ago(1), ago(3)], 3, { graceDay: false, restDay: 'monday' }),
  },
  {
    name: 'rest day never counts, even when logged',
    ...utc([ago(0), ago(1), ago(2), ago(3)], 3, { graceDay: false, restDay: 'monday' }),
  },
  {
    // Monday 2 days ago and Monday 9 days ago forgiven, Sundays skipped, Saturday 11 days ago ends it.
    name: 'rest day and grace day together',
    ...utc(
      [0, 1, 3, 4, 5, 6, 7, 8, 10].map((d) => ago(d)),
      7,
      { restDay: 'sunday' },
    ),
  },
  {
    name: 'several entries a day count once',
    ...utc([ago(0, 1), ago(0, 8), ago(0, 23), ago(1, 0), ago(1, 12)], 2, noGrace),
  },
  {
    name: 'entries after today (clock skew) are not part of it',
    ...utc([ago(-1, 2), ago(-1, 11), ago(0)], 1, noGrace),
  },
  {
    name: 'a day filled in later joins two parts',
    ...utc([ago(0), ago(1), ago(2, 20), ago(3), ago(4)], 5, noGrace),
  },
  {
    name: 'a day filled in later turns two missed days into one forgiven',
    ...utc([ago(0), ago(1), ago(3, 20), ago(4), ago(5)], 5),
  },
  {
    name: 'days are the member’s own: in Auckland two UTC-day entries are two days',
    timeZone: 'Pacific/Auckland',
    now: '2026-01-07T12:00:00.000Z', // Thursday 01:00 in Auckland
    dates: ['2026-01-07T10:30:00.000Z', '2026-01-07T11:30:00.000Z'],
    settings: { graceDay: false, restDay: null },
    streak: 2,
  },
  {
    name: 'DST spring forward in Berlin (a 23-hour day)',
    timeZone: 'Europe/Berlin',
    now: '2026-03-30T10:00:00.000Z', // Monday
    dates: [
      '2026-03-30T06:00:00.000Z', // Mon 08:00 CEST
      '2026-03-29T21:30:00.000Z', // Sun 23:30 CEST
      '2026-03-28T23:30:00.000Z', // Sun 00:30 CET: the same local day
      '2026-03-27T23:30:00.000Z', // Sat 00:30 CET
    ],
    settings: { graceDay: false, restDay: null },
    streak: 3,
  },
  {
    name: 'DST fall back in Berlin (a 25-hour day)',
    timeZone: 'Europe/Berlin',
    now: '2026-10-26T06:00:00.000Z', // Monday 07:00 CET, nothing logged yet
    dates: [
      '2026-10-25T22:59:00.000Z', // Sun 23:59 CET
      '2026-10-24T22:30:00.000Z', // Sun 00:30 CEST
      '2026-10-24T21:30:00.000Z', // Sat 23:30 CEST
    ],
    settings: { graceDay: false, restDay: null },
    streak: 2,
  },
  {
    name: 'DST spring forward in New York',
    timeZone: 'America/New_York',
    now: '2026-03-09T03:00:00.000Z', // Sunday 23:00 EDT
    dates: [
      '2026-03-09T03:00:00.000Z', // Sun 23:00 EDT
      '2026-03-08T04:30:00.000Z', // Sat 23:30 EST
      '2026-03-07T04:30:00.000Z', // Fri 23:30 EST
    ],
    settings: { graceDay: false, restDay: null },
    streak: 3,
  },
  {
    name: 'a flight west across the date line (Auckland to Honolulu) is carried by the grace day',
    timeZone: 'Pacific/Honolulu',
    now: '2026-03-11T19:00:00.000Z', // Wednesday 09:00 in Honolulu
    dates: [
      '2026-03-07T08:00:00.000Z', // Sat 21:00 in Auckland
      '2026-03-08T08:00:00.000Z', // Sun 21:00 in Auckland
      '2026-03-09T08:00:00.000Z', // Mon 21:00 in Auckland
      '2026-03-11T06:00:00.000Z', // Tue 20:00 in Honolulu, after the flight
    ],
    settings: DEFAULT_STREAK_SETTINGS,
    streak: 4,
  },
  {
    name: 'a flight east across the date line (Honolulu to Auckland) keeps the days in a row',
    timeZone: 'Pacific/Auckland',
    now: '2026-03-10T09:00:00.000Z', // Tuesday 22:00 in Auckland
    dates: [
      '2026-03-08T06:00:00.000Z', // Sat 20:00 in Honolulu
      '2026-03-09T06:00:00.000Z', // Sun 20:00 in Honolulu, then the flight
      '2026-03-10T07:00:00.000Z', // Tue 20:00 in Auckland
    ],
    settings: { graceDay: false, restDay: null },
    streak: 3,
  },
];
