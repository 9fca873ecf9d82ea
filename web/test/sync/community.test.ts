/**
 * The community feed across devices: a device keeps a window of the feed, not its history; a post
 * an admin hides (or its author deletes) leaves every device, offline ones on their next sync; a
 * report made offline reaches the admins exactly once; likes taken back stay exact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_FETCHED_KEEP_MS, FEED_WINDOW, uuidv7 } from '@selah/shared';
import { COMMUNITY_STATS_KEY, type SelahDB } from '../../src/db';
import { createCommunityRepository } from '../../src/data/community/repository';
import { anotherDevice, local, newMember, serveDeviceTests } from './harness/device';
import { BASE_URL, CookieJar, deviceFetch, signUp, type TestServer } from './harness/server';

let server: TestServer;
serveDeviceTests((started) => (server = started));

// The first account on a fresh server is its admin.
const adminJar = new CookieJar();
beforeAll(async () => {
  await signUp(deviceFetch(server, adminJar), 'Admin');
});

async function asAdmin(method: string, path: string): Promise<Response> {
  return deviceFetch(server, adminJar)(`${BASE_URL}${path}`, { method, headers: {} });
}

const community = (db: SelahDB) => createCommunityRepository(() => db);

async function postIds(db: SelahDB): Promise<string[]> {
  return (await db.communityPosts.toArray()).map((post) => post.id);
}

/**
 * `count` posts by `authorId`, written straight into the server's database (the posting quota is
 * for people, not fixtures), each a minute apart ending `endMs`, with the community's counts and
 * the community's change counter moved on as the app would.
 */
async function seedPosts(authorId: string, count: number, endMs: number): Promise<string[]> {
  const [counter] = await server.rows<{ value: number }>(
    "select value from space_versions where space = 'community'",
  );
  let version = Number(counter?.value ?? 0);
  const ids: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const at = endMs - i * 60_000;
    const id = uuidv7(at);
    version += 1;
    await server.rows(
      'insert into community_posts (id, user_id, content, likes, created_at, version) values (?, ?, ?, 0, ?, ?)',
      id,
      authorId,
      `Seeded ${i}`,
      new Date(at).toISOString(),
      version,
    );
    ids.push(id);
  }
  await server.rows(
    `insert into space_versions (space, value) values ('community', ?)
     on conflict (space) do update set value = excluded.value`,
    version,
  );
  await recountStats();
  return ids;
}

/**
 * Takes an author's seeded posts out again: the window is the newest posts server-wide, so posts
 * dated ahead would keep later tests' posts out of every device.
 */
async function removePostsBy(authorId: string): Promise<void> {
  await server.rows('delete from community_posts where user_id = ?', authorId);
  await recountStats();
}

async function recountStats(): Promise<void> {
  await server.rows(
    `update community_stats set
       posts = (select count(*) from community_posts where hidden_at is null),
       likes = (select coalesce(sum(likes), 0) from community_posts where hidden_at is null),
       members = (select count(distinct user_id) from community_posts where hidden_at is null)
     where id = 1`,
  );
}

describe('the feed window on a device', () => {
  it('keeps the newest posts and the member’s own, not the history, and the server’s counts', async () => {
    const { account: writer } = await newMember(server, 'Writer');
    const { device: phone } = await newMember(server, 'Reader');
    const ownPost = await local.post(phone.db, 'My first words', 'Reader');
    await phone.sync();
    // All newer than the member's own post, which is outside the window but theirs.
    const seeded = await seedPosts(writer.id, FEED_WINDOW + 30, Date.now() + 200 * 60_000);

    await phone.sync();
    const kept = new Set(await postIds(phone.db));
    expect(kept.size).toBe(FEED_WINDOW + 1);
    expect(kept.has(ownPost)).toBe(true);
    for (const id of seeded.slice(-FEED_WINDOW)) expect(kept.has(id)).toBe(true);
    for (const id of seeded.slice(0, 30)) expect(kept.has(id)).toBe(false);
    const stats = (await phone.db.meta.get(COMMUNITY_STATS_KEY))?.value as { posts: number };
    expect(stats.posts).toBeGreaterThanOrEqual(FEED_WINDOW + 31);

    // A newer post pushes the oldest one out of the window, on the device too.
    const [newest] = await seedPosts(writer.id, 1, Date.now() + 300 * 60_000);
    await phone.sync();
    const after = new Set(await postIds(phone.db));
    expect(after.has(newest!)).toBe(true);
    expect(after.has(seeded.at(-FEED_WINDOW)!)).toBe(false);
    expect(after.size).toBe(FEED_WINDOW + 1);
    await removePostsBy(writer.id);
  });

  it('keeps an older post fetched while scrolling for a day, then lets it go', async () => {
    const { account: writer } = await newMember(server, 'Writer');
    const { device: phone } = await newMember(server, 'Reader');
    const seeded = await seedPosts(writer.id, FEED_WINDOW + 5, Date.now());
    await phone.sync();
    const oldest = seeded[0]!;
    expect(await phone.db.communityPosts.get(oldest)).toBeUndefined();
    // As fetchOlderPosts stores it.
    await phone.db.communityPosts.put({
      id: oldest,
      userId: writer.id,
      content: 'Seeded old',
      likes: 0,
      createdAt: new Date(Date.now() - 10 * 24 * 3600_000).toISOString(),
      author: { name: 'Writer' },
      fetchedAt: new Date(phone.time.now()).toISOString(),
    });
    await phone.sync();
    expect(await phone.db.communityPosts.get(oldest)).toBeDefined();
    phone.time.advance(FEED_FETCHED_KEEP_MS + 60_000);
    await phone.sync();
    expect(await phone.db.communityPosts.get(oldest)).toBeUndefined();
    await removePostsBy(writer.id);
  });
});

