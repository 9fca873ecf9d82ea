import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  communityPostSchema,
  communityStatsSchema,
  FEED_WINDOW,
  reportedPostSchema,
  uuidv7,
} from '@selah/shared';
import { writeTransaction } from '../src/db/transaction';
import { recountCommunityStats } from '../src/services/community-stats';
import { createTestServer, expectError, expectJson, HOUR, signUp, type Member } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer({
  writeQuotas: { posts: { max: 1_000, windowMs: HOUR } },
});
const { call, clock, rows } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();
const posts = z.array(communityPostSchema);
const reports = z.array(reportedPostSchema);

const admin = await signUp(server, { name: 'Ruth Admin' }); // the first account is the admin

async function share(member: Member, content = 'Praying for you all'): Promise<string> {
  const body = { id: uuidv7(clock.now().getTime()), content };
  clock.advance(1000);
  const post = expectJson(
    await call('POST', '/api/community-posts', { cookie: member.cookie, body }),
    201,
    communityPostSchema,
  );
  return post.id;
}

async function feed(member: Member) {
  return expectJson(
    await call('GET', '/api/community-posts?limit=500', { cookie: member.cookie }),
    200,
    posts,
  );
}

async function stats(member: Member) {
  return expectJson(
    await call('GET', '/api/community-stats', { cookie: member.cookie }),
    200,
    communityStatsSchema,
  );
}

/** The stats as kept must equal a full recount at every moment. */
async function expectStatsExact(member: Member) {
  const kept = await stats(member);
  const recounted = await writeTransaction(server.db, (tx) => recountCommunityStats(tx));
  expect(kept).toEqual(recounted);
  return kept;
}

async function reportQueue() {
  return expectJson(
    await call('GET', '/api/admin/reports', { cookie: admin.cookie }),
    200,
    reports,
  );
}

describe('deleting a post', () => {
  it('lets the author delete their own post, everywhere, and keeps the stats exact', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const before = await stats(reader);
    const id = await share(author);
    await call('POST', `/api/community-posts/${id}/like`, { cookie: reader.cookie });
    expect(await stats(reader)).toEqual({
      posts: before.posts + 1,
      likes: before.likes + 1,
      members: before.members + 1,
    });
    const { cursor } = await pullAll(reader.cookie);

    expectError(
      await call('DELETE', `/api/community-posts/${id}`, { cookie: reader.cookie }),
      403,
      'You can only delete your own posts',
    );
    const deleted = await call('DELETE', `/api/community-posts/${id}`, { cookie: author.cookie });
    expect(deleted.status).toBe(200);
    expect((await feed(reader)).map((post) => post.id)).not.toContain(id);
    expect(await expectStatsExact(reader)).toEqual(before);
    // The reader's device learns of it on its next pull.
    const { changes } = await pullAll(reader.cookie, cursor);
    expect(changes).toContainEqual(expect.objectContaining({ op: 'delete', id }));
    expect(await rows('select count(*) as n from post_likes where post_id = ?', id)).toEqual([
      { n: 0 },
    ]);
    expectError(
      await call('DELETE', `/api/community-posts/${id}`, { cookie: author.cookie }),
      404,
      'Post not found',
    );
  });

  it('settles a like pushed for a post deleted meanwhile as done, changing nothing', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const id = await share(author);
    await call('DELETE', `/api/community-posts/${id}`, { cookie: author.cookie });
    const [result] = await pushOk(reader.cookie, [mutation('post.like', { id })]);
    expect(result?.status).toBe('applied');
    await expectStatsExact(reader);
  });
});

describe('likes', () => {
  it('one like per member, and an unlike takes it back exactly once', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const id = await share(author);
    const like = () => call('POST', `/api/community-posts/${id}/like`, { cookie: reader.cookie });
    const unlike = () =>
      call('DELETE', `/api/community-posts/${id}/like`, { cookie: reader.cookie });
    expect(expectJson(await like(), 200, communityPostSchema)).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expect(expectJson(await like(), 200, communityPostSchema).likes).toBe(1);
    expect(expectJson(await unlike(), 200, communityPostSchema)).toMatchObject({
      likes: 0,
      likedByMe: false,
    });
    expect(expectJson(await unlike(), 200, communityPostSchema).likes).toBe(0);
    // Pushed from two devices (one replaying the other's like), the count still converges.
    await pushOk(reader.cookie, [mutation('post.like', { id })]);
    await pushOk(reader.cookie, [mutation('post.like', { id }), mutation('post.unlike', { id })]);
    await pushOk(reader.cookie, [mutation('post.like', { id })]);
    expect((await feed(author)).find((post) => post.id === id)?.likes).toBe(1);
    await expectStatsExact(reader);
  });
});

