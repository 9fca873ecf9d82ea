/**
 * The sync engine against the real sync-server (in-process, temporary SQLite file) on a network
 * that misbehaves: every effect must reach the server exactly once, nothing queued may be lost.
 */
import { describe, expect, it } from 'vitest';
import { ANOTHER_ACCOUNT_MESSAGE, UNSUPPORTED_PROTOCOL_MESSAGE } from '@selah/shared';
import { BACKOFF_BASE_MS } from '../../src/sync/backoff';
import { serveDeviceTests, local, newMember, type Device } from './harness/device';
import { signIn, deviceFetch, signUp, type TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started), { admin: true });

/** Queues a mix whose effects show if anything runs twice: creates, deltas, a like. */
async function queueMix(device: Device) {
  const goalId = await local.goal(device.db, 'Pray', 50);
  const postId = await local.post(device.db);
  await local.like(device.db, postId);
  const moods: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await local.progress(device.db, goalId);
    moods.push(await local.mood(device.db));
  }
  const journalId = await local.journal(device.db, 'Morning', 'Quiet');
  return { goalId, postId, moods, journalId };
}

async function effects(memberId: string, ids: { goalId: string; postId: string }) {
  return {
    goal: await server.rows('select current_value as v from goals where id = ?', ids.goalId),
    likes: await server.rows('select likes from community_posts where id = ?', ids.postId),
    moods: await server.rows('select count(*) as n from mood_entries where user_id = ?', memberId),
    journal: await server.rows(
      'select count(*) as n from journal_entries where user_id = ?',
      memberId,
    ),
  };
}

const once = {
  goal: [{ v: 6 }],
  likes: [{ likes: 1 }],
  moods: [{ n: 6 }],
  journal: [{ n: 1 }],
};

async function expectLocalMatchesServer(device: Device, goalId: string) {
  expect(await device.db.outbox.count()).toBe(0);
  expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 6 });
  expect(await device.db.moodEntries.count()).toBe(6);
}

