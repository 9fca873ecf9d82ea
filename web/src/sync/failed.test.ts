import { describe, expect, it } from 'vitest';
import { uuidv7, type MutationName } from '@selah/shared';
import { activateAccount } from '../db/active-db';
import type { OutboxEntry, SelahDB } from '../db/SelahDB';
import { retryFailedMutation } from './failed';

/** A post as the server's copy shows it to the member (the full pull after a rejection). */
async function serverPost(db: SelahDB, likedByMe: boolean) {
  const id = uuidv7();
  await db.communityPosts.add({
    id,
    userId: 'other-member',
    content: 'Be encouraged',
    likes: likedByMe ? 3 : 2,
    createdAt: '2026-01-02T08:00:00.000Z',
    author: { name: 'Grace Lee' },
    likedByMe,
    reportedByMe: false,
  });
  if (likedByMe) await db.postLikes.add({ postId: id, likedAt: '2026-01-02T08:00:00.000Z' });
  return id;
}

/** A change the server refused, parked in the outbox. */
async function parked(db: SelahDB, name: MutationName, id: string): Promise<string> {
  const mutationId = uuidv7();
  await db.outbox.add({
    mutationId,
    userId: db.ownerId,
    name,
    args: { id },
    createdAt: '2026-01-02T09:00:00.000Z',
    attempts: 1,
    lastError: 'Try again later',
  } as Omit<OutboxEntry, 'seq'> as OutboxEntry);
  return mutationId;
}

describe("retrying a parked mark keeps the member's own marks in step with the row", () => {
  it('a retried like lists the post among the likes again', async () => {
    const db = activateAccount('member-1');
    const id = await serverPost(db, false);
    const mutationId = await parked(db, 'post.like', id);

    expect(await retryFailedMutation(db, mutationId, new Date('2026-01-02T10:00:00.000Z'))).toBe(
      true,
    );

    expect(await db.communityPosts.get(id)).toMatchObject({ likedByMe: true, likes: 3 });
    expect(await db.postLikes.get(id)).toEqual({
      postId: id,
      likedAt: '2026-01-02T10:00:00.000Z',
    });
  });

  it('a retried unlike takes the post off the likes, as the row shows', async () => {
    const db = activateAccount('member-1');
    const id = await serverPost(db, true);
    const mutationId = await parked(db, 'post.unlike', id);

    expect(await retryFailedMutation(db, mutationId)).toBe(true);

    expect(await db.communityPosts.get(id)).toMatchObject({ likedByMe: false, likes: 2 });
    expect(await db.postLikes.get(id)).toBeUndefined();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ name: 'post.unlike', lastError: null }),
    ]);
  });
});