describe('reports and the admins’ queue', () => {
  it('takes a report once per member, with a reason, and shows admins who reported what', async () => {
    const author = await signUp(server, { name: 'Terse Tom' });
    const ann = await signUp(server, { name: 'Ann Reporter' });
    const ben = await signUp(server, { name: 'Ben Reporter' });
    const id = await share(author, 'Something unkind');
    const report = (member: Member, body: unknown) =>
      call('POST', `/api/community-posts/${id}/report`, { cookie: member.cookie, body });

    expectError(await report(ann, { reason: 'rude' }), 400, 'Please choose a reason');
    expectError(await report(ann, {}), 400, 'Please choose a reason');
    expect(
      expectJson(
        await report(ann, { reason: 'unkind', note: 'Mocks a grieving member' }),
        200,
        communityPostSchema,
      ).reportedByMe,
    ).toBe(true);
    // Ann again (another device): the first report stands.
    expect((await report(ann, { reason: 'spam' })).status).toBe(200);
    // Ben reports offline; the push is replayed after a lost answer: one report.
    const offline = mutation('post.report', { id, reason: 'harmful' });
    await pushOk(ben.cookie, [offline]);
    await pushOk(ben.cookie, [offline]);
    await pushOk(ben.cookie, [mutation('post.report', { id, reason: 'other' })]);

    const queued = (await reportQueue()).find((item) => item.post.id === id);
    expect(queued?.post).toMatchObject({
      content: 'Something unkind',
      author: { name: 'Terse Tom' },
    });
    expect(queued?.hiddenAt).toBeNull();
    expect(queued?.reports.map((r) => [r.reporter.name, r.reason, r.note]).sort()).toEqual([
      ['Ann Reporter', 'unkind', 'Mocks a grieving member'],
      ['Ben Reporter', 'harmful', null],
    ]);
    // The author sees nothing of it.
    const seen = (await feed(author)).find((post) => post.id === id);
    expect(seen?.reportedByMe).toBe(false);
  });

  it('is for admins only, on the server', async () => {
    const member = await signUp(server);
    const id = await share(member);
    expectError(await call('GET', '/api/admin/reports'), 401, 'Please sign in');
    for (const [method, path] of [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/community-posts/${id}/hide`],
      ['POST', `/api/admin/community-posts/${id}/restore`],
    ] as const) {
      expect((await call(method, path, { cookie: member.cookie })).status).toBe(403);
    }
    expect((await feed(member)).map((post) => post.id)).toContain(id);
  });

  it('hides a post from every member, their devices (offline ones too) and the stats; restores it', async () => {
    const author = await signUp(server);
    const reader = await signUp(server);
    const before = await stats(reader);
    const id = await share(author, 'Hurtful words');
    await call('POST', `/api/community-posts/${id}/like`, { cookie: reader.cookie });
    await call('POST', `/api/community-posts/${id}/report`, {
      cookie: reader.cookie,
      body: { reason: 'unkind' },
    });
    // The reader's second device pulls, then goes offline.
    const offlineDevice = await pullAll(reader.cookie);
    expect(offlineDevice.changes.some((c) => c.op === 'put' && c.id === id)).toBe(true);

    const hidden = await call('POST', `/api/admin/community-posts/${id}/hide`, {
      cookie: admin.cookie,
    });
    expect(hidden.status).toBe(200);
    expect((await feed(reader)).map((post) => post.id)).not.toContain(id);
    expect((await feed(author)).map((post) => post.id)).not.toContain(id);
    expect(await expectStatsExact(reader)).toEqual(before);
    expect((await reportQueue()).find((item) => item.post.id === id)?.hiddenAt).toBe(
      clock.now().toISOString(),
    );
    // Hiding twice changes nothing.
    expect(
      (await call('POST', `/api/admin/community-posts/${id}/hide`, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
    expect(await expectStatsExact(reader)).toEqual(before);

    // A like queued offline reaches the server after the hide: settled, no effect.
    const [late] = await pushOk(reader.cookie, [mutation('post.unlike', { id })]);
    expect(late?.status).toBe('applied');
    expect(await rows('select likes from community_posts where id = ?', id)).toEqual([
      { likes: 1 },
    ]);

    // Back online, the second device removes it; a new device never sees it.
    const { changes, cursor } = await pullAll(reader.cookie, offlineDevice.cursor);
    expect(changes.filter((c) => c.id === id)).toEqual([
      expect.objectContaining({ op: 'delete', table: 'communityPosts' }),
    ]);
    const fresh = await pullAll(reader.cookie);
    expect(fresh.changes.some((c) => c.op === 'put' && c.id === id)).toBe(false);

    const restored = await call('POST', `/api/admin/community-posts/${id}/restore`, {
      cookie: admin.cookie,
    });
    expect(restored.status).toBe(200);
    expect((await feed(reader)).find((post) => post.id === id)).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expect((await pullAll(reader.cookie, cursor)).changes).toContainEqual(
      expect.objectContaining({ op: 'put', id }),
    );
    const after = await expectStatsExact(reader);
    expect(after).toEqual({
      posts: before.posts + 1,
      likes: before.likes + 1,
      members: before.members + 1,
    });
    expectError(
      await call('POST', `/api/admin/community-posts/${uuidv7()}/hide`, { cookie: admin.cookie }),
      404,
      'Post not found',
    );
  });
});

describe('hiding and muting for oneself', () => {
  it('keeps a post or an author out of that member’s feed only', async () => {
    const loud = await signUp(server);
    const quiet = await signUp(server);
    const me = await signUp(server);
    const loudPost = await share(loud, 'Loud');
    const quietPost = await share(quiet, 'Quiet');
    const otherQuiet = await share(quiet, 'Quiet again');
    const filter = (body: object) => call('POST', '/api/feed-filters', { cookie: me.cookie, body });
    expect((await filter({ kind: 'author', targetId: loud.user.id })).status).toBe(201);
    const hidden = expectJson(
      await filter({ kind: 'post', targetId: quietPost }),
      201,
      z.object({ id: z.string() }),
    );
    expectError(
      await filter({ kind: 'everyone', targetId: loud.user.id }),
      400,
      'Invalid option: expected one of "post"|"author"',
    );

    const mine = (await feed(me)).map((post) => post.id);
    expect(mine).not.toContain(loudPost);
    expect(mine).not.toContain(quietPost);
    expect(mine).toContain(otherQuiet);
    const theirs = (await feed(quiet)).map((post) => post.id);
    expect(theirs).toEqual(expect.arrayContaining([loudPost, quietPost, otherQuiet]));

    await call('DELETE', `/api/feed-filters/${hidden.id}`, { cookie: me.cookie });
    expect((await feed(me)).map((post) => post.id)).toContain(quietPost);
    // Nobody else can see or remove them.
    expect(
      expectJson(
        await call('GET', '/api/feed-filters', { cookie: quiet.cookie }),
        200,
        z.array(z.unknown()),
      ),
    ).toEqual([]);
  });
});

describe('the feed window a device keeps', () => {
  it('gives a new device the newest posts and the member’s own, not the history', async () => {
    const windowServer = await createTestServer({
      writeQuotas: { posts: { max: 1_000, windowMs: HOUR } },
    });
    const client = syncClient(windowServer);
    const writer = await signUp(windowServer);
    const me = await signUp(windowServer);
    const push = mutationFactory();
    const post = (content: string) => {
      windowServer.clock.advance(1000);
      const id = uuidv7(windowServer.clock.now().getTime());
      return {
        id,
        pushed: push('post.create', { id, content, createdAt: at(windowServer.clock.now()) }),
      };
    };
    const myOld = post('My first post');
    await client.pushOk(me.cookie, [myOld.pushed]);
    const older = Array.from({ length: 60 }, (_, i) => post(`older ${i}`));
    const newer = Array.from({ length: FEED_WINDOW }, (_, i) => post(`newer ${i}`));
    for (const batch of [older, newer]) {
      for (let start = 0; start < batch.length; start += 100) {
        await client.pushOk(
          writer.cookie,
          batch.slice(start, start + 100).map((p) => p.pushed),
        );
      }
    }

    const first = await client.pullAll(me.cookie);
    const pulledPosts = first.changes.filter((c) => c.table === 'communityPosts');
    const ids = new Set(pulledPosts.map((c) => c.id));
    expect(ids.size).toBe(FEED_WINDOW + 1);
    expect(ids.has(myOld.id)).toBe(true);
    for (const m of newer) expect(ids.has(m.id)).toBe(true);
    for (const m of older) expect(ids.has(m.id)).toBe(false);
    expect(first.last.communityStats).toEqual({ posts: 161, likes: 0, members: 2 });

    // The history is still there to page through on demand.
    const page = await windowServer.call('GET', `/api/community-posts?limit=500`, {
      cookie: me.cookie,
    });
    expect(expectJson(page, 200, posts)).toHaveLength(161);

    // A new post arrives on the next pull; a like on an old post outside the window does not.
    const fresh = post('fresh');
    await client.pushOk(writer.cookie, [fresh.pushed]);
    await client.pushOk(me.cookie, [push('post.like', { id: older[0]!.id })]);
    const next = await client.pullAll(me.cookie, first.cursor);
    expect(next.changes.map((c) => c.id)).toEqual([fresh.id]);
    expect(next.last.communityStats).toEqual({ posts: 162, likes: 1, members: 2 });
  });
});

describe('posting limits', () => {
  it('lets a member share ten encouragements in ten minutes, and says kindly when to wait', async () => {
    const limited = await createTestServer();
    const member = await signUp(limited);
    for (let i = 0; i < 10; i += 1) {
      limited.clock.advance(60 * 1000);
      const response = await limited.call('POST', '/api/community-posts', {
        cookie: member.cookie,
        body: { content: `Encouragement ${i}` },
      });
      expect(response.status).toBe(201);
    }
    let refused: Awaited<ReturnType<typeof limited.call>> | undefined;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const response = await limited.call('POST', '/api/community-posts', {
        cookie: member.cookie,
        body: { content: `More ${i}` },
      });
      if (response.status === 429) refused = response;
    }
    expect(refused).toBeDefined();
    expect(refused!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((refused!.body as { error: string }).error).toMatch(
      /^You have shared a lot of posts in the last hour\. Please wait \d+ minutes? before sharing more\.$/,
    );
  });
});
