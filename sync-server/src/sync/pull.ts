import {
  SHARED_SYNC_TABLES,
  type Change,
  type PullResponse,
  type SharedTable,
} from '@selah/shared';
import { readTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { readCommunityStats } from '../services/community-stats';
import { CURSOR_SPACES, encodeCursor, type Cursor, type CursorSpace } from './cursor';
import { eventLoopSlices } from './event-loop-slices';
import { withinPageBytes } from './page-bytes';
import { pullSourcesFor, type PullScope } from './pull-sources';
import { windowStartOf } from './shared-rows';

/**
 * The changes a member (or a guest) may see above the cursor, at most `limit` and at most
 * PULL_PAGE_MAX_BYTES of them.
 *
 * Versions are per space (docs/decisions/025): the member's own rows, the community's, published
 * content each take theirs from their own counter, inside the writing transaction, which holds
 * that counter's lock to commit. So in each space every row and tombstone has a distinct version and
 * commits appear in version order, and the cursor carries one position per space. Each source
 * returns its `limit + 1` oldest changes above its space's position; merged in version order, the
 * `limit` first are, in each space, that space's oldest, and more than `limit` in total means there
 * is more to pull.
 *
 * Paging invariant, per space: a page moves the space's position to the highest version it holds
 * of that space, and everything of that space the caller may see at or below it has been delivered.
 * A row changed while a client is paging gets a new, higher version, so it simply shows up again on
 * a later page (newest content wins); a row deleted meanwhile shows up as a tombstone later (in the
 * row's space). Nothing is skipped, nothing of one row is applied out of order.
 *
 * A member's device keeps a window of each shared table that declares one, like the feed
 * (pull-sources.ts), and each of their pulls carries the community's counts as they are now.
 *
 * A cursor belongs to one identity: a device that signs in after pulling as a guest starts from 0.
 */
export async function pullChanges(
  db: Db,
  puller: { memberId: string | null },
  cursor: Cursor,
  limit: number,
): Promise<PullResponse> {
  // One read transaction: every source sees the same snapshot of the database.
  return readTransaction(db, async (tx) => {
    const member = puller.memberId !== null;
    const scope: PullScope = {
      memberId: puller.memberId,
      windowStarts: member ? await windowStartsOf(tx) : {},
    };
    const candidates: SpaceChange[] = [];
    const betweenSlices = eventLoopSlices();
    for (const source of pullSourcesFor(scope)) {
      await betweenSlices();
      const changes = await source.changes(tx, scope, cursor[source.space], limit + 1);
      for (const change of changes) candidates.push({ change, space: source.space });
    }
    // Any order that keeps each space's versions ascending makes a prefix per space; version
    // order across spaces also keeps a page's changes roughly in the order they were made.
    candidates.sort(
      (a, b) =>
        a.change.version - b.change.version ||
        CURSOR_SPACES.indexOf(a.space) - CURSOR_SPACES.indexOf(b.space),
    );
    const page = candidates.slice(0, limit);
    const changes = withinPageBytes(page.map(({ change }) => change));
    const next: Cursor = { ...cursor };
    for (const { change, space } of page.slice(0, changes.length)) next[space] = change.version;
    const response: PullResponse = {
      changes,
      nextCursor: encodeCursor(next),
      hasMore: candidates.length > changes.length,
    };
    if (member) response.communityStats = await readCommunityStats(tx);
    return response;
  });
}

type SpaceChange = { change: Change; space: CursorSpace };

/** Where each shared table's device window starts now (tables without one are left out). */
async function windowStartsOf(tx: Db): Promise<PullScope['windowStarts']> {
  const starts: Partial<Record<SharedTable, string | null>> = {};
  for (const table of SHARED_SYNC_TABLES) starts[table] = await windowStartOf(tx, table);
  return starts;
}
