/**
 * The community screen's paging reads, beside the feed hooks: the posts on the device unfiltered (the
 * feed window's edge, and the names behind "Hidden and muted"), and the end of a fetched page of
 * older posts.
 */
import type { CommunityPost } from '@selah/shared';
import { useDb, useLiveQuery, type SelahDB } from '../../db';

/** A post's place in the feed's order (newest first by createdAt, then id), as the server pages it. */
export type PostKey = Pick<CommunityPost, 'createdAt' | 'id'>;

/** True when `a` comes after `b` in the feed (it is older). */
export function isOlder(a: PostKey, b: PostKey): boolean {
  return a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
}

/** Every post on this device, newest first, the ones the member hid or muted included. */
export function useLocalPosts(): CommunityPost[] | undefined {
  const db = useDb();
  return useLiveQuery(() => db.communityPosts.orderBy('createdAt').reverse().toArray(), [db]);
}

/**
 * The `count`-th post after `cursor` that the member's filters let through: the oldest post of the
 * page GET /api/community-posts?cursor= answered with `count` posts (the server leaves out what the
 * member hid or muted, and the page is stored on the device by then). Read once, straight after the
 * fetch, because a live query may not have caught up yet. Undefined when none is found.
 */
export async function pageEndAfter(
  db: SelahDB,
  cursor: PostKey,
  count: number,
): Promise<PostKey | undefined> {
  const filters = await db.feedFilters.toArray();
  const hidden = new Set(filters.filter((f) => f.kind === 'post').map((f) => f.targetId));
  const muted = new Set(filters.filter((f) => f.kind === 'author').map((f) => f.targetId));
  const page = await db.communityPosts
    .where('createdAt')
    .belowOrEqual(cursor.createdAt)
    .reverse()
    .filter((post) => isOlder(post, cursor) && !hidden.has(post.id) && !muted.has(post.userId))
    .limit(count)
    .toArray();
  const last = page[page.length - 1];
  return last && { createdAt: last.createdAt, id: last.id };
}
