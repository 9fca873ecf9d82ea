import { describe, expect, it, vi } from 'vitest';
import { DEVICE_TIME_ZONE, uuidv7, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { readMoodStreak } from './streak';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');

function entryDaysAgo(days: number, extraMs = 0): MoodEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    mood: 'okay',
    notes: null,
    date: new Date(now.getTime() - days * DAY - extraMs).toISOString(),
  };
}

describe('readMoodStreak', () => {
  it('is 0 without entries', async () => {
    expect(await readMoodStreak(getDb(), now, 'UTC')).toBe(0);
  });

  it("counts the device's days without building an Intl formatter", async () => {
    const db = getDb();
    await db.moodEntries.bulkAdd([entryDaysAgo(0), entryDaysAgo(1), entryDaysAgo(3)]);
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(await readMoodStreak(db, now, DEVICE_TIME_ZONE)).toBe(2);
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
    }
  });

  it('counts consecutive days ending today, several entries a day counting once', async () => {
    const db = getDb();
    await db.moodEntries.bulkAdd([
      entryDaysAgo(0),
      entryDaysAgo(0, 60_000),
      entryDaysAgo(1),
      entryDaysAgo(2),
      entryDaysAgo(4), // gap on day 3
    ]);
    expect(await readMoodStreak(db, now, 'UTC')).toBe(3);
  });

  it('follows a streak longer than the first batch of dates it reads', async () => {
    const db = getDb();
    // 300 consecutive days with two entries each (600 dates): more than one batch.
    const rows = Array.from({ length: 300 }, (_, day) => [
      entryDaysAgo(day),
      entryDaysAgo(day, 1000),
    ]).flat();
    await db.moodEntries.bulkAdd([...rows, entryDaysAgo(301)]);
    expect(await readMoodStreak(db, now, 'UTC')).toBe(300);
  });

  it('ignores entries dated after today when deciding whether to read further', async () => {
    const db = getDb();
    const future = Array.from({ length: 130 }, () => entryDaysAgo(-2));
    await db.moodEntries.bulkAdd([...future, entryDaysAgo(0), entryDaysAgo(1)]);
    expect(await readMoodStreak(db, now, 'UTC')).toBe(2);
  });
});
