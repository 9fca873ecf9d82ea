/**
 * When local writes are pushed: a burst is pushed once, after it pauses, so a member logging and
 * typing is not slowed down by pushes in between; a burst that goes on is still pushed after
 * FLUSH_MAX_WAIT_MS. Time is fake: the engine's waits end only when the test moves the clock.
 */
import { describe, expect, it } from 'vitest';
import { FLUSH_DEBOUNCE_MS, FLUSH_MAX_WAIT_MS } from '../../src/sync/engine';
import { serveDeviceTests, local, newMember, type Device } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

const pushes = (device: Device) =>
  device.net.log.filter((entry) => entry.path.startsWith('/api/sync/push')).length;

/** A local write as the app makes it: the row with its outbox entry, then the write trigger. */
async function write(device: Device): Promise<void> {
  await local.mood(device.db);
  device.engine.request('write');
}

/** Moves the fake clock by `ms` and wakes the waits that are due by then. */
async function elapse(device: Device, ms: number): Promise<void> {
  device.time.advance(ms);
  device.time.fireDue();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await device.engine.whenIdle();
}

describe('pushing local writes', () => {
  it('waits for a burst of writes to pause, then pushes it once', async () => {
    const { device } = await newMember(server);
    await device.sync();
    const before = pushes(device);

    for (let i = 0; i < 4; i += 1) {
      await write(device);
      await elapse(device, FLUSH_DEBOUNCE_MS - 100); // the next write comes before the pause ends
    }
    expect(pushes(device)).toBe(before);
    expect(await device.db.outbox.count()).toBe(4);

    await elapse(device, 100); // the quiet period after the last write is over
    expect(pushes(device)).toBe(before + 1);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('pushes a burst that goes on once FLUSH_MAX_WAIT_MS have passed since its first write', async () => {
    const { device } = await newMember(server);
    await device.sync();
    const before = pushes(device);

    const step = FLUSH_DEBOUNCE_MS - 100;
    let waited = 0;
    while (waited + step < FLUSH_MAX_WAIT_MS) {
      await write(device);
      await elapse(device, step);
      waited += step;
    }
    expect(pushes(device)).toBe(before);

    await write(device); // its quiet period would end after the deadline: the deadline wins
    await elapse(device, FLUSH_MAX_WAIT_MS - waited);
    expect(pushes(device)).toBe(before + 1);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
