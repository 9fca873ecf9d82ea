/**
 * A device's outbox can never be stuck: a change the server fails on every time (a plain 500) is
 * found by splitting its batch and set aside in the "couldn't sync" list after a few tries alone,
 * while everything queued before and after it syncs. Passing trouble (no answer, a 429, a 503 with
 * Retry-After) sets nothing aside.
 */
import { describe, expect, it } from 'vitest';
import { PUSH_BATCH_MAX, uuidv7, type Mutation } from '@selah/shared';
import { applyLocally, localWriteTables, writeWithOutbox } from '../../src/db';
import { PARK_AFTER_FAILURES_ALONE, SPLIT_AFTER_SERVER_FAILURES } from '../../src/sync/push';
import { listFailedMutations } from '../../src/sync/outbox-views';
import { local, newMember, serveDeviceTests, type Device } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

const POISON_REASON = 'The server could not save this change (error 500)';

const moodsOnServer = async (userId: string) =>
  (
    await server.rows<{ n: number }>(
      'select count(*) as n from mood_entries where user_id = ?',
      userId,
    )
  )[0]!.n;

/** Queues `count` moods and returns their row ids, oldest first. */
async function queueMoods(device: Device, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await local.mood(device.db));
  return ids;
}

describe('a change the server fails on every time', () => {
  it('is found by splitting and set aside, while the rest of the queue syncs', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMoods(device, PUSH_BATCH_MAX + 50);
    const poison = ids[70]!;
    server.poisoned.add(poison);

    await device.sync();

    expect(await moodsOnServer(account.id)).toBe(ids.length - 1);
    const failed = await listFailedMutations(device.db);
    expect(failed).toMatchObject([{ name: 'mood.create', lastError: POISON_REASON }]);
    expect(await device.db.outbox.count()).toBe(1);
    // A rejected create's row leaves the device (a retry brings it back).
    expect(await device.db.moodEntries.get(poison)).toBeUndefined();
    expect(device.engine.getStatus().problem).toBeNull();

    // The whole first batch failed SPLIT_AFTER_SERVER_FAILURES times before it was halved, and
    // the poison then failed alone PARK_AFTER_FAILURES_ALONE times: a bounded search.
    const pushes = device.net.requests('/api/sync/push');
    const failures = pushes.filter((push) => push.status === 500);
    expect(failures.length).toBeGreaterThanOrEqual(
      SPLIT_AFTER_SERVER_FAILURES + PARK_AFTER_FAILURES_ALONE,
    );
    expect(failures.length).toBeLessThanOrEqual(
      SPLIT_AFTER_SERVER_FAILURES + 8 + PARK_AFTER_FAILURES_ALONE,
    );
    expect(pushes.length).toBeLessThan(30);
  });

  it('can be retried (set aside again while the server still fails) and then discarded', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMoods(device, 5);
    server.poisoned.add(ids[2]!);
    await device.sync();
    expect(await moodsOnServer(account.id)).toBe(4);

    const [first] = await listFailedMutations(device.db);
    expect(await device.engine.retryFailed(first!.mutationId)).toBe(true);
    expect(await device.db.moodEntries.get(ids[2]!)).toBeDefined();
    await device.sync();
    const [again] = await listFailedMutations(device.db);
    expect(again).toMatchObject({ lastError: POISON_REASON });
    // The server never answered for it, so it goes again under its own id: applied at most once.
    expect(again!.mutationId).toBe(first!.mutationId);

    expect(await device.engine.discardFailed(again!.mutationId)).toBe(true);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.moodEntries.get(ids[2]!)).toBeUndefined();
    expect(await device.db.moodEntries.count()).toBe(4);
    expect(await moodsOnServer(account.id)).toBe(4);
  });

  it('syncs when retried once the server no longer fails on it', async () => {
    const { account, device } = await newMember(server);
    const [poison] = await queueMoods(device, 1);
    server.poisoned.add(poison!);
    await device.sync();
    const [failed] = await listFailedMutations(device.db);
    expect(failed).toMatchObject({ lastError: POISON_REASON });
    // Alone in the queue, it was tried exactly PARK_AFTER_FAILURES_ALONE times.
    expect(device.net.requests('/api/sync/push')).toHaveLength(PARK_AFTER_FAILURES_ALONE);

    server.poisoned.delete(poison!);
    await device.engine.retryFailed(failed!.mutationId);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await moodsOnServer(account.id)).toBe(1);
    expect(await device.db.moodEntries.get(poison!)).toBeDefined();
  });
});

/** From the device's second push on, the server fails on the row (the first one is applied). */
function poisonAfterFirstPush(device: Device, rowId: string) {
  let pushes = 0;
  device.net.beforeForward = (path) => {
    if (path === '/api/sync/push' && (pushes += 1) === 2) server.poisoned.add(rowId);
  };
}

