/**
 * How push reads and acknowledges batches: whole pages of the outbox in seq order, parked entries
 * skipped however many come first, and an acknowledgement that removes exactly the applied entries
 * (the range the batch spans may hold parked ones that must stay).
 */
import { describe, expect, it } from 'vitest';
import { PUSH_BATCH_MAX } from '@selah/shared';
import type { SelahDB } from '../../src/db/SelahDB';
import { serveDeviceTests, local, newMember } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

const moodsOnServer = async (userId: string) =>
  (
    await server.rows<{ n: number }>(
      'select count(*) as n from mood_entries where user_id = ?',
      userId,
    )
  )[0]!.n;

/** Parks outbox entries by position (0 = oldest), as a rejection by the server would. */
async function park(db: SelahDB, positions: number[]): Promise<string[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  const parked = positions.map((position) => entries[position]!);
  for (const entry of parked) await db.outbox.update(entry.seq, { lastError: 'Refused' });
  return parked.map((entry) => entry.mutationId);
}

describe('push batches', () => {
  it('drains a long queue in full batches, oldest first, and leaves the outbox empty', async () => {
    const { account, device } = await newMember(server);
    const total = 2 * PUSH_BATCH_MAX + 50;
    for (let i = 0; i < total; i += 1) await local.mood(device.db);

    await device.sync();

    const pushes = device.net.requests('/api/sync/push');
    expect(pushes).toHaveLength(3);
    expect(await moodsOnServer(account.id)).toBe(total);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('skips more than a batch of parked entries to reach the pending ones behind them', async () => {
    const { account, device } = await newMember(server);
    const parkedCount = PUSH_BATCH_MAX + 20;
    for (let i = 0; i < parkedCount + 30; i += 1) await local.mood(device.db);
    const parked = await park(
      device.db,
      Array.from({ length: parkedCount }, (_, i) => i),
    );

    await device.sync();

    expect(await moodsOnServer(account.id)).toBe(30);
    const left = await device.db.outbox.orderBy('seq').toArray();
    expect(left.map((entry) => entry.mutationId)).toEqual(parked);
  });

  it('keeps a parked entry that sits between the applied entries of a batch', async () => {
    const { account, device } = await newMember(server);
    for (let i = 0; i < 10; i += 1) await local.mood(device.db);
    const parked = await park(device.db, [4]);

    await device.sync();

    expect(await moodsOnServer(account.id)).toBe(9);
    const left = await device.db.outbox.toArray();
    expect(left.map((entry) => [entry.mutationId, entry.lastError])).toEqual([
      [parked[0], 'Refused'],
    ]);
  });
});
