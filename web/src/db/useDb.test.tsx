import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateAccount, getDb } from './active-db';
import { useDb } from './useDb';

// React's own startTransition, watched: a deferred switch must reach React inside one.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

const MEMBER = '0190a5d2-7c4e-7abc-8def-0123456789ab';

describe('useDb', () => {
  it('follows a sign-in or sign-out switch at once, outside any transition', () => {
    const { result } = renderHook(() => useDb());
    expect(result.current.ownerId).toBeNull();
    vi.mocked(startTransition).mockClear();

    act(() => void activateAccount(MEMBER));
    expect(result.current.ownerId).toBe(MEMBER);
    act(() => void activateAccount(null));
    expect(result.current).toBe(getDb());
    expect(startTransition).not.toHaveBeenCalled();
  });

  it('renders a deferred switch (the start-up session answer) as a transition', async () => {
    const { result } = renderHook(() => useDb());
    vi.mocked(startTransition).mockClear();

    await act(async () => void activateAccount(MEMBER, { deferRender: true }));

    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(result.current.ownerId).toBe(MEMBER);
  });
});
