/**
 * A device that last synced before versions per space (protocol 1) holds a single-number cursor
 * from the one counter of old, and may have changes waiting in its outbox. Once the app is new, it
 * goes on from that number: nothing it had is lost, nothing it missed is skipped, its outbox is
 * delivered once.
 */
import { describe, expect, it } from 'vitest';
import { decodeCursor } from '@selah/sync-server/tools';
import { CURSOR_KEY } from '../../src/sync/local-state';
import { anotherDevice, local, newMember, serveDeviceTests } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started), { seed: true });

const PUBLIC_VERSIONS = `select max(version) as v from (
    select version from inspirational_content
    union all select version from counseling_tips
    union all select version from meditation_audio) as published`;

describe('a device upgrading from the single-number cursor', () => {
  it('carries on from its old cursor mid-sync and delivers its outbox once', async () => {
    const { account, device } = await newMember(server, 'Upgrader');
    for (let i = 0; i < 5; i += 1) await local.mood(device.db);
    await device.sync();
    const own = decodeCursor((await device.db.meta.get(CURSOR_KEY))!.value as string)!.own;

    // Another device of the member syncs two moods this device has not pulled yet.
    const other = await anotherDevice(server, account);
    await local.mood(other.db);
    await local.mood(other.db);
    await other.sync();

    // This device goes offline with three changes waiting.
    device.net.online = false;
    const waiting = [await local.mood(device.db), await local.mood(device.db)];
    waiting.push(await local.mood(device.db));
    expect(await device.db.outbox.count()).toBe(3);

    // The database as the old server left it: one counter numbered every row (published content
    // first, then the member's), and the device's cursor is that counter's value where it stopped.
    const [{ v: published } = { v: 0 }] = await server.rows<{ v: number }>(PUBLIC_VERSIONS);
    const shift = Number(published);
    await server.rows(
      'update mood_entries set version = version + ? where user_id = ?',
      shift,
      account.id,
    );
    await server.rows('update users set version = version + ? where id = ?', shift, account.id);
    const [{ v: last } = { v: 0 }] = await server.rows<{ v: number }>(
      'select max(version) as v from mood_entries where user_id = ?',
      account.id,
    );
    // The migration: the old counter keeps its last value, the spaces start from it.
    await server.rows('delete from sync_counter');
    await server.rows('insert into sync_counter (id, value) values (1, ?)', Number(last));
    await server.rows('delete from space_versions');
    const legacyCursor = own + shift;
    await device.db.meta.put({ key: CURSOR_KEY, value: legacyCursor });

    // Marks that show where it pulls from: rows below its number taken out of its database (not
    // through the outbox) come back only on a pull from scratch.
    const [firstMood] = await device.db.moodEntries.orderBy('id').primaryKeys();
    const [firstTip] = await device.db.counselingTips.orderBy('id').primaryKeys();
    await device.db.moodEntries.delete(firstMood!);
    await device.db.counselingTips.delete(firstTip!);

    device.net.online = true;
    await device.sync();

    // It pulled on from its number, in the member's space and in published content's alike.
    expect(await device.db.moodEntries.get(firstMood!)).toBeUndefined();
    expect(await device.db.counselingTips.get(firstTip!)).toBeUndefined();
    // The outbox went, once; every mood of the member is here, and on the server once.
    expect(await device.db.outbox.count()).toBe(0);
    const serverMoods = await server.rows<{ id: string; version: number }>(
      'select id, version from mood_entries where user_id = ?',
      account.id,
    );
    expect(serverMoods).toHaveLength(10);
    for (const id of waiting) {
      const row = serverMoods.find((mood) => mood.id === id);
      expect(Number(row?.version)).toBeGreaterThan(Number(last));
    }
    const onDevice = (await device.db.moodEntries.toArray()).map((mood) => mood.id).sort();
    const missed = serverMoods.map((mood) => mood.id).filter((id) => id !== firstMood);
    expect(onDevice).toEqual(missed.sort());
    // Its cursor is now a token, past everything of the member's.
    const token = (await device.db.meta.get(CURSOR_KEY))!.value;
    expect(typeof token).toBe('string');
    expect(decodeCursor(token as string)!.own).toBe(
      Math.max(...serverMoods.map((mood) => Number(mood.version))),
    );
  });
});
