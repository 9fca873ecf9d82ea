/**
 * A mood filled in for an earlier day, with activities, made offline on one device: it reaches the
 * server with its day and its activities, and the member's other device pulls it as it was made.
 */
import { describe, expect, it } from 'vitest';
import { anotherDevice, local, newMember, serveDeviceTests } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

describe('a day filled in later, with activities', () => {
  it('syncs to the server and to the member’s other device as it was made', async () => {
    const { account, device } = await newMember(server, 'Filler');
    const threeDaysAgo = new Date(device.time.now() - 3 * 24 * 60 * 60 * 1000);
    const id = await local.mood(device.db, 'good', {
      date: threeDaysAgo,
      activities: ['Prayed', 'Family'],
    });
    await device.sync();

    const stored = await server.rows<{ date: string; activities: unknown }>(
      'select date, activities from mood_entries where id = ?',
      id,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.date).toBe(threeDaysAgo.toISOString());
    const activities = stored[0]!.activities;
    // SQLite keeps the JSON as text, PostgreSQL as jsonb (read back as the list).
    expect(typeof activities === 'string' ? JSON.parse(activities) : activities).toEqual([
      'Prayed',
      'Family',
    ]);

    const other = await anotherDevice(server, account);
    await other.sync();
    expect(await other.db.moodEntries.get(id)).toEqual(await device.db.moodEntries.get(id));
    expect((await other.db.moodEntries.get(id))!.activities).toEqual(['Prayed', 'Family']);
  });
});
