import { describe, expect, it } from 'vitest';
import { activateAccount } from '../../db';
import { readMoodInsights } from './read-insights';

const DAY = 86_400_000;
const now = new Date('2026-03-31T12:00:00Z');
const daysAgo = (days: number, hour = 12) =>
  new Date(Date.parse('2026-03-31T00:00:00Z') - days * DAY + hour * 3_600_000).toISOString();

describe('readMoodInsights', () => {
  it('reads only the year of entries through the date index, not older history', async () => {
    const db = activateAccount('insights-member');
    const rows = Array.from({ length: 800 }, (_, day) => ({
      id: crypto.randomUUID(),
      userId: 'insights-member',
      mood: 'good' as const,
      notes: null,
      date: daysAgo(day),
    }));
    await db.moodEntries.bulkAdd(rows);
    await db.meditationSessions.add({
      id: crypto.randomUUID(),
      userId: 'insights-member',
      duration: 10,
      sessionType: 'Breathing Exercise',
      completedAt: daysAgo(2, 7),
    });
    const read = await readMoodInsights(db, now, 'UTC');
    expect(read.moodRowsRead).toBe(365);
    expect(read.meditationKeysRead).toBe(1);
    expect(read.insights.days.size).toBe(365);
    expect(read.insights.meditation).toMatchObject({ withDays: 1, withoutDays: 364 });
  });
});
