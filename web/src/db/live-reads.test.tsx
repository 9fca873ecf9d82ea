import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, getDbFor } from './active-db';
import {
  closeUntakenReads,
  startLiveRead,
  startedReadState,
  whenStartedReadsAnswered,
  type LiveRead,
} from './live-reads';
import type { SelahDB } from './SelahDB';
import { useLiveRead } from './useLiveQuery';

/** A read counting its runs, so a test sees whether a hook joined it or ran its own. */
function greetingRead(db: SelahDB, runs = { count: 0 }): LiveRead<unknown> {
  return {
    key: 'greeting',
    db,
    read: async () => {
      runs.count += 1;
      return (await db.meta.get('greeting'))?.value;
    },
  };
}

/** A read that runs `then` only once the test calls `release()`. */
function heldRead(db: SelahDB, key: string, then: () => Promise<unknown>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const read: LiveRead<unknown> = {
    key,
    db,
    read: async () => {
      await held;
      return then();
    },
  };
  return { read, release };
}

/** Waits until the started read has IndexedDB's answer, without joining it. */
async function answered(read: LiveRead<unknown>): Promise<void> {
  await waitFor(() => expect(startedReadState(read)).toBe('answered'));
}

describe('live reads started before their screen', () => {
  it('give the hook the answer in its first render, and stay live after it', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'first' });
    const runs = { count: 0 };
    startLiveRead(greetingRead(db, runs));
    await answered(greetingRead(db));

    const rendered: unknown[] = [];
    const { result } = renderHook(() => {
      const value = useLiveRead(greetingRead(db));
      rendered.push(value);
      return value;
    });
    // The first render, before any effect or IndexedDB round trip: the started read's answer.
    expect(rendered[0]).toBe('first');
    await db.meta.put({ key: 'greeting', value: 'second' });
    await waitFor(() => expect(result.current).toBe('second'));
    // The hook joined the running query rather than starting its own.
    expect(runs.count).toBe(2);
  });

  it('render the answer as soon as it arrives when the hook rendered first', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'hello' });
    const runs = { count: 0 };
    startLiveRead(greetingRead(db, runs));

    const { result } = renderHook(() => useLiveRead(greetingRead(db)));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('hello'));
    expect(runs.count).toBe(1);
  });

  it('are never joined by a hook on another database', async () => {
    const guest = getDbFor(null);
    const member = getDbFor('member-1');
    await guest.meta.put({ key: 'greeting', value: 'guest' });
    await member.meta.put({ key: 'greeting', value: 'member' });
    startLiveRead(greetingRead(guest));
    await answered(greetingRead(guest));

    const { result } = renderHook(() => useLiveRead(greetingRead(member)));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('member'));
  });

  it('close with their last hook: a hook mounted later runs its own query', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'first' });
    startLiveRead(greetingRead(db));
    await answered(greetingRead(db));
    const first = renderHook(() => useLiveRead(greetingRead(db)));
    expect(first.result.current).toBe('first');
    first.unmount();
    expect(startedReadState(greetingRead(db))).toBe('none');

    const runs = { count: 0 };
    const later = renderHook(() => useLiveRead(greetingRead(db, runs)));
    await waitFor(() => expect(later.result.current).toBe('first'));
    expect(runs.count).toBe(1);
  });

  it('close when no hook took them', async () => {
    const db = getDb();
    const runs = { count: 0 };
    startLiveRead(greetingRead(db, runs));
    await waitFor(() => expect(runs.count).toBeGreaterThan(0));
    closeUntakenReads();
    expect(startedReadState(greetingRead(db))).toBe('none');
    const runsWhenClosed = runs.count;
    await db.meta.put({ key: 'greeting', value: 'after' });
    // Closed: the write does not run the query again (a write's notification is synchronous
    // with its commit, so a live query would have started its run by now).
    await db.meta.get('greeting');
    expect(runs.count).toBe(runsWhenClosed);
  });

  it('leave a failed read to the hook, which runs its own and shows its own answer', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'hello' });
    startLiveRead({ ...greetingRead(db), read: () => Promise.reject(new Error('broken')) });
    await waitFor(() => expect(startedReadState(greetingRead(db))).toBe('none'));

    const { result } = renderHook(() => useLiveRead(greetingRead(db)));
    await waitFor(() => expect(result.current).toBe('hello'));
  });

  it('tell when every started read has its first answer, not before', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'hello' });
    await db.meta.put({ key: 'farewell', value: 'goodbye' });
    const { read: farewell, release } = heldRead(
      db,
      'farewell',
      async () => (await db.meta.get('farewell'))?.value,
    );
    startLiveRead(greetingRead(db));
    startLiveRead(farewell);

    let waited = false;
    const waiting = whenStartedReadsAnswered(60_000).then(() => (waited = true));
    await answered(greetingRead(db));
    // One read has answered, the other is held: still waiting.
    expect(startedReadState(farewell)).toBe('waiting');
    expect(waited).toBe(false);

    release();
    await waiting;
    expect(startedReadState(farewell)).toBe('answered');
    closeUntakenReads();
  });

  it('do not keep the wait going when one fails: it closes', async () => {
    const db = getDb();
    await db.meta.put({ key: 'greeting', value: 'hello' });
    const { read: broken, release } = heldRead(db, 'broken', () =>
      Promise.reject(new Error('broken')),
    );
    startLiveRead(greetingRead(db));
    startLiveRead(broken);

    // Far longer than the test may take: once the greeting has answered, only the failure can
    // end the wait.
    const waiting = whenStartedReadsAnswered(60_000);
    await answered(greetingRead(db));
    release();
    await waiting;
    expect(startedReadState(broken)).toBe('none');
    closeUntakenReads();
  });

  it('stop waiting after the given time when a read does not answer', async () => {
    const db = getDb();
    startLiveRead({ key: 'never', db, read: () => new Promise<never>(() => {}) });
    const waited = whenStartedReadsAnswered(20);
    await expect(waited).resolves.toBeUndefined();
    expect(startedReadState({ key: 'never', db, read: () => undefined })).toBe('waiting');
    closeUntakenReads();
  });
});
