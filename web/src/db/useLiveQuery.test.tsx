import { renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from './active-db';
import { useLiveQuery } from './useLiveQuery';

// React's own startTransition, watched: each live result must reach React inside one.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

describe('useLiveQuery', () => {
  it('renders the query result, then each new result after a write, as a transition', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'first' });
    const transitions = vi.mocked(startTransition);
    transitions.mockClear();

    const { result } = renderHook(() =>
      useLiveQuery(() => db.meta.get('greeting').then((row) => row?.value), [db]),
    );

    await waitFor(() => expect(result.current).toBe('first'));
    const afterFirst = transitions.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);

    await db.meta.put({ key: 'greeting', value: 'second' });

    await waitFor(() => expect(result.current).toBe('second'));
    expect(transitions.mock.calls.length).toBeGreaterThan(afterFirst);
  });

  it('gives undefined while the first result is on its way', () => {
    const db = getDb();
    const { result } = renderHook(() => useLiveQuery(() => db.meta.count(), [db]));
    expect(result.current).toBeUndefined();
  });
});
