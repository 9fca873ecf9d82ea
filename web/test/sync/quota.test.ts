/**
 * The server's write quota answers a push with 429 and Retry-After: the device keeps every queued
 * change, in order, waits as asked, and then delivers them all exactly once.
 */
import { describe, expect, it } from 'vitest';
import { serveDeviceTests, local, newMember } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

const HOUR = 60 * 60 * 1000;

/** Uses up all but `left` of the member's hourly quota for entries, in this hour and the next. */
async function useQuota(memberId: string, left: number) {
  const window = Math.floor(Date.now() / HOUR) * HOUR;
  for (const start of [window, window + HOUR]) {
    await server.rows(
      `insert into usage_counters (user_id, kind, window_start, count) values (?, 'entries', ?, ?)`,
      memberId,
      start,
      2000 - left,
    );
  }
}

describe('a push over the write quota', () => {
  it('keeps the outbox intact and in order, honours Retry-After, then delivers everything once', async () => {
    const { account, device } = await newMember(server);
    await useQuota(account.id, 2);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await local.mood(device.db));
    /** What must survive: every entry, its order and its content (attempt counters may change). */
    const outbox = async () =>
      (await device.db.outbox.orderBy('seq').toArray()).map(({ seq, mutationId, name, args }) => ({
        seq,
        mutationId,
        name,
        args,
      }));
    const queued = await outbox();
    expect(queued).toHaveLength(5);

    const start = device.time.now();
    await device.engine.syncNow();
    await device.engine.whenIdle();
    expect(device.net.requests('/api/sync/push').map((request) => request.status)).toEqual([429]);
    expect(device.engine.getStatus()).toMatchObject({ problem: 'server' });
    // The server asked to wait until its hourly window ends.
    const untilWindowEnds = HOUR - (Date.now() % HOUR);
    expect(device.engine.getStatus().retryAt).toBeGreaterThanOrEqual(
      start + untilWindowEnds - 5000,
    );
    expect(await outbox()).toEqual(queued);
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', account.id),
    ).toEqual([{ n: 0 }]);

    // The hour turns (here: the quota is freed) and the device tries again when it was told to.
    await server.rows('delete from usage_counters where user_id = ?', account.id);
    await device.settle();
    expect(device.time.now() - start).toBeGreaterThanOrEqual(untilWindowEnds - 5000);
    expect(await device.db.outbox.count()).toBe(0);
    const stored = await server.rows<{ id: string }>(
      'select id from mood_entries where user_id = ? order by version',
      account.id,
    );
    expect(stored.map((row) => row.id)).toEqual(ids);
  });
});
