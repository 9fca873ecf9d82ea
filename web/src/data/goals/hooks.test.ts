// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type Goal } from '@selah/shared';
import { getDb } from '../../db';
import { useActiveGoals, useGoals } from './hooks';

const goal = (title: string, createdAt: string, isActive = true): Goal => ({
  id: uuidv7(),
  userId: 'guest',
  title,
  description: null,
  targetValue: 3,
  currentValue: 0,
  category: null,
  isActive,
  createdAt,
});

describe('goal hooks', () => {
  it('list all goals newest first, and active ones limited', async () => {
    await getDb().goals.bulkAdd([
      goal('A', '2026-01-01T00:00:00.000Z'),
      goal('B', '2026-01-02T00:00:00.000Z', false),
      goal('C', '2026-01-03T00:00:00.000Z'),
      goal('D', '2026-01-04T00:00:00.000Z'),
    ]);

    const all = renderHook(() => useGoals());
    const active = renderHook(() => useActiveGoals(2));

    await waitFor(() =>
      expect(all.result.current?.map((g) => g.title)).toEqual(['D', 'C', 'B', 'A']),
    );
    await waitFor(() => expect(active.result.current?.map((g) => g.title)).toEqual(['D', 'C']));
  });
});
