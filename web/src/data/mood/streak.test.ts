import { describe, expect, it, vi } from 'vitest';
import { DEVICE_TIME_ZONE, uuidv7, type MoodEntry } from '@selah/shared';
import { STREAK_CASES } from '@selah/shared/streak-cases';
import { activateAccount, getDb } from '../../db';
import { readMoodStreak } from './streak';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const noGrace = { graceDay: false, restDay: null };

function entryAt(date: string): MoodEntry {
  return { id: uuidv7(), userId: 'guest', mood: 'okay', notes: null, date };
}

function entryDaysAgo(days: number, extraMs = 0): MoodEntry {
  return entryAt(new Date(now.getTime() - days * DAY - extraMs).toISOString());
}

describe('readMoodStreak', () => {
  it.each(STREAK_CASES.map((streakCase, i) => ({ ...streakCase, i })))(
    'gives the shared rule’s figure: $name',
    async ({ dates, now: caseNow, timeZone, settings, streak, i }) => {
      const db = activateAccount(`streak-case-${i}`);
      await db.moodEntries.bulkAdd(dates.map(entryAt));
      expect(await readMoodStreak(db, new Date(caseNow), timeZone, settings)).toBe(streak);
    },
  );

  it("counts the device's days without building an Intl formatter", async () => {
    const db = getDb();
    await db.moodEntries.bulkAdd([entryDaysAgo(0), entryDaysAgo(1), entryDaysAgo(3)]);
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(await readMoodStreak(db, now, DEVICE_TIME_ZONE, noGrace)).toBe(2);
      expect(await readMoodStreak(db, now, DEVICE_TIME_ZONE)).toBe(3);
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
    }
  });

  it('follows a streak longer than the first span of days it reads', async () => {
    const db = getDb();
    // 300 consecutive days with two entries each: past two spans (64, then 256 days).
    const rows = Array.from({ length: 300 }, (_, day) => [
      entryDaysAgo(day),
      entryDaysAgo(day, 1000),
    ]).flat();
    await db.moodEntries.bulkAdd([...rows, entryDaysAgo(302)]);
    expect(await readMoodStreak(db, now, 'UTC', noGrace)).toBe(300);
    // With the grace day, day 300 is forgiven and day 301, missed too, ends it.
    expect(await readMoodStreak(db, now, 'UTC')).toBe(300);
  });

  it('reads only the days the streak needs, not the whole history', async () => {
    const db = getDb();
    // Ten years of daily entries, but a gap of three days a week ago ends the streak there.
    const history = Array.from({ length: 3650 }, (_, day) => day)
      .filter((day) => day < 7 || day > 9)
      .map((day) => entryDaysAgo(day));
    await db.moodEntries.bulkAdd(history);
    const between = vi.spyOn(db.moodEntries, 'where');
    expect(await readMoodStreak(db, now, 'UTC')).toBe(7);
    expect(between).toHaveBeenCalledTimes(1); // one span of 64 days, nothing older asked
    between.mockRestore();
  });
});