describe('sync under network faults', () => {
  it('applies duplicated requests once', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.inject('duplicate', 3);
    await device.sync();
    expect(await effects(account.id, ids)).toEqual(once);
    await expectLocalMatchesServer(device, ids.goalId);
  });

  it('retries a request that never left, after a backoff wait', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.inject('offline-request', 1, '/api/sync/push');
    await device.engine.syncNow();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'offline' });
    expect(await device.db.outbox.count()).toBe(16);
    // The entries record the failed attempt; nothing is dropped.
    expect((await device.db.outbox.toArray()).every((entry) => entry.attempts === 1)).toBe(true);
    await device.settle();
    expect(device.time.waits[0]).toBeLessThanOrEqual(BACKOFF_BASE_MS);
    expect(await effects(account.id, ids)).toEqual(once);
    await expectLocalMatchesServer(device, ids.goalId);
    expect(device.engine.getStatus()).toMatchObject({ problem: null, syncing: false });
  });

  it('does not apply twice when the response is lost after the server committed', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.inject('lose-response', 1, '/api/sync/push');
    await device.engine.syncNow();
    // The server has everything, the device does not know it yet.
    expect(await effects(account.id, ids)).toEqual(once);
    expect(await device.db.outbox.count()).toBe(16);
    await device.settle();
    expect(await effects(account.id, ids)).toEqual(once);
    await expectLocalMatchesServer(device, ids.goalId);
  });

  it('ignores delayed copies of old requests that arrive late and out of order', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.inject('hold', 1, '/api/sync/push');
    await device.engine.syncNow();
    await local.editJournal(device.db, ids.journalId, { title: 'Evening' });
    device.net.inject('hold', 1, '/api/sync/push');
    await device.engine.syncNow();
    expect(device.net.heldCount).toBe(2);

    await device.settle(); // the network is back: everything goes through in order
    await local.editJournal(device.db, ids.journalId, { title: 'Night' });
    await device.sync();
    // The held requests finally arrive, newest first: replays, they change nothing.
    await device.net.deliverHeld();
    await device.sync();
    expect(await effects(account.id, ids)).toEqual(once);
    expect(
      await server.rows('select title from journal_entries where id = ?', ids.journalId),
    ).toEqual([{ title: 'Night' }]);
    expect(await device.db.journalEntries.get(ids.journalId)).toMatchObject({ title: 'Night' });
    await expectLocalMatchesServer(device, ids.goalId);
  });

  it('applies each effect once when the server dies mid-batch and restarts', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    for (let i = 0; i < 150; i += 1) await local.progress(device.db, ids.goalId);
    device.net.inject('crash-mid-batch', 1, '/api/sync/push');
    await device.engine.syncNow();
    // Half of the first batch (100 entries) was applied before the "crash".
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toEqual([{ n: 6 }]);
    await server.restart();
    await device.settle();
    expect(await effects(account.id, ids)).toEqual({ ...once, goal: [{ v: 156 }] });
    expect(await device.db.goals.get(ids.goalId)).toMatchObject({ currentValue: 156 });
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('keeps everything through a 500 and succeeds on the next attempt', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.inject('server-error', 1, '/api/sync/push');
    await device.engine.syncNow();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'server' });
    expect(await device.db.outbox.count()).toBe(16);
    await device.settle();
    expect(device.net.requests('/api/sync/push').map((r) => r.status)).toEqual([500, 200]);
    expect(await effects(account.id, ids)).toEqual(once);
    await expectLocalMatchesServer(device, ids.goalId);
  });

  it('waits at least as long as a 429 Retry-After says, even when the network comes back', async () => {
    const { account, device } = await newMember(server);
    const ids = await queueMix(device);
    device.net.retryAfterSeconds = 7;
    device.net.inject('rate-limit', 1, '/api/sync/push');
    const start = device.time.now();
    await device.engine.syncNow();
    expect(device.engine.getStatus().retryAt).toBeGreaterThanOrEqual(start + 7000);
    await device.engine.whenIdle();
    expect(device.time.waits).toHaveLength(1);
    expect(device.time.waits[0]).toBeGreaterThanOrEqual(7000);

    // 'online' cuts a backoff short, but not what the server asked for.
    device.time.advance(2000);
    device.engine.request('online');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await device.engine.whenIdle();
    expect(device.time.waits.at(-1)).toBeGreaterThanOrEqual(5000);
    expect(device.net.requests('/api/sync/push')).toHaveLength(1);

    await device.settle();
    expect(device.time.now() - start).toBeGreaterThanOrEqual(7000);
    expect(device.net.requests('/api/sync/push').map((r) => r.status)).toEqual([429, 200]);
    expect(await effects(account.id, ids)).toEqual(once);
  });

  it('backs off exponentially with jitter while the network stays down', async () => {
    const { device } = await newMember(server);
    await local.mood(device.db);
    device.net.online = false;
    await device.engine.syncNow();
    for (let i = 0; i < 8; i += 1) {
      await device.engine.whenIdle();
      device.time.fireAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await device.engine.whenIdle();
    const caps = device.time.waits.map((_, i) => Math.min(60_000, 1000 * 2 ** i));
    device.time.waits.forEach((wait, i) => expect(wait).toBeLessThanOrEqual(caps[i]!));
    expect(Math.max(...device.time.waits)).toBeGreaterThan(1000); // it does grow
    expect(device.engine.getStatus()).toMatchObject({ problem: 'offline' });
    expect(await device.db.outbox.count()).toBe(1);

    device.net.online = true;
    device.engine.request('online'); // comes back: no need to sit out the backoff
    await device.settle();
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('keeps 20 changes through a 401, waits for a sign-in, then delivers each once', async () => {
    const { account, device } = await newMember(server);
    const goalId = await local.goal(device.db, 'Read', 30);
    for (let i = 0; i < 19; i += 1) await local.progress(device.db, goalId);
    device.jar.clear(); // the session expired
    await device.sync();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'signin' });
    expect(await device.db.outbox.count()).toBe(20);

    // Halted: timers and writes do not hammer the server while signed out.
    const requests = device.net.log.length;
    device.engine.request('timer');
    device.engine.request('online');
    await device.settle();
    expect(device.net.log.length).toBe(requests);

    await signIn(deviceFetch(server, device.jar), account);
    device.engine.request('account'); // what signing in does (activateAccount)
    await device.settle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await server.rows('select current_value as v from goals where id = ?', goalId)).toEqual([
      { v: 19 },
    ]);
    expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 19 });
  });

  it('treats a 401 from the push itself the same way, and syncNow resumes', async () => {
    const { account, device } = await newMember(server);
    for (let i = 0; i < 20; i += 1) await local.mood(device.db);
    device.net.inject('unauthorized', 1, '/api/sync/push');
    await device.sync();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'signin' });
    expect(await device.db.outbox.count()).toBe(20);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toEqual([{ n: 20 }]);
  });

  it('resumes on requestFlush after signing in again to the same account', async () => {
    const { account, device } = await newMember(server);
    for (let i = 0; i < 3; i += 1) await local.mood(device.db);
    device.jar.clear();
    await device.sync();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'signin' });
    device.engine.request('write'); // a write alone does not retry while signed out
    await device.settle();
    expect(device.engine.getStatus()).toMatchObject({ problem: 'signin' });

    await signIn(deviceFetch(server, device.jar), account);
    device.engine.request('flush');
    await device.settle();
    expect(device.engine.getStatus()).toMatchObject({ problem: null });
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('stops with the server message when the app is out of date, keeping the queue', async () => {
    const { account, device } = await newMember(server);
    await local.mood(device.db);
    device.net.inject('outdated', 1, '/api/sync/push');
    await device.sync();
    expect(device.engine.getStatus()).toMatchObject({
      problem: 'outdated',
      message: UNSUPPORTED_PROTOCOL_MESSAGE,
    });
    const requests = device.net.log.length;
    for (const trigger of ['timer', 'online', 'visible', 'flush'] as const) {
      device.engine.request(trigger);
    }
    await device.settle();
    expect(device.net.log.length).toBe(requests);
    expect(await device.db.outbox.count()).toBe(1);

    await device.sync(); // after a reload (here: the server took it back), a manual sync goes on
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toEqual([{ n: 1 }]);
  });

  it("never applies a database's changes under another member's session", async () => {
    const { device } = await newMember(server);
    await local.mood(device.db);
    const other = await signUp(deviceFetch(server, device.jar), 'Someone else'); // same browser
    await device.sync();
    // The push names the database's member; the server refuses it under the other's session.
    expect(device.engine.getStatus()).toMatchObject({
      problem: 'signin',
      message: ANOTHER_ACCOUNT_MESSAGE,
    });
    expect(device.net.requests('/api/sync/push')).toHaveLength(1);
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', other.id),
    ).toEqual([{ n: 0 }]);
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('keeps entries written while a push is in flight and sends them next', async () => {
    const { account, device } = await newMember(server);
    await local.mood(device.db);
    let written: string | null = null;
    device.net.beforeForward = async (path) => {
      if (path === '/api/sync/push' && written === null) written = await local.mood(device.db);
    };
    await device.sync();
    expect(written).not.toBeNull();
    expect(device.net.requests('/api/sync/push')).toHaveLength(2);
    expect(await device.db.outbox.count()).toBe(0);
    expect(
      await server.rows('select id from mood_entries where user_id = ? order by id', account.id),
    ).toHaveLength(2);
    expect(await device.db.moodEntries.get(written!)).toBeDefined();
  });
});
