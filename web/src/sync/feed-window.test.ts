import { describe, expect, it } from 'vitest';
import { ENTITIES, FEED_FETCHED_KEEP_MS, uuidv7 } from '@selah/shared';
import { activateAccount } from '../db/active-db';
import { enqueue } from '../db/outbox';
import type { LocalPost, LocalPrayerRequest } from '../db/SelahDB';
import { pruneWindows } from './feed-window';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const newest = ENTITIES.communityPosts.window.newest;

/** A post `minutesAgo` old, by another member unless `userId` says otherwise. */
function post(minutesAgo: number, extra: Partial<LocalPost> = {}): LocalPost {
  return {
    id: uuidv7(),
    userId: 'other-member',
    content: 'Be encouraged',
    likes: 0,
    createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    author: { name: 'Grace Lee' },
    ...extra,
  };
}

describe('the device window of a shared table', () => {
  it('lets go of the rows past the newest, with their likes, keeping own, pending and fetched ones', async () => {
    const db = activateAccount('member-1');
    const window = Array.from({ length: newest }, (_, index) => post(index));
    const past = newest + 10;
    const likedOld = post(past, { likedByMe: true });
    const plainOld = post(past + 1);
    const own = post(past + 2, { userId: 'member-1' });
    const pending = post(past + 3);
    const fetchedLately = post(past + 4, { fetchedAt: new Date(NOW - 60_000).toISOString() });
    const fetchedLongAgo = post(past + 5, {
      fetchedAt: new Date(NOW - FEED_FETCHED_KEEP_MS - 60_000).toISOString(),
    });
    await db.communityPosts.bulkAdd([
      ...window,
      likedOld,
      plainOld,
      own,
      pending,
      fetchedLately,
      fetchedLongAgo,
    ]);
    await db.postLikes.bulkAdd([
      { postId: likedOld.id, likedAt: 'earlier' },
      { postId: window[0]!.id, likedAt: 'earlier' },
    ]);
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, { name: 'post.report', args: { id: pending.id, reason: 'spam' } }),
    );

    expect(await pruneWindows(db, NOW)).toBe(3);

    const kept = new Set((await db.communityPosts.toArray()).map((row) => row.id));
    for (const row of window) expect(kept.has(row.id)).toBe(true);
    for (const row of [own, pending, fetchedLately]) expect(kept.has(row.id)).toBe(true);
    for (const row of [likedOld, plainOld, fetchedLongAgo]) expect(kept.has(row.id)).toBe(false);
    expect((await db.postLikes.toArray()).map((like) => like.postId)).toEqual([window[0]!.id]);
  });

  it('keeps everything while the table holds no more than its window', async () => {
    const db = activateAccount('member-1');
    await db.communityPosts.bulkAdd(Array.from({ length: newest }, (_, index) => post(index)));
    expect(await pruneWindows(db, NOW)).toBe(0);
    expect(await db.communityPosts.count()).toBe(newest);
  });

  it('keeps the prayer requests the member prayed for, however old, and lets the others go', async () => {
    const db = activateAccount('member-1');
    const prayerWindow = ENTITIES.prayerRequests.window.newest;
    const request = (minutesAgo: number, extra: Partial<LocalPrayerRequest> = {}) => ({
      id: uuidv7(),
      userId: null,
      content: 'Please pray',
      isAnonymous: true,
      prayedCount: 0,
      answeredAt: null,
      testimony: null,
      createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
      author: null,
      prayedByMe: false,
      ...extra,
    });
    const recent = Array.from({ length: prayerWindow }, (_, index) => request(index));
    const prayedFor = request(prayerWindow + 5, { prayedByMe: true, prayedCount: 3 });
    const notPrayedFor = request(prayerWindow + 6);
    await db.prayerRequests.bulkAdd([...recent, prayedFor, notPrayedFor]);
    expect(await pruneWindows(db, NOW)).toBe(1);
    expect(await db.prayerRequests.get(prayedFor.id)).toBeDefined();
    expect(await db.prayerRequests.get(notPrayedFor.id)).toBeUndefined();
  });
});
