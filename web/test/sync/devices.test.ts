/**
 * Several devices and members editing offline, then syncing: increments made on
 * two devices both count, likes are one per member, every entry exists exactly once everywhere.
 */
import { describe, expect, it } from 'vitest';
import { serveDeviceTests, anotherDevice, local, newMember, type Device } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

async function journalIds(device: Device): Promise<string[]> {
  return (await device.db.journalEntries.toArray()).map((entry) => entry.id).sort();
}

describe('two devices of one member', () => {
  it('adds both devices\u2019 offline increments and keeps every journal entry once', async () => {
    const { account, device: phone } = await newMember(server);
    const laptop = await anotherDevice(server, account);
    const goalId = await local.goal(phone.db, 'Gratitude', 20);
    await phone.sync();
    await laptop.sync();
    expect(await laptop.db.goals.get(goalId)).toMatchObject({ currentValue: 0 });

    phone.net.online = false;
    laptop.net.online = false;
    const written: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await local.progress(phone.db, goalId);
      await local.progress(laptop.db, goalId);
      written.push(await local.journal(phone.db, `Phone ${i}`));
      written.push(await local.journal(laptop.db, `Laptop ${i}`));
    }
    // Each device tries while offline and keeps everything.
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect(await phone.db.goals.get(goalId)).toMatchObject({ currentValue: 3 });
    expect(await laptop.db.outbox.count()).toBe(6);

    phone.net.online = true;
    laptop.net.online = true;
    await phone.sync();
    await laptop.sync();
    await phone.sync(); // the phone hears about the laptop's changes

    expect(await server.rows('select current_value as v from goals where id = ?', goalId)).toEqual([
      { v: 6 },
    ]);
    for (const device of [phone, laptop]) {
      expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 6 });
      expect(await journalIds(device)).toEqual([...written].sort());
      expect(await device.db.outbox.count()).toBe(0);
    }
    expect(
      await server.rows('select id from journal_entries where user_id = ? order by id', account.id),
    ).toEqual([...written].sort().map((id) => ({ id })));
  });

  it('rebases a change made during a pull on the server copy instead of losing it', async () => {
    const { account, device: phone } = await newMember(server);
    const laptop = await anotherDevice(server, account);
    const goalId = await local.goal(phone.db, 'Run', 20);
    const entryId = await local.journal(phone.db, 'Draft', 'First words');
    await phone.sync();
    await laptop.sync();

    // The laptop moves the goal on and edits the entry's text.
    for (let i = 0; i < 4; i += 1) await local.progress(laptop.db, goalId);
    await local.editJournal(laptop.db, entryId, { content: 'Rewritten on the laptop' });
    await laptop.sync();

    // The phone writes while its pull is on the way: the pulled rows must not erase these.
    let wroteDuringPull = false;
    phone.net.beforeForward = async (path) => {
      if (path !== '/api/sync/pull' || wroteDuringPull) return;
      wroteDuringPull = true;
      await local.progress(phone.db, goalId);
      await local.editJournal(phone.db, entryId, { title: 'Final' });
    };
    await phone.engine.syncNow();
    expect(await phone.db.goals.get(goalId)).toMatchObject({ currentValue: 5 });
    expect(await phone.db.journalEntries.get(entryId)).toMatchObject({
      title: 'Final',
      content: 'Rewritten on the laptop',
    });
    expect(await phone.db.outbox.count()).toBe(2);

    phone.net.beforeForward = null;
    await phone.sync();
    await laptop.sync();
    for (const device of [phone, laptop]) {
      expect(await device.db.goals.get(goalId)).toMatchObject({ currentValue: 5 });
      expect(await device.db.journalEntries.get(entryId)).toMatchObject({
        title: 'Final',
        content: 'Rewritten on the laptop',
      });
    }
  });

  it('lets a delete win over an edit made offline on the other device', async () => {
    const { account, device: phone } = await newMember(server);
    const laptop = await anotherDevice(server, account);
    const entryId = await local.journal(phone.db, 'Old', 'Old words');
    await phone.sync();
    await laptop.sync();

    await local.deleteJournal(phone.db, entryId);
    await local.editJournal(laptop.db, entryId, { title: 'Edited offline' });
    await phone.sync();
    await laptop.sync();
    await phone.sync();

    expect(await phone.db.journalEntries.get(entryId)).toBeUndefined();
    expect(await laptop.db.journalEntries.get(entryId)).toBeUndefined();
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await server.rows('select id from journal_entries where id = ?', entryId)).toEqual([]);
  });
});

describe('likes', () => {
  it('counts one like per member, however many devices and taps', async () => {
    const { device: author } = await newMember(server, 'Author');
    const { account: fan, device: fanPhone } = await newMember(server, 'Fan');
    const fanLaptop = await anotherDevice(server, fan);
    const postId = await local.post(author.db, 'Keep going, friends', 'Author');
    await author.sync();
    await fanPhone.sync();
    await fanLaptop.sync();
    expect(await fanPhone.db.communityPosts.get(postId)).toMatchObject({
      likes: 0,
      likedByMe: false,
    });

    // All offline: the author likes once; the fan on both devices, tapping twice on one.
    for (const device of [author, fanPhone, fanLaptop]) device.net.online = false;
    expect(await local.like(author.db, postId)).toBe(true);
    expect(await local.like(fanPhone.db, postId)).toBe(true);
    expect(await local.like(fanPhone.db, postId)).toBe(false);
    expect(await local.like(fanLaptop.db, postId)).toBe(true);
    expect(await fanLaptop.db.communityPosts.get(postId)).toMatchObject({ likes: 1 });

    for (const device of [author, fanPhone, fanLaptop]) device.net.online = true;
    fanLaptop.net.inject('duplicate', 5); // and the network delivers the laptop's push twice
    await fanPhone.sync();
    await fanLaptop.sync();
    await author.sync();
    await fanPhone.sync();
    await fanLaptop.sync();

    expect(await server.rows('select likes from community_posts where id = ?', postId)).toEqual([
      { likes: 2 },
    ]);
    expect(
      await server.rows('select count(*) as n from post_likes where post_id = ?', postId),
    ).toEqual([{ n: 2 }]);
    for (const device of [author, fanPhone, fanLaptop]) {
      expect(await device.db.communityPosts.get(postId)).toMatchObject({
        likes: 2,
        likedByMe: true,
      });
      expect(await device.db.postLikes.get(postId)).toBeDefined();
      expect(await device.db.outbox.count()).toBe(0);
    }
  });
});
