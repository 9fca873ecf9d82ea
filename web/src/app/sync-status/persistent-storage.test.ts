// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { useLiveQuery } from '../../db';
import { activateAccount } from '../../db/active-db';
import { enqueue } from '../../db/outbox';
import type { SelahDB } from '../../db/SelahDB';
import { writeWithOutbox } from '../../db/write';
import {
  PERSIST_REQUESTED_KEY,
  requestPersistentStorageOnce,
  usePersistentStorageRequest,
} from './persistent-storage';

function stubStorage(storage: unknown) {
  // jsdom has no navigator.storage; an own property shadows nothing and is removed after each test.
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

function stubPersist(impl: () => Promise<boolean> = async () => true) {
  const persist = vi.fn(impl);
  stubStorage({ persist });
  return persist;
}

afterEach(() => {
  delete (navigator as { storage?: unknown }).storage;
});

async function logMood(db: SelahDB) {
  const id = uuidv7();
  const date = new Date().toISOString();
  await writeWithOutbox(db, [db.moodEntries], async () => {
    await db.moodEntries.add({
      id,
      userId: db.ownerId ?? 'guest',
      mood: 'good',
      notes: null,
      date,
    });
    await enqueue(db, { name: 'mood.create', args: { id, mood: 'good', date } });
  });
}

describe('persistent storage', () => {
  it('is requested after the first local write, once per database', async () => {
    const persist = stubPersist();
    const guest = activateAccount(null);
    const { result } = renderHook(() => ({
      shouldAsk: usePersistentStorageRequest(),
      moods: useLiveQuery(() => guest.moodEntries.count(), []),
    }));

    // No data yet: once the hook has looked, there is nothing to protect and the browser is not asked.
    await waitFor(() => expect(result.current.shouldAsk).toBe(false));
    expect(persist).not.toHaveBeenCalled();

    await logMood(guest);
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(await guest.meta.get(PERSIST_REQUESTED_KEY)).toBeDefined();
    await waitFor(() => expect(result.current.shouldAsk).toBe(false));

    // A second write, once live queries have seen it, asks nothing more.
    await logMood(guest);
    await waitFor(() => expect(result.current.moods).toBe(2));
    expect(result.current.shouldAsk).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);

    // Another account's database is asked for on its own.
    const member = activateAccount('member-1');
    await member.goals.add({
      id: uuidv7(),
      userId: 'member-1',
      title: 'Rest',
      description: null,
      targetValue: 3,
      currentValue: 0,
      category: null,
      isActive: true,
      createdAt: new Date().toISOString(),
    });
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(2));
  });

  it('asks only once when two callers race', async () => {
    const persist = stubPersist();
    const db = activateAccount('member-1');
    await logMood(db);
    const results = await Promise.all([
      requestPersistentStorageOnce(db),
      requestPersistentStorageOnce(db),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('ignores a browser without the API or one that refuses', async () => {
    const db = activateAccount('member-1');
    await logMood(db);
    stubStorage(undefined);
    expect(await requestPersistentStorageOnce(db)).toBe(true);

    const other = activateAccount('member-2');
    await logMood(other);
    const persist = stubPersist(() => Promise.reject(new Error('denied')));
    expect(await requestPersistentStorageOnce(other)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
