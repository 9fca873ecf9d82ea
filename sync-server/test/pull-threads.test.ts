import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { PULL_LIMIT_DEFAULT, uuidv7 } from '@selah/shared';
import { closeDatabase, openDatabase } from '../src/db/client';
import { sqliteConnectionOf } from '../src/db/dialect';
import { decodeCursor, START_CURSOR, type Cursor } from '../src/sync/cursor';
import { pullChangesJson } from '../src/sync/pull';
import {
  pullThreadsOf,
  readPullJson,
  startPullThreads,
  type PullThreads,
} from '../src/sync/pull-threads';
import { createTestServer, signUp } from './helpers';
import { at, awkwardJournalEntry, mutationFactory, syncClient } from './sync-helpers';

/*
 * Pulls on SQLite read on threads of their own (sync/pull-threads.ts): the same answers as a pull
 * read on the event loop, every commit made before the pull included, and a thread's failure
 * costs the pulls it held and nothing more. The threads belong to the SQLite engine alone.
 */

const server = await createTestServer({ seed: true, demo: true });
const { pushOk } = syncClient(server);
const mutation = mutationFactory();
const alice = await signUp(server, { name: 'Alice' });

async function someRows(): Promise<void> {
  const when = at(server.clock.now());
  await pushOk(alice.cookie, [
    mutation('mood.create', { id: uuidv7(), mood: 'good', notes: 'n', date: when }),
    mutation('journal.create', awkwardJournalEntry(uuidv7(), when)),
    mutation('post.create', { id: uuidv7(), content: 'Hello all', createdAt: when }),
  ]);
}
await someRows();

/** Every page of a member's (or a guest's) pull, read by `read`, from the start. */
async function allPages(read: (cursor: Cursor) => Promise<string>): Promise<string[]> {
  const pages: string[] = [];
  let cursor: Cursor = { ...START_CURSOR };
  for (let page = 0; page < 100; page += 1) {
    const text = await read(cursor);
    pages.push(text);
    const { nextCursor, hasMore } = JSON.parse(text) as { nextCursor: string; hasMore: boolean };
    if (!hasMore) return pages;
    cursor = decodeCursor(nextCursor)!;
  }
  throw new Error('The pull never ended');
}

describe.runIf(server.engine === 'sqlite')('pulls read on threads of their own', () => {
  // Only once a test runs: on PostgreSQL the test server's database is not a file.
  const file = () => sqliteConnectionOf(server.db).name;
  const started: Worker[] = [];
  let threads: PullThreads | undefined;
  const pullThreads = () =>
    (threads ??= startPullThreads({
      file: file(),
      busyTimeoutMs: 1000,
      count: 2,
      onStart: (worker) => started.push(worker),
    }));
  afterAll(() => threads?.stop());

  it('answers every page as the event loop does, to the byte', async () => {
    for (const memberId of [alice.user.id, null]) {
      for (const limit of [3, PULL_LIMIT_DEFAULT]) {
        const onThreads = await allPages((cursor) =>
          pullThreads().pull({ memberId }, cursor, limit),
        );
        const here = await allPages((cursor) =>
          pullChangesJson(server.db, { memberId }, cursor, limit),
        );
        expect(onThreads).toEqual(here);
        if (limit === 3) expect(onThreads.length).toBeGreaterThan(3);
      }
    }
  });

  it('sees what was committed before the pull', async () => {
    const before = await pullThreads().pull({ memberId: alice.user.id }, START_CURSOR, 200);
    await someRows();
    const after = await pullThreads().pull({ memberId: alice.user.id }, START_CURSOR, 200);
    const count = (text: string) => (JSON.parse(text) as { changes: unknown[] }).changes.length;
    expect(count(after)).toBe(count(before) + 3);
    expect(after).toBe(
      await pullChangesJson(server.db, { memberId: alice.user.id }, START_CURSOR, 200),
    );
  });

  it('fails a pull as the event loop would, and answers the next', async () => {
    const unreadable = { ...START_CURSOR, own: {} as unknown as number };
    const here = (await pullChangesJson(
      server.db,
      { memberId: alice.user.id },
      unreadable,
      10,
    ).then(
      () => new Error('The pull did not fail'),
      (error: unknown) => error,
    )) as Error;
    expect(here.message).not.toBe('The pull did not fail');
    await expect(pullThreads().pull({ memberId: alice.user.id }, unreadable, 10)).rejects.toThrow(
      here.message,
    );
    const next = await pullThreads().pull({ memberId: alice.user.id }, START_CURSOR, 10);
    expect(JSON.parse(next)).toMatchObject({ hasMore: true });
  });

  it('fails the pulls of a thread that ended, and answers the next on a new one', async () => {
    const fresh = startPullThreads({
      file: file(),
      busyTimeoutMs: 1000,
      count: 1,
      onStart: (worker) => started.push(worker),
    });
    try {
      const first = started.at(-1)!;
      // Asked while the thread is still loading its code: it cannot have answered yet.
      const held = fresh.pull({ memberId: alice.user.id }, START_CURSOR, 10);
      void first.terminate();
      await expect(held).rejects.toThrow(/The pull thread ended/);
      // None is started until a pull needs one.
      expect(started.at(-1)).toBe(first);
      const next = await fresh.pull({ memberId: alice.user.id }, START_CURSOR, 10);
      expect(next).toBe(
        await pullChangesJson(server.db, { memberId: alice.user.id }, START_CURSOR, 10),
      );
    } finally {
      await fresh.stop();
    }
  });

  it('starts no thread again by itself when one cannot open the file', async () => {
    const mine: Worker[] = [];
    const missing = startPullThreads({
      file: `${file()}.missing`,
      busyTimeoutMs: 1000,
      count: 1,
      onStart: (worker) => mine.push(worker),
    });
    try {
      await expect(missing.pull({ memberId: null }, START_CURSOR, 10)).rejects.toThrow();
      expect(mine).toHaveLength(1);
      // The next pull tries once more, and fails the same way.
      await expect(missing.pull({ memberId: null }, START_CURSOR, 10)).rejects.toThrow();
      expect(mine).toHaveLength(2);
    } finally {
      await missing.stop();
    }
  });

  it('are what a database opened with pull threads reads its pulls on, and only such a one', async () => {
    const plain = await openDatabase({ engine: 'sqlite', file: file() });
    const other = await openDatabase({ engine: 'sqlite', file: file(), pullThreads: 1 });
    try {
      expect(pullThreadsOf(plain)).toBeUndefined();
      const threads = pullThreadsOf(other)!;
      const cursor = { ...START_CURSOR };
      const alicePull = { memberId: alice.user.id };
      expect(await readPullJson(other, alicePull, cursor, 50)).toBe(
        await pullChangesJson(server.db, alicePull, cursor, 50),
      );
      // With its threads stopped, the database's pulls fail: they were read nowhere else.
      await threads.stop();
      await expect(readPullJson(other, alicePull, cursor, 50)).rejects.toThrow(
        'The pull threads are stopped',
      );
    } finally {
      await closeDatabase(other);
      await closeDatabase(plain);
    }
  });
});
