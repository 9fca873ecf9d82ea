import { describe, expect, it } from 'vitest';
import type { Mood } from '../constants/mood';
import { computeMoodInsights, MIN_COMPARISON_DAYS, moodDays, nearestMood } from './insights';
import { localDayNumber } from './time';

const DAY = 86_400_000;
const now = new Date('2026-03-31T12:00:00Z'); // a Tuesday
const entry = (date: string, mood: Mood, activities: string[] | null = null) => ({
  mood,
  date,
  activities,
});
const daysAgo = (days: number, hour = 12) =>
  new Date(Date.parse('2026-03-31T00:00:00Z') - days * DAY + hour * 3_600_000).toISOString();

describe('mood insights', () => {
  it('averages several entries a day into one day', () => {
    const days = moodDays(
      [entry(daysAgo(0, 8), 'amazing'), entry(daysAgo(0, 20), 'okay'), entry(daysAgo(1), 'down')],
      'UTC',
    );
    const today = localDayNumber(now, 'UTC');
    expect(days.get(today)).toMatchObject({ average: 4, entries: 2 });
    expect(days.get(today - 1)).toMatchObject({ average: 2, entries: 1 });
    expect(nearestMood(4)).toBe('good');
    expect(nearestMood(3.5)).toBe('good');
    expect(nearestMood(3.49)).toBe('okay');
  });

  it("counts a DST day as one of the member's days (Berlin's 23-hour Sunday)", () => {
    const days = moodDays(
      [
        entry('2026-03-28T23:30:00Z', 'good'), // Sun 00:30 CET
        entry('2026-03-29T21:30:00Z', 'struggling'), // Sun 23:30 CEST
      ],
      'Europe/Berlin',
    );
    expect([...days.values()].map((d) => [d.entries, d.average])).toEqual([[2, 2.5]]);
  });

  it('gives empty figures for no entries', () => {
    const insights = computeMoodInsights([], [], now, 'UTC');
    expect(insights.days.size).toBe(0);
    expect(insights.trends[30]).toMatchObject({ average: null, daysLogged: 0, points: [] });
    expect(insights.weekdays.every((w) => w.average === null && w.days === 0)).toBe(true);
    expect(insights.meditation).toMatchObject({ withDays: 0, withoutDays: 0, enough: false });
    expect(insights.activities).toEqual([]);
  });

  it('works from one day only', () => {
    const insights = computeMoodInsights([entry(daysAgo(0), 'good', ['Prayed'])], [], now, 'UTC');
    expect(insights.trends[30]).toMatchObject({ average: 4, daysLogged: 1 });
    expect(insights.trends[30].points).toEqual([{ day: localDayNumber(now, 'UTC'), average: 4 }]);
    expect(insights.weekdays[1]).toEqual({ weekday: 1, average: 4, days: 1 }); // Tuesday
    expect(insights.activities).toEqual([
      {
        name: 'Prayed',
        withDays: 1,
        withAverage: 4,
        withoutDays: 0,
        withoutAverage: null,
        enough: false,
      },
    ]);
  });

  it('compares days with a meditation or an activity against the others, once there are enough', () => {
    const entries = [];
    const meditations = [];
    for (let day = 0; day < 14; day += 1) {
      const prayed = day % 2 === 0;
      entries.push(entry(daysAgo(day), prayed ? 'amazing' : 'down', prayed ? ['Prayed'] : null));
      if (day < 6) meditations.push(daysAgo(day, 7));
    }
    entries.push(entry(daysAgo(20), 'okay', ['Church']));
    const insights = computeMoodInsights(entries, meditations, now, 'UTC');
    expect(insights.activities.map((a) => [a.name, a.withDays, a.enough])).toEqual([
      ['Prayed', 7, true],
      ['Church', 1, false],
    ]);
    expect(insights.activities[0]).toMatchObject({ withAverage: 5, withoutAverage: 2.125 });
    expect(insights.meditation).toMatchObject({
      withDays: 6,
      withAverage: 3.5,
      withoutDays: 9,
      enough: true,
    });
    expect(MIN_COMPARISON_DAYS).toBe(5);
  });

  it('trends over 30, 90 and 365 days with the span before, leaving days after today out', () => {
    const entries = [
      entry(daysAgo(1), 'amazing'),
      entry(daysAgo(40), 'struggling'),
      entry(daysAgo(100), 'okay'),
      entry(daysAgo(-1), 'struggling'), // tomorrow: clock skew
    ];
    const { trends } = computeMoodInsights(entries, [], now, 'UTC');
    expect(trends[30]).toMatchObject({ average: 5, daysLogged: 1, previousAverage: 1 });
    expect(trends[90]).toMatchObject({ average: 3, daysLogged: 2, previousAverage: 3 });
    expect(trends[365]).toMatchObject({ average: 3, daysLogged: 3, previousAverage: null });
    expect(trends[90].points).toHaveLength(2);
  });
});
