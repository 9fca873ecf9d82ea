import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type CommunityPost } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import {
  SIGN_IN_TO_LIKE,
  SIGN_IN_TO_POST,
  createCommunityPost,
  likeCommunityPost,
} from './repository';

function post(likes: number): CommunityPost {
  return {
    id: uuidv7(),
    userId: 'other-member',
    content: 'Be encouraged',
    likes,
    createdAt: new Date().toISOString(),
    author: { name: 'Grace Lee' },
  };
}

describe('community repository', () => {
  it('shares a trimmed post under the member name with a post.create entry that parses', async () => {
    activateAccount('member-1');
    const created = await createCommunityPost('  You are loved.  ', 'Sarah Johnson');

    const db = getDb();
    expect(await db.communityPosts.get(created.id)).toMatchObject({
      userId: 'member-1',
      content: 'You are loved.',
      likes: 0,
      author: { name: 'Sarah Johnson' },
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.name).toBe('post.create');
    expect(MUTATION_ARGS['post.create'].parse(entry!.args)).toEqual({
      id: created.id,
      content: 'You are loved.',
      createdAt: created.createdAt,
    });
  });

  it('rejects blank posts with the spec message', async () => {
    activateAccount('member-1');
    await expect(createCommunityPost(' \n ', 'Sarah')).rejects.toThrow(
      'Please write a message to share',
    );
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('refuses guests', async () => {
    await expect(createCommunityPost('Hello', 'Guest')).rejects.toThrow(SIGN_IN_TO_POST);
    await expect(likeCommunityPost(uuidv7())).rejects.toThrow(SIGN_IN_TO_LIKE);
    expect(await getDb().communityPosts.count()).toBe(0);
  });

  it('likes a post once per member: +1, one postLikes row, one post.like entry', async () => {
    const db = activateAccount('member-1');
    const target = post(4);
    await db.communityPosts.add(target);

    expect(await likeCommunityPost(target.id)).toBe(true);
    expect(await likeCommunityPost(target.id)).toBe(false);

    expect((await db.communityPosts.get(target.id))!.likes).toBe(5);
    expect(await db.postLikes.count()).toBe(1);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('post.like');
    expect(MUTATION_ARGS['post.like'].parse(entries[0]!.args)).toEqual({ id: target.id });
  });

  it('does nothing when the post is unknown', async () => {
    const db = activateAccount('member-1');
    expect(await likeCommunityPost(uuidv7())).toBe(false);
    expect(await db.postLikes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
