import type { CommunityPost, FeedFilter } from '@selah/shared';
import {
  COMMUNITY_STATS_KEY,
  useDb,
  useLiveQuery,
  useLiveRead,
  type CommunityStats as ServerStats,
  type LiveRead,
  type SelahDB,
} from '../../db';

/** A feed post as the screens show it: `likedByMe` is always known (from the local postLikes). */
export type FeedPost = CommunityPost & { likedByMe: boolean; fetchedAt?: string };

/**
 * The community feed on this device, newest first, without the posts the member hid or the authors
 * they muted; `limit` bounds the list (all when omitted). Filtered posts do not count toward it.
 */
export function communityPostsRead(db: SelahDB, limit?: number): LiveRead<FeedPost[]> {
  return { key: `community-posts:${limit}`, db, read: () => readPosts(db, limit) };
}

export function useCommunityPosts(limit?: number): FeedPost[] | undefined {
  return useLiveRead(communityPostsRead(useDb(), limit));
}

async function readPosts(db: SelahDB, limit: number | undefined): Promise<FeedPost[]> {
  const filters = await db.feedFilters.toArray();
  const hiddenPosts = new Set(filters.filter((f) => f.kind === 'post').map((f) => f.targetId));
  const mutedAuthors = new Set(filters.filter((f) => f.kind === 'author').map((f) => f.targetId));
  let newestFirst = db.communityPosts.orderBy('createdAt').reverse();
  if (filters.length > 0) {
    newestFirst = newestFirst.filter(
      (post) => !hiddenPosts.has(post.id) && !mutedAuthors.has(post.userId),
    );
  }
  const posts = await (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
  const likes = await db.postLikes.bulkGet(posts.map((post) => post.id));
  return posts.map((post, index) => ({ ...post, likedByMe: likes[index] !== undefined }));
}

/** The member's feed filters (hidden posts, muted authors), newest first. */
export function useFeedFilters(): FeedFilter[] | undefined {
  const db = useDb();
  return useLiveQuery(() => db.feedFilters.orderBy('createdAt').reverse().toArray(), [db]);
}

export interface CommunityStats {
  posts: number;
  /** The sum of every post's likes. */
  totalLikes: number;
  /** How many distinct members wrote the posts. */
  activeMembers: number;
}

export function communityStatsOf(posts: readonly Pick<CommunityPost, 'userId' | 'likes'>[]) {
  const authors = new Set(posts.map((post) => post.userId));
  const totalLikes = posts.reduce((sum, post) => sum + post.likes, 0);
  return { posts: posts.length, totalLikes, activeMembers: authors.size };
}

/**
 * The feed's three figures: the server's counts over the whole community, as the last sync brought
 * them (so they show offline too). Before the first sync has brought any, the posts on this device.
 */
export function useCommunityStats(): CommunityStats | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const kept = (await db.meta.get(COMMUNITY_STATS_KEY))?.value as ServerStats | undefined;
    if (kept) return { posts: kept.posts, totalLikes: kept.likes, activeMembers: kept.members };
    return communityStatsOf(await db.communityPosts.toArray());
  }, [db]);
}

/**
 * How many visible posts the whole community has, as the server counted at the last sync; null
 * before any sync brought the counts (undefined while reading). A device holding at least this many
 * posts holds the whole feed, so it need not ask the server for older pages.
 */
export function useServerPostCount(): number | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const kept = (await db.meta.get(COMMUNITY_STATS_KEY))?.value as ServerStats | undefined;
    return kept?.posts ?? null;
  }, [db]);
}
