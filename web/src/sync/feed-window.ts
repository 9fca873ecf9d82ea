/**
 * The device keeps a window of the community feed, not its history: the FEED_WINDOW newest posts,
 * the member's own, any with a change still waiting to be sent, and older posts the member fetched
 * while scrolling in the last FEED_FETCHED_KEEP_MS. Everything else is let go after each pull, so
 * a busy community cannot fill a cheap phone. The server sends only the window (and tombstones), so
 * a post let go here is fetched again if the member scrolls back to it.
 */
import { FEED_FETCHED_KEEP_MS, FEED_WINDOW } from '@selah/shared';
import { tableOfMutation } from '../db/mutations';
import type { SelahDB } from '../db/SelahDB';

/** Removes the posts outside the window (and the member's likes of them); returns how many. */
export async function pruneFeedWindow(db: SelahDB, nowMs: number): Promise<number> {
  if (db.ownerId === null) return 0;
  const ownerId = db.ownerId;
  return db.transaction('rw', [db.communityPosts, db.postLikes, db.outbox], async () => {
    const count = await db.communityPosts.count();
    if (count <= FEED_WINDOW) return 0;
    const pending = new Set(
      (await db.outbox.toArray())
        .filter((entry) => tableOfMutation(entry.name) === 'communityPosts')
        .map((entry) => entry.args.id),
    );
    const keepFetchedAfter = new Date(nowMs - FEED_FETCHED_KEEP_MS).toISOString();
    const doomed: string[] = [];
    let seen = 0;
    await db.communityPosts
      .orderBy('createdAt')
      .reverse()
      .each((post) => {
        seen += 1;
        if (seen <= FEED_WINDOW) return;
        if (post.userId === ownerId || pending.has(post.id)) return;
        if (post.fetchedAt !== undefined && post.fetchedAt > keepFetchedAfter) return;
        doomed.push(post.id);
      });
    if (doomed.length > 0) {
      await db.communityPosts.bulkDelete(doomed);
      await db.postLikes.bulkDelete(doomed);
    }
    return doomed.length;
  });
}
