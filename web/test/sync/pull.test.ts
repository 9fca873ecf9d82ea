/**
 * Pull: paged from a stored cursor, one transaction per page, guests get public
 * tables only, and the member's own likes follow the posts' likedByMe.
 */
import { describe, expect, it } from 'vitest';
import { ANOTHER_ACCOUNT_MESSAGE, SYNC_TABLES } from '@selah/shared';
import { decodeCursor, SEED_AUDIO, SEED_INSPIRATION, SEED_TIPS } from '@selah/sync-server/tools';
import { CURSOR_KEY } from '../../src/sync/local-state';
import { PULL_MEASURE } from '../../src/sync/timings';
import { serveDeviceTests, createDevice, local, newMember } from './harness/device';
import type { TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started), { seed: true });

const PUBLIC_COUNTS = {
  inspirationalContent: SEED_INSPIRATION.length,
  counselingTips: SEED_TIPS.length,
  meditationAudio: SEED_AUDIO.length,
};

describe('pull', () => {
  it('pages through everything from the stored cursor and then asks only for what is new', async () => {
    const { account, device } = await newMember(server, 'Pager', { pullLimit: 7 });
    for (let i = 0; i < 12; i += 1) await local.mood(device.db);
    await device.sync();
    const pages = device.net.requests('/api/sync/pull');
    // 12 moods + the seeded public rows, 7 at a time.
    const total = 12 + Object.values(PUBLIC_COUNTS).reduce((a, b) => a + b, 0);
    expect(pages).toHaveLength(Math.ceil(total / 7));
    expect(await device.db.inspirationalContent.count()).toBe(PUBLIC_COUNTS.inspirationalContent);
    expect(await device.db.counselingTips.count()).toBe(PUBLIC_COUNTS.counselingTips);
    expect(await device.db.meditationAudio.count()).toBe(PUBLIC_COUNTS.meditationAudio);
    const cursor = (await device.db.meta.get(CURSOR_KEY))?.value;
    expect(typeof cursor).toBe('string');
    expect(decodeCursor(cursor as string)?.own).toBe(
      (
        await server.rows<{ v: number }>(
          'select max(version) as v from mood_entries where user_id = ?',
          account.id,
        )
      )[0]!.v,
    );

    await device.sync();
    const again = device.net.requests('/api/sync/pull').slice(pages.length);
    expect(again).toHaveLength(1); // nothing new: one empty page
    expect(await device.db.moodEntries.count()).toBe(12);
  });

  it('gives a guest device the public tables only, and never sends its changes', async () => {
    const guest = createDevice(server, null);
    const moodId = await local.mood(guest.db);
    performance.clearMeasures();
    await guest.sync();
    // The pull's User Timing says it was a guest's (the bench times members' pulls only).
    expect(
      performance
        .getEntriesByName(PULL_MEASURE, 'measure')
        .map((entry) => (entry as PerformanceMeasure).detail as { guest?: number }),
    ).toEqual([expect.objectContaining({ guest: 1 })]);
    expect(guest.engine.getStatus()).toMatchObject({ problem: null });
    // One request: the pull, naming the guest database (no session check first).
    expect(guest.net.log.map((request) => request.path)).toEqual(['/api/sync/pull']);
    for (const [table, count] of Object.entries(PUBLIC_COUNTS)) {
      expect(await guest.db.table(table).count()).toBe(count);
    }
    expect(await guest.db.moodEntries.toArray()).toMatchObject([{ id: moodId }]);
    expect(await guest.db.outbox.count()).toBe(1); // waits to be adopted into an account
  });

  it("never pulls a member's rows into the guest database when the browser is signed in", async () => {
    const { device: member } = await newMember(server);
    await local.journal(member.db, 'Private', 'Only mine');
    await member.sync();
    // Same browser: the guest database's requests carry the member's cookie, and its pull says it
    // is the guest's: the server sends public rows alone, never the member's history.
    const guest = createDevice(server, null, member.jar);
    await guest.sync();
    expect(guest.engine.getStatus()).toMatchObject({ problem: null });
    expect(guest.net.log.map((request) => request.path)).toEqual(['/api/sync/pull']);
    for (const table of SYNC_TABLES) {
      expect(await guest.db.table(table).count(), table).toBe(
        PUBLIC_COUNTS[table as keyof typeof PUBLIC_COUNTS] ?? 0,
      );
    }
  });

  it("stops a member's database syncing under another member's session, sending nothing", async () => {
    const { account: first } = await newMember(server, 'First');
    const { device: second } = await newMember(server, 'Second');
    // Another tab signed the browser in as the second member: the first's database now sends
    // requests with the second's cookie.
    const tab = createDevice(server, first.id, second.jar);
    await local.journal(tab.db, 'Mine', 'Not for the other account');
    await tab.sync();
    expect(tab.engine.getStatus()).toMatchObject({
      problem: 'signin',
      message: ANOTHER_ACCOUNT_MESSAGE,
    });
    expect(await tab.db.outbox.count()).toBe(1);
    // Stored under neither account.
    const journals = await server.rows<{ n: number }>(
      'select count(*) as n from journal_entries where user_id in (?, ?)',
      first.id,
      second.db.ownerId,
    );
    expect(journals[0]!.n).toBe(0);
  });

  it('reports a guest offline when its pull gets no answer, and pulls once it can', async () => {
    const guest = createDevice(server, null);
    guest.net.online = false;
    await guest.engine.syncNow();
    expect(guest.engine.getStatus()).toMatchObject({ problem: 'offline' });
    expect(await guest.db.counselingTips.count()).toBe(0);

    guest.net.online = true;
    await guest.sync();
    expect(guest.engine.getStatus()).toMatchObject({ problem: null });
    expect(await guest.db.counselingTips.count()).toBe(PUBLIC_COUNTS.counselingTips);
  });

  it("keeps the member's own likes in step with the feed", async () => {
    const { device: author } = await newMember(server, 'Author');
    const { device: reader } = await newMember(server, 'Reader');
    const liked = await local.post(author.db, 'First', 'Author');
    const notLiked = await local.post(author.db, 'Second', 'Author');
    await author.sync();
    await reader.sync();
    expect(await reader.db.postLikes.count()).toBe(0);
    await local.like(reader.db, liked);
    await reader.sync();

    expect((await reader.db.postLikes.toArray()).map((like) => like.postId)).toEqual([liked]);
    expect(await reader.db.communityPosts.get(liked)).toMatchObject({
      likes: 1,
      likedByMe: true,
      author: { name: 'Author' },
    });
    expect(await reader.db.communityPosts.get(notLiked)).toMatchObject({
      likes: 0,
      likedByMe: false,
    });
    await author.sync();
    expect(await author.db.communityPosts.get(liked)).toMatchObject({
      likes: 1,
      likedByMe: false,
    });
    expect(await author.db.postLikes.count()).toBe(0);
  });
});
