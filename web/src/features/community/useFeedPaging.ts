import { useCallback, useEffect, useRef, useState } from 'react';
import { FEED_PAGE_SIZE, FEED_WINDOW, type CommunityPost } from '@selah/shared';
import {
  fetchOlderPosts,
  isOlder,
  pageEndAfter,
  useCommunityPosts,
  useLocalPosts,
  useServerPostCount,
  type FeedPost,
  type PostKey,
} from '../../data/community';
import { useDb } from '../../db';
import { isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';

/**
 * What the end of the listed feed offers next:
 * - 'local': more posts are on the device ("Show older posts" lists FEED_PAGE_SIZE more);
 * - 'fetch': the device has no more that follow on, so the next page comes from the server;
 * - 'loading' / 'error': that fetch is under way, or failed (retry);
 * - 'offline': the next page needs the server and the browser is offline;
 * - 'start': every post back to the community's first one is listed.
 */
export type FeedEnd = 'local' | 'fetch' | 'loading' | 'error' | 'offline' | 'start';

export interface FeedPaging {
  /** The posts to list, newest first; undefined while loading. */
  posts: FeedPost[] | undefined;
  /** Every post on the device, filtered ones included (names for "Hidden and muted"). */
  localPosts: CommunityPost[] | undefined;
  end: FeedEnd;
  /** Lists the next page: from the device, else from the server (ignored while one is loading). */
  showMore: () => void;
}

/**
 * The feed, a page at a time. The device holds the newest FEED_WINDOW posts (one unbroken run of
 * the community's feed), plus the member's own older posts and older pages fetched earlier, which
 * may leave gaps. So posts are listed from the device only as far as they are known to follow on
 * from each other: the window, then the pages fetched while this screen is open. Past that the next
 * page is fetched (from the oldest post known to follow on), and a page shorter than
 * FEED_PAGE_SIZE means the first post has been reached. A device that holds as many posts as the
 * server last counted in the whole community holds all of them: it asks for nothing.
 */
export function useFeedPaging(): FeedPaging {
  const db = useDb();
  const online = useOnlineStatus();
  const visible = useCommunityPosts();
  const local = useLocalPosts();
  const serverPostCount = useServerPostCount();
  const [limit, setLimit] = useState(FEED_PAGE_SIZE);
  /** The oldest post known to follow on from the window ('start': everything does). */
  const [fetchedTo, setFetchedTo] = useState<PostKey | 'start' | null>(null);
  const [loading, setLoading] = useState<'idle' | 'loading' | 'error'>('idle');
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  let posts: FeedPost[] | undefined;
  let end: FeedEnd = 'local';
  let cursor: PostKey | null = null;
  if (visible !== undefined && local !== undefined) {
    // The device's newest FEED_WINDOW posts are the community's newest (sync keeps that window).
    const windowEnd = local[Math.min(FEED_WINDOW, local.length) - 1] ?? null;
    const holdsEveryPost = typeof serverPostCount === 'number' && local.length >= serverPostCount;
    const toStart = fetchedTo === 'start' || holdsEveryPost;
    const last = toStart ? null : olderOf(windowEnd, fetchedTo);
    cursor = last;
    // How many of the listed-to-be posts are known to follow on from each other.
    const followOn = toStart
      ? visible.length
      : last === null
        ? 0
        : countWhile(visible, (post) => !isOlder(post, last));
    posts = visible.slice(0, Math.min(limit, followOn));
    if (posts.length < followOn) end = 'local';
    else if (toStart || cursor === null) end = 'start';
    else if (loading !== 'idle') end = loading;
    else end = online ? 'fetch' : 'offline';
  }

  const listed = posts?.length ?? 0;
  const fetchOlder = useCallback(
    async (from: PostKey, listedNow: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoading('loading');
      try {
        const count = await fetchOlderPosts(from);
        const next =
          count < FEED_PAGE_SIZE ? 'start' : ((await pageEndAfter(db, from, count)) ?? 'start');
        if (!mounted.current) return;
        setFetchedTo(next);
        setLimit((n) => Math.max(n, listedNow + FEED_PAGE_SIZE));
        setLoading('idle');
      } catch (error) {
        if (!mounted.current) return;
        // Offline: the "back online" line says it all; anything else offers a retry.
        setLoading(isNetworkError(error) && !navigator.onLine ? 'idle' : 'error');
        if (!isNetworkError(error)) console.warn('Could not load older posts', error);
      } finally {
        busy.current = false;
      }
    },
    [db],
  );

  const showMore = useCallback(() => {
    if (end === 'local') setLimit(listed + FEED_PAGE_SIZE);
    else if ((end === 'fetch' || end === 'error') && cursor !== null)
      void fetchOlder(cursor, listed);
  }, [end, listed, cursor, fetchOlder]);

  return { posts, localPosts: local, end, showMore };
}

function olderOf(a: PostKey | null, b: PostKey | null): PostKey | null {
  if (a === null) return b;
  if (b === null) return a;
  return isOlder(b, a) ? b : a;
}

function countWhile<T>(items: readonly T[], keep: (item: T) => boolean): number {
  const index = items.findIndex((item) => !keep(item));
  return index === -1 ? items.length : index;
}
