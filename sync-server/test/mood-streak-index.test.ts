import { afterAll, describe, expect, it } from 'vitest';
import {
  moodStreak,
  startOfLocalDay,
  localDayNumber,
  uuidv7,
  type StreakSettings,
} from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import { createThrowawayDatabase } from '../src/db/throwaway';
import { readTransaction, writeTransaction } from '../src/db/transaction';
import { getMoodStreak } from '../src/services/mood';
import { throwawayOptions } from './engine';

/**
 * getMoodStreak asks the date index day by day instead of reading every entry; it must always agree
 * with the shared moodStreak rule applied to all of the member's entries.
 */
const database = await createThrowawayDatabase(throwawayOptions());
afterAll(() => database.drop());
const { db } = database;
const { moodEntries, users } = tablesOf(db);

const memberId = uuidv7();
await writeTransaction(db, (tx) =>
  tx.insert(users).values({
    id: memberId,
    username: 'streaker',
    email: 'streaker@example.test',
    name: 'Streaker',
    passwordHash: 'not used',
    createdAt: '2025-01-01T00:00:00.000Z',
    version: 1,
  }),
);

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Pacific/Auckland',
  'America/Santiago', // DST changes at midnight
  'Asia/Kolkata', // half-hour offset
  'Australia/Lord_Howe', // half-hour DST
];
const SETTINGS: StreakSettings[] = [
  { graceDay: true, restDay: null },
  { graceDay: false, restDay: null },
  { graceDay: true, restDay: 'sunday' },
];
// Just after spring-forward and fall-back nights in both hemispheres, and an ordinary day.
const NOWS = [
  '2026-03-09T15:00:00.000Z',
  '2026-11-02T15:00:00.000Z',
  '2026-03-30T07:00:00.000Z',
  '2026-04-06T03:30:00.000Z',
  '2026-09-07T12:00:00.000Z',
  '2026-10-05T23:59:00.000Z',
  '2026-06-17T10:00:00.000Z',
].map((iso) => new Date(iso));

/** Entries over the last few weeks: mostly daily with gaps, some right at local midnight. */
function entryDates(random: () => number, now: Date, timeZone: string): string[] {
  const today = localDayNumber(now, timeZone);
  const dates: string[] = [];
  // From tomorrow backwards; each day ends where the later one starts.
  let end = startOfLocalDay(today + 2, timeZone).getTime();
  for (let back = -1; back < 18; back++) {
    const start = startOfLocalDay(today - back, timeZone).getTime();
    const dayEnd = end;
    end = start;
    // Today and yesterday are often empty, so some streaks are 0 or end yesterday.
    if (random() < (back <= 1 ? 0.4 : 0.12)) continue;
    const picks = 1 + Math.floor(random() * 3);
    for (let i = 0; i < picks; i++) {
      const edge = random();
      const time =
        edge < 0.15
          ? start
          : edge < 0.3
            ? dayEnd - 1
            : start + Math.floor(random() * (dayEnd - start));
      // Entries up to a day ahead are allowed (clock skew) and must not count.
      if (time <= now.getTime() + DAY) dates.push(new Date(time).toISOString());
    }
  }
  return dates;
}

describe('getMoodStreak', () => {
  it('agrees with the shared moodStreak rule in every zone, around DST changes too', async () => {
    const random = generator(7);
    let cases = 0;
    const streaks = new Set<number>();
    for (const timeZone of ZONES) {
      for (const now of NOWS) {
        const dates = entryDates(random, now, timeZone);
        await writeTransaction(db, (tx) => tx.delete(moodEntries));
        await writeTransaction(db, (tx) =>
          tx.insert(moodEntries).values(
            dates.map((date, i) => ({
              id: uuidv7(),
              userId: memberId,
              mood: 'good' as const,
              date,
              version: i + 2,
            })),
          ),
        );
        for (const settings of SETTINGS) {
          const expected = moodStreak(dates, now, timeZone, settings);
          expect(
            await getMoodStreak(db, memberId, now, timeZone, settings),
            `${timeZone} ${now.toISOString()} ${JSON.stringify(settings)}`,
          ).toBe(expected);
          streaks.add(expected);
        }
        cases += 1;
      }
    }
    expect(cases).toBe(ZONES.length * NOWS.length);
    // The data exercised short and long streaks and no streak at all.
    expect(streaks.has(0)).toBe(true);
    expect(Math.max(...streaks)).toBeGreaterThan(5);
    // About a second of Intl work; more room on a busy shared machine.
  }, 20_000);

  it('agrees past one window of days: many entries a day, and streaks longer than a window', async () => {
    const now = new Date('2026-03-09T15:00:00.000Z');
    const timeZone = 'America/New_York';
    const today = localDayNumber(now, timeZone);
    const cases: { label: string; perDay: (back: number) => number }[] = [
      {
        label: '150 a day for 3 days, then a gap',
        perDay: (back) => (back < 3 ? 150 : back === 3 ? 0 : 5),
      },
      { label: 'one a day for 100 days', perDay: (back) => (back < 100 ? 1 : 0) },
      {
        label: 'none today, 70 a day before',
        perDay: (back) => (back === 0 ? 0 : back < 6 ? 70 : 0),
      },
    ];
    for (const { label, perDay } of cases) {
      const dates: string[] = [];
      for (let back = 0; back < 110; back++) {
        const start = startOfLocalDay(today - back, timeZone).getTime();
        const end = Math.min(startOfLocalDay(today - back + 1, timeZone).getTime(), now.getTime());
        const count = perDay(back);
        for (let i = 0; i < count; i++) {
          dates.push(new Date(start + Math.floor(((end - start) * i) / count)).toISOString());
        }
      }
      await writeTransaction(db, (tx) => tx.delete(moodEntries));
      await writeTransaction(db, (tx) =>
        tx.insert(moodEntries).values(
          dates.map((date, i) => ({
            id: uuidv7(),
            userId: memberId,
            mood: 'good' as const,
            date,
            version: i + 2,
          })),
        ),
      );
      expect(await getMoodStreak(db, memberId, now, timeZone), label).toBe(
        moodStreak(dates, now, timeZone),
      );
    }
    expect(await getMoodStreak(db, memberId, now, timeZone)).toBe(5);
    // Through a transaction object (no connection at hand) the answer is the same.
    expect(await readTransaction(db, (tx) => getMoodStreak(tx, memberId, now, timeZone))).toBe(5);
  });

  it('is 0 without entries and ignores entries after today', async () => {
    await writeTransaction(db, (tx) => tx.delete(moodEntries));
    const now = new Date('2026-06-17T10:00:00.000Z');
    expect(await getMoodStreak(db, memberId, now, 'UTC')).toBe(0);
    await writeTransaction(db, (tx) =>
      tx.insert(moodEntries).values({
        id: uuidv7(),
        userId: memberId,
        mood: 'okay',
        date: '2026-06-18T01:00:00.000Z',
        version: 2,
      }),
    );
    expect(await getMoodStreak(db, memberId, now, 'UTC')).toBe(0);
  });
});
