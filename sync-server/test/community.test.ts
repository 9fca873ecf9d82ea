import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { communityPostSchema, uuidv7 } from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer({ seed: true, demo: true });
const { call, rows, clock } = server;
const posts = z.array(communityPostSchema);

describe('community feed', () => {
  it('is for signed-in members only', async () => {
    const post = (await rows<{ id: string }>('select id from community_posts limit 1'))[0]!;
    expectError(await call('GET', '/api/community-posts'), 401, 'Please sign in');
    expectError(
      await call('POST', '/api/community-posts', { body: { content: 'Hi' } }),
      401,
      'Please sign in',
    );
    expectError(await call('POST', `/api/community-posts/${post.id}/like`), 401, 'Please sign in');
  });

  it('shows the seeded demo posts newest first with author names and like counts', async () => {
    const { cookie } = await signUp(server);
    const feed = expectJson(await call('GET', '/api/community-posts', { cookie }), 200, posts);
    expect(feed).toHaveLength(5);
    expect(feed.map((post) => post.author.name)).toEqual([
      'Sarah Johnson',
      'Michael Chen',
      'Grace Williams',
      'Sarah Johnson',
      'Michael Chen',
    ]);
    expect(feed.map((post) => post.likes)).toEqual([2, 1, 2, 1, 0]);
    expect(feed.every((post) => post.likedByMe === false)).toBe(true);
    const times = feed.map((post) => post.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shares a post as the session's member, ignoring a placeholder userId", async () => {
    const a = await signUp(server, { name: 'Ada Brooks' });
    const b = await signUp(server);
    const post = expectJson(
      await call('POST', '/api/community-posts', {
        cookie: a.cookie,
        body: { content: '  Grateful today  ', userId: b.user.id },
      }),
      201,
      communityPostSchema,
    );
    expect(post).toMatchObject({
      userId: a.user.id,
      content: 'Grateful today',
      likes: 0,
      author: { name: 'Ada Brooks' },
      likedByMe: false,
      createdAt: clock.now().toISOString(),
    });
    expect(
      await rows('select user_id, content, likes from community_posts where id = ?', post.id),
    ).toEqual([{ user_id: a.user.id, content: 'Grateful today', likes: 0 }]);
    clock.advance(1000);
    const feed = expectJson(
      await call('GET', '/api/community-posts', { cookie: b.cookie }),
      200,
      posts,
    );
    expect(feed[0]?.id).toBe(post.id);
  });

  it('refuses a blank message with the spec text', async () => {
    const { cookie } = await signUp(server);
    for (const body of [{}, { content: '' }, { content: '   \n ' }]) {
      expectError(
        await call('POST', '/api/community-posts', { cookie, body }),
        400,
        'Please write a message to share',
        'content',
      );
    }
  });

  it('a like counts once per member: liking again changes nothing and returns the post', async () => {
    const author = await signUp(server);
    const fan = await signUp(server);
    const other = await signUp(server);
    const post = expectJson(
      await call('POST', '/api/community-posts', {
        cookie: author.cookie,
        body: { content: 'Hello' },
      }),
      201,
      communityPostSchema,
    );
    const liked = expectJson(
      await call('POST', `/api/community-posts/${post.id}/like`, { cookie: fan.cookie }),
      200,
      communityPostSchema,
    );
    expect(liked).toMatchObject({ id: post.id, likes: 1, likedByMe: true, author: post.author });
    const [afterFirst] = await rows<{ version: number }>(
      'select version from community_posts where id = ?',
      post.id,
    );
    const again = expectJson(
      await call('POST', `/api/community-posts/${post.id}/like`, { cookie: fan.cookie }),
      200,
      communityPostSchema,
    );
    expect(again).toEqual(liked);
    expect(await rows('select version from community_posts where id = ?', post.id)).toEqual([
      afterFirst,
    ]);
    expect(await rows('select user_id from post_likes where post_id = ?', post.id)).toEqual([
      { user_id: fan.user.id },
    ]);

    const second = expectJson(
      await call('POST', `/api/community-posts/${post.id}/like`, { cookie: other.cookie }),
      200,
      communityPostSchema,
    );
    expect(second.likes).toBe(2);
    const authorView = expectJson(
      await call('GET', '/api/community-posts', { cookie: author.cookie }),
      200,
      posts,
    );
    expect(authorView.find((p) => p.id === post.id)).toMatchObject({ likes: 2, likedByMe: false });
  });

  it('answers 404 when liking a post that does not exist', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', `/api/community-posts/${uuidv7()}/like`, { cookie }),
      404,
      'Post not found',
    );
  });

  it('keeps an offline post id; a retry returns the stored post', async () => {
    const { cookie } = await signUp(server);
    const body = { id: uuidv7(), content: 'Posted from the mountains' };
    const first = expectJson(
      await call('POST', '/api/community-posts', { cookie, body }),
      201,
      communityPostSchema,
    );
    expect(first.id).toBe(body.id);
    expect(
      expectJson(
        await call('POST', '/api/community-posts', { cookie, body }),
        200,
        communityPostSchema,
      ),
    ).toEqual(first);
  });
});
