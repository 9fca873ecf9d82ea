// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { useMoodEntries, useMoodEntryCount, useMoodOverview, useMoodStreak } from './hooks';

const entry = (date: string): MoodEntry => ({
  id: uuidv7(),
  userId: 'guest',
  mood: 'good',
  notes: null,
  date,
});

describe('mood hooks', () => {
  it('list the newest entries first, limited, and count all of them', async () => {
    await getDb().moodEntries.bulkAdd([
      entry('2026-01-02T10:00:00.000Z'),
      entry('2026-01-04T10:00:00.000Z'),
      entry('2026-01-03T10:00:00.000Z'),
    ]);

    const list = renderHook(() => useMoodEntries(2));
    const count = renderHook(() => useMoodEntryCount());

    await waitFor(() => expect(list.result.current).toBeDefined());
    expect(list.result.current!.map((e) => e.date)).toEqual([
      '2026-01-04T10:00:00.000Z',
      '2026-01-03T10:00:00.000Z',
    ]);
    await waitFor(() => expect(count.result.current).toBe(3));
  });

  it('report the streak, updating when an entry is added', async () => {
    const streak = renderHook(() => useMoodStreak());
    await waitFor(() => expect(streak.result.current).toBe(0));

    await getDb().moodEntries.add(entry(new Date().toISOString()));

    await waitFor(() => expect(streak.result.current).toBe(1));
  });

  it('read the history, count and streak together in one overview, live', async () => {
    await getDb().moodEntries.bulkAdd([
      entry('2026-01-02T10:00:00.000Z'),
      entry('2026-01-03T10:00:00.000Z'),
    ]);
    const overview = renderHook(() => useMoodOverview(1));
    await waitFor(() => expect(overview.result.current).toBeDefined());
    expect(overview.result.current!.entries.map((e) => e.date)).toEqual([
      '2026-01-03T10:00:00.000Z',
    ]);
    expect(overview.result.current!.total).toBe(2);
    expect(overview.result.current!.streak).toBe(0);

    const today = entry(new Date().toISOString());
    await getDb().moodEntries.add(today);

    await waitFor(() => expect(overview.result.current!.entries[0]!.id).toBe(today.id));
    expect(overview.result.current!.total).toBe(3);
    expect(overview.result.current!.streak).toBe(1);
  });
});
