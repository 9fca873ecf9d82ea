import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anotherDevice, closeDevices, local, newMember } from './testing/device';
import { startTestServer, type TestServer } from './testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  closeDevices();
  expect(server.reportedErrors).toEqual([]);
});
afterAll(() => server.close());

describe('smoke', () => {
  it('pushes and pulls', async () => {
    const { account, device } = await newMember(server);
    await local.mood(device.db);
    const goal = await local.goal(device.db);
    await local.progress(device.db, goal);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(server.rows('select current_value from goals where id = ?', goal)).toEqual([
      { current_value: 1 },
    ]);
    const other = await anotherDevice(server, account);
    await other.sync();
    expect(await other.db.goals.get(goal)).toMatchObject({ currentValue: 1 });
    expect(await other.db.moodEntries.count()).toBe(1);
    console.log(device.net.log.map((l) => `${l.method} ${l.path} ${l.status}`));
  });
});
