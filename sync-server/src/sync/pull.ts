import { FEED_WINDOW, type Change, type PullResponse } from '@selah/shared';
import { readTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { feedWindowStart } from '../services/community';
import { readCommunityStats } from '../services/community-stats';
import { eventLoopSlices } from './event-loop-slices';
import { withinPageBytes } from './page-bytes';
import { pullSourcesFor, type PullScope } from './pull-sources';

/**
 * The changes a member (or a guest) may see with version > cursor, oldest first, at most `limit`
 * and at most PULL_PAGE_MAX_BYTES of them.
 *
 * Versions come from one server-wide counter and are taken inside the writing transaction, so every
 * row and tombstone has a distinct version and commits appear in version order. Each source returns
 * its `limit + 1` oldest changes above the cursor; merged, the `limit` oldest of all are exactly the
 * next page, and more than `limit` in total means there is more to pull.
 *
 * Paging invariant: a page ends at nextCursor = the highest version it holds, and everything the
 * caller may see at or below it has been delivered. A row changed while a client is paging gets a new,
 * higher version, so it simply shows up again on a later page (newest content wins); a row deleted
 * meanwhile shows up as a tombstone later. Nothing is skipped, nothing is applied out of order.
 *
 * A member's device keeps a window of the feed (pull-sources.ts), and each of their pulls carries
 * the community's counts as they are now.
 *
 * A cursor belongs to one identity: a device that signs in after pulling as a guest starts from 0.
 */
export async function pullChanges(
  db: Db,
  puller: { memberId: string | null },
  cursor: number,
  limit: number,
): Promise<PullResponse> {
  // One read transaction: every source sees the same snapshot of the database.
  return readTransaction(db, async (tx) => {
    const member = puller.memberId !== null;
    const scope: PullScope = {
      memberId: puller.memberId,
      windowStart: member ? await feedWindowStart(tx, FEED_WINDOW) : null,
    };
    const candidates: Change[] = [];
    const betweenSlices = eventLoopSlices();
    for (const source of pullSourcesFor(scope)) {
      await betweenSlices();
      candidates.push(...(await source.changes(tx, scope, cursor, limit + 1)));
    }
    candidates.sort((a, b) => a.version - b.version);
    // A prefix in version order, so the paging invariant below holds for a shorter page too.
    const changes = withinPageBytes(candidates.slice(0, limit));
    const response: PullResponse = {
      changes,
      nextCursor: changes.at(-1)?.version ?? cursor,
      hasMore: candidates.length > changes.length,
    };
    if (member) response.communityStats = await readCommunityStats(tx);
    return response;
  });
}