describe('moderation across devices', () => {
  it('removes a hidden post from a device that was offline when it was hidden', async () => {
    const { device: author } = await newMember(server, 'Author');
    const { account: reader, device: phone } = await newMember(server, 'Reader');
    const tablet = await anotherDevice(server, reader);
    const postId = await local.post(author.db, 'Words that hurt', 'Author');
    await author.sync();
    await phone.sync();
    await tablet.sync();
    expect(await tablet.db.communityPosts.get(postId)).toBeDefined();

    tablet.net.online = false;
    // Liked offline on the tablet, while the admin hides the post.
    expect(await community(tablet.db).likeCommunityPost(postId)).toBe(true);
    expect((await asAdmin('POST', `/api/admin/community-posts/${postId}/hide`)).status).toBe(200);

    await phone.sync();
    expect(await phone.db.communityPosts.get(postId)).toBeUndefined();
    tablet.net.online = true;
    await tablet.sync();
    expect(await tablet.db.communityPosts.get(postId)).toBeUndefined();
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await server.rows('select likes from community_posts where id = ?', postId)).toEqual([
      { likes: 0 },
    ]);

    // Restored, it comes back to both.
    expect((await asAdmin('POST', `/api/admin/community-posts/${postId}/restore`)).status).toBe(
      200,
    );
    await phone.sync();
    await tablet.sync();
    expect(await phone.db.communityPosts.get(postId)).toBeDefined();
    expect(await tablet.db.communityPosts.get(postId)).toBeDefined();
  });

  it('takes a report made offline to the admins’ queue exactly once, even when an answer is lost', async () => {
    const { device: author } = await newMember(server, 'Author');
    const { device: phone } = await newMember(server, 'Reader');
    const postId = await local.post(author.db, 'Buy my course', 'Author');
    await author.sync();
    await phone.sync();

    phone.net.online = false;
    await community(phone.db).reportCommunityPost(postId, { reason: 'spam', note: 'An advert' });
    // A second tap on another screen changes nothing: one report per member.
    expect(await community(phone.db).reportCommunityPost(postId, { reason: 'other' })).toBe(false);
    expect((await phone.db.communityPosts.get(postId))?.reportedByMe).toBe(true);
    phone.net.online = true;
    phone.net.inject('lose-response', 1, '/api/sync/push');
    await phone.sync();
    await phone.sync();

    expect(
      await server.rows('select reason, note from post_reports where post_id = ?', postId),
    ).toEqual([{ reason: 'spam', note: 'An advert' }]);
    const queue = (await (await asAdmin('GET', '/api/admin/reports')).json()) as {
      post: { id: string };
      reports: unknown[];
    }[];
    expect(queue.find((item) => item.post.id === postId)?.reports).toHaveLength(1);
  });

  it('deletes a post everywhere when its author deletes it on one device', async () => {
    const { device: author } = await newMember(server, 'Author');
    const { device: reader } = await newMember(server, 'Reader');
    const postId = await local.post(author.db, 'Oops, wrong group', 'Author');
    await author.sync();
    await reader.sync();
    await community(author.db).deleteCommunityPost(postId);
    expect(await author.db.communityPosts.get(postId)).toBeUndefined();
    await author.sync();
    await reader.sync();
    expect(await reader.db.communityPosts.get(postId)).toBeUndefined();
    expect(await server.rows('select id from community_posts where id = ?', postId)).toEqual([]);
  });
});

describe('likes', () => {
  it('a like on one device and its unlike on another leave the count exact', async () => {
    const { device: author } = await newMember(server, 'Author');
    const { account: reader, device: phone } = await newMember(server, 'Reader');
    const laptop = await anotherDevice(server, reader);
    const postId = await local.post(author.db, 'Grateful today', 'Author');
    await author.sync();
    await phone.sync();
    await laptop.sync();

    await community(phone.db).likeCommunityPost(postId);
    await phone.sync();
    await laptop.sync();
    expect((await laptop.db.communityPosts.get(postId))?.likes).toBe(1);
    expect(await community(laptop.db).unlikeCommunityPost(postId)).toBe(true);
    expect(await laptop.db.postLikes.get(postId)).toBeUndefined();
    await laptop.sync();
    await phone.sync();
    for (const device of [phone, laptop]) {
      expect(await device.db.communityPosts.get(postId)).toMatchObject({
        likes: 0,
        likedByMe: false,
      });
    }
    expect(
      await server.rows('select count(*) as n from post_likes where post_id = ?', postId),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps a muted author’s posts out of the feed on every device of the member', async () => {
    const { account: loud, device: loudDevice } = await newMember(server, 'Loud');
    const { account: me, device: phone } = await newMember(server, 'Me');
    const laptop = await anotherDevice(server, me);
    await local.post(loudDevice.db, 'Loud words', 'Loud');
    await loudDevice.sync();
    await community(phone.db).filterFeed('author', loud.id);
    await phone.sync();
    await laptop.sync();
    expect(await laptop.db.feedFilters.toArray()).toEqual([
      expect.objectContaining({ kind: 'author', targetId: loud.id }),
    ]);
  });
});
