/** One tab at a time syncs a database: the cycle runs under a Web Lock when it can. */
import { describe, expect, it, vi } from 'vitest';
import { SelahDB } from '../db/SelahDB';
import { runCycle } from './cycle';

function offlineDeps(locks: Pick<LockManager, 'request'> | null) {
  return {
    fetch: vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
    baseUrl: 'http://selah.test',
    timeZone: () => 'UTC',
    now: () => 0,
    locks,
  };
}

describe('the sync lock', () => {
  it("skips the cycle while another tab holds the database's lock", async () => {
    const db = new SelahDB('member-1', { name: 'locks-busy' });
    const request = vi.fn(
      async (_name: string, _options: LockOptions, callback: LockGrantedCallback<unknown>) =>
        callback(null),
    );
    const deps = offlineDeps({ request } as unknown as Pick<LockManager, 'request'>);
    const report = await runCycle(db, deps);
    expect(report).toMatchObject({ skipped: true, outcome: { ok: true } });
    expect(request).toHaveBeenCalledWith(
      'selah-sync-member-1',
      { ifAvailable: true },
      expect.any(Function),
    );
    expect(deps.fetch).not.toHaveBeenCalled();
    db.close();
  });

  it('runs the cycle holding the lock, and without one where the browser has none', async () => {
    const db = new SelahDB(null, { name: 'locks-free' });
    const request = vi.fn(
      async (_name: string, _options: LockOptions, callback: LockGrantedCallback<unknown>) =>
        callback({ name: 'selah-sync-guest', mode: 'exclusive' } as Lock),
    );
    const held = offlineDeps({ request } as unknown as Pick<LockManager, 'request'>);
    expect(await runCycle(db, held)).toMatchObject({
      skipped: false,
      outcome: { problem: 'offline' },
    });
    expect(request.mock.calls[0]![0]).toBe('selah-sync-guest');
    expect(held.fetch).toHaveBeenCalledTimes(1);

    const none = offlineDeps(null);
    expect(await runCycle(db, none)).toMatchObject({ outcome: { problem: 'offline' } });
    expect(none.fetch).toHaveBeenCalledTimes(1);
    db.close();
  });
});
