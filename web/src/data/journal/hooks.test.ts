// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuidv7, type JournalCategory, type JournalEntry } from '@selah/shared';
import { getDb } from '../../db';
import { localMonthRange, useJournalEntries, useJournalStats } from './hooks';

function entry(createdAt: Date, category: JournalCategory, title = 'Entry'): JournalEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    title,
    content: 'Some words',
    category,
    createdAt: createdAt.toISOString(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('journal hooks', () => {
  it('counts the local calendar month, distinct categories and the total', async () => {
    // "now" is 15 March 2026 at noon local time; dates below are local times too.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 15, 12) });
    await getDb().journalEntries.bulkAdd([
      entry(new Date(2026, 2, 1, 0, 0, 0), 'gratitude'), // first local instant of March
      entry(new Date(2026, 2, 14, 23, 30), 'gratitude'),
      entry(new Date(2026, 1, 28, 23, 59, 59), 'dreams'), // last second of February
      entry(new Date(2025, 2, 10), 'emotions'), // March, but last year
    ]);

    const { result } = renderHook(() => useJournalStats());
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({ total: 4, thisMonth: 2, categoriesUsed: 3 });
  });

  it('reports zeros for an empty journal', async () => {
    const { result } = renderHook(() => useJournalStats());
    await waitFor(() =>
      expect(result.current).toEqual({ total: 0, thisMonth: 0, categoriesUsed: 0 }),
    );
  });

  it('lists entries newest first, bounded by the limit', async () => {
    await getDb().journalEntries.bulkAdd([
      entry(new Date('2026-01-01T10:00:00Z'), 'goals', 'oldest'),
      entry(new Date('2026-01-03T10:00:00Z'), 'goals', 'newest'),
      entry(new Date('2026-01-02T10:00:00Z'), 'goals', 'middle'),
    ]);
    const { result } = renderHook(() => useJournalEntries(2));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!.map((e) => e.title)).toEqual(['newest', 'middle']);
  });

  it('gives the month range as UTC instants of local midnights', () => {
    const [start, end] = localMonthRange(new Date(2026, 11, 31, 23));
    expect(new Date(start)).toEqual(new Date(2026, 11, 1));
    expect(new Date(end)).toEqual(new Date(2027, 0, 1));
  });
});
