// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import {
  CRISIS_OFFER_SNOOZE_MS,
  dismissCrisisOffer,
  readCrisisSignals,
  shouldOfferCare,
  useCrisisOffer,
  type CrisisSignals,
} from './crisis-offer';
import { CRISIS_OFFER_DISMISSED_KEY } from './keys';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Noon UTC, days counted in UTC: the sums below land on known calendar days.
const NOW = new Date('2026-03-10T12:00:00.000Z');

const at = (msAgo: number, mood: Mood) => ({
  mood,
  date: new Date(NOW.getTime() - msAgo).toISOString(),
});

function offer(recent: CrisisSignals['recent'], dismissedUntil: string | null = null) {
  return shouldOfferCare({ recent, dismissedUntil }, NOW, 'UTC');
}

function row(mood: Mood, msAgo: number): MoodEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    mood,
    notes: null,
    date: new Date(Date.now() - msAgo).toISOString(),
  };
}

describe('shouldOfferCare', () => {
  it('offers help right after a "struggling" check-in, for 24 hours', () => {
    expect(offer([at(DAY * 3, 'good'), at(5 * 60_000, 'struggling')])).toBe(true);
    expect(offer([at(23 * HOUR, 'struggling')])).toBe(true);
    expect(offer([at(25 * HOUR, 'struggling')])).toBe(false);
  });

  it('only when "struggling" is the latest check-in', () => {
    expect(offer([at(2 * HOUR, 'struggling'), at(HOUR, 'good')])).toBe(false);
  });

  it('offers help after three low days in the last seven', () => {
    expect(offer([at(6 * DAY, 'down'), at(3 * DAY, 'struggling'), at(HOUR, 'down')])).toBe(true);
    // "down" on three days, however many entries on each.
    expect(
      offer([at(2 * DAY, 'down'), at(2 * DAY - HOUR, 'down'), at(DAY, 'down'), at(HOUR, 'okay')]),
    ).toBe(false);
  });

  it('does not offer it for two low days', () => {
    expect(offer([at(5 * DAY, 'down'), at(2 * DAY, 'struggling'), at(HOUR, 'good')])).toBe(false);
  });

  it('does not count lows older than seven local days', () => {
    // Seven days back at noon is the eighth calendar day: outside the window.
    expect(offer([at(7 * DAY, 'down'), at(3 * DAY, 'down'), at(DAY, 'down')])).toBe(false);
    expect(offer([at(10 * DAY, 'struggling'), at(9 * DAY, 'down'), at(8 * DAY, 'down')])).toBe(
      false,
    );
    // The sixth day back is still inside.
    expect(offer([at(6 * DAY, 'down'), at(3 * DAY, 'down'), at(DAY, 'down')])).toBe(true);
  });

  it('counts local days, not 24-hour spans', () => {
    // 23:30 and 00:30 the next day are two days, 90 minutes apart.
    const late = new Date('2026-03-08T23:30:00.000Z');
    const early = new Date('2026-03-09T00:30:00.000Z');
    const recent = [
      { mood: 'down' as const, date: late.toISOString() },
      { mood: 'down' as const, date: early.toISOString() },
      at(HOUR, 'down'),
    ];
    expect(offer(recent)).toBe(true);
  });

  it('stays quiet while "Not now" holds, and after it the offer returns', () => {
    const lows = [at(3 * DAY, 'down'), at(2 * DAY, 'down'), at(DAY, 'down')];
    // "Not now" an hour ago: hidden for three days from then.
    const until = new Date(NOW.getTime() - HOUR + CRISIS_OFFER_SNOOZE_MS).toISOString();
    expect(offer(lows, until)).toBe(false);
    expect(offer([at(2 * HOUR, 'struggling')], until)).toBe(false);
    expect(offer(lows, new Date(NOW.getTime() - 1).toISOString())).toBe(true);
  });

  it('answers a new "struggling" check-in made after "Not now"', () => {
    // Dismissed two hours ago (so until = two hours ago + 3 days); struggling logged an hour ago.
    const until = new Date(NOW.getTime() - 2 * HOUR + CRISIS_OFFER_SNOOZE_MS).toISOString();
    expect(offer([at(HOUR, 'struggling')], until)).toBe(true);
    expect(offer([at(3 * HOUR, 'struggling')], until)).toBe(false);
  });

  it('offers nothing without check-ins', () => {
    expect(offer([])).toBe(false);
  });
});

describe('useCrisisOffer', () => {
  it('is true after "struggling" is logged, and false once dismissed for three days', async () => {
    const db = getDb();
    const { result } = renderHook(() => useCrisisOffer());
    await waitFor(() => expect(result.current).toBe(false));

    await db.moodEntries.add(row('struggling', 60_000));
    await waitFor(() => expect(result.current).toBe(true));

    const before = Date.now();
    await dismissCrisisOffer();
    await waitFor(() => expect(result.current).toBe(false));
    const until = Date.parse((await db.meta.get(CRISIS_OFFER_DISMISSED_KEY))!.value as string);
    expect(until - before).toBeGreaterThanOrEqual(CRISIS_OFFER_SNOOZE_MS);
    expect(until - Date.now()).toBeLessThanOrEqual(CRISIS_OFFER_SNOOZE_MS);
  });

  it('is true after three low days in the last week, false with two', async () => {
    const db = getDb();
    await db.moodEntries.bulkAdd([row('down', 3 * DAY), row('good', 2 * DAY), row('down', DAY)]);
    const { result } = renderHook(() => useCrisisOffer());
    await waitFor(() => expect(result.current).toBe(false));

    await db.moodEntries.add(row('struggling', 2 * DAY));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('ignores lows older than a week', async () => {
    const db = getDb();
    await db.moodEntries.bulkAdd([
      row('struggling', 9 * DAY),
      row('down', 10 * DAY),
      row('down', 12 * DAY),
      row('good', HOUR),
    ]);
    const signals = await readCrisisSignals(db, new Date());
    expect(signals.recent.map((entry) => entry.mood)).toEqual(['good']);
    const { result } = renderHook(() => useCrisisOffer());
    await waitFor(() => expect(result.current).toBe(false));
  });
});