describe('a change set aside after its answer was lost', () => {
  it('is applied once when retried: it goes again under its own id', async () => {
    const { account, device } = await newMember(server);
    const goalId = await local.goal(device.db, 'Pray', 10);
    await device.sync();
    await local.progress(device.db, goalId);
    // The server applies the step, the answer is lost, and then the server fails on it.
    device.net.inject('lose-response', 1, '/api/sync/push');
    poisonAfterFirstPush(device, goalId);
    await device.sync();
    device.net.beforeForward = null;
    const [failed] = await listFailedMutations(device.db);
    expect(failed).toMatchObject({ name: 'goal.progress', lastError: POISON_REASON });

    server.poisoned.delete(goalId);
    await device.engine.retryFailed(failed!.mutationId);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    const onServer = await server.rows<{ v: number }>(
      'select current_value as v from goals where user_id = ?',
      account.id,
    );
    expect(onServer).toEqual([{ v: 1 }]);
    expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 1 });
  });

  it('leaves the server’s row on the device when discarded', async () => {
    const { account, device } = await newMember(server);
    const moodId = await local.mood(device.db);
    device.net.inject('lose-response', 1, '/api/sync/push');
    poisonAfterFirstPush(device, moodId);
    await device.sync();
    device.net.beforeForward = null;
    const [failed] = await listFailedMutations(device.db);
    expect(failed).toMatchObject({ name: 'mood.create', lastError: POISON_REASON });

    await device.engine.discardFailed(failed!.mutationId);
    await device.sync();
    // The server had it all along: the device fetches its rows again and shows it.
    expect(await moodsOnServer(account.id)).toBe(1);
    expect(await device.db.moodEntries.get(moodId)).toBeDefined();
  });
});

describe('a change with text the server cannot store', () => {
  it('is rejected on its own and parked, and the batch around it syncs', async () => {
    // Queued as an app without the text rule would have queued it: [mood, journal, mood].
    const { account, device } = await newMember(server);
    await local.mood(device.db);
    const entryId = uuidv7();
    const journal: Mutation = {
      name: 'journal.create',
      args: {
        id: entryId,
        title: 'Evening',
        content: 'Grateful\u0000',
        category: 'reflection',
        createdAt: new Date().toISOString(),
      },
    };
    await writeWithOutbox(device.db, localWriteTables(device.db, 'journalEntries'), () =>
      applyLocally(device.db, journal),
    );
    await local.mood(device.db);

    await device.sync();

    expect(await moodsOnServer(account.id)).toBe(2);
    expect(await listFailedMutations(device.db)).toMatchObject([
      { name: 'journal.create', lastError: 'Content contains a character that can’t be saved' },
    ]);
    expect(await device.db.journalEntries.get(entryId)).toBeUndefined();
    expect(device.net.requests('/api/sync/push').map((push) => push.status)).toEqual([200]);
  });
});

describe('passing trouble', () => {
  it('sets nothing aside: no answer, 429 and 503 with Retry-After, however often', async () => {
    const { account, device } = await newMember(server);
    await queueMoods(device, 3);
    device.net.inject('offline-request', 8, '/api/sync/push');
    device.net.inject('rate-limit', 8, '/api/sync/push');
    device.net.inject('unavailable', 8, '/api/sync/push');

    await device.sync();

    const statuses = device.net.requests('/api/sync/push').map((push) => push.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(statuses.filter((status) => status === 503)).toHaveLength(8);
    expect(statuses.at(-1)).toBe(200);
    expect(await listFailedMutations(device.db)).toEqual([]);
    expect(await moodsOnServer(account.id)).toBe(3);
  });

  it('a few plain 500s are retried whole, counted on the entries, and split nothing', async () => {
    const { account, device } = await newMember(server);
    await queueMoods(device, 4);
    device.net.inject('server-error', SPLIT_AFTER_SERVER_FAILURES - 1, '/api/sync/push');
    await device.engine.syncNow();
    await device.engine.whenIdle();
    device.time.fireAll();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the woken loop starts its cycle
    await device.engine.whenIdle();
    expect(device.net.requests('/api/sync/push')).toHaveLength(2);
    // The count is on the outbox rows, so a reload keeps it.
    const counted = await device.db.outbox.toArray();
    expect(counted.map((entry) => entry.serverFailures)).toEqual([2, 2, 2, 2]);
    expect(counted.map((entry) => entry.failedAlone ?? 0)).toEqual([0, 0, 0, 0]);

    await device.settle();
    const pushes = device.net.requests('/api/sync/push');
    expect(pushes.map((push) => push.status)).toEqual([500, 500, 200]);
    expect(await moodsOnServer(account.id)).toBe(4);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
