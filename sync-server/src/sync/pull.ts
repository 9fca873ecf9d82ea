import {
  SHARED_SYNC_TABLES,
  type Change,
  type CommunityStats,
  type PullResponse,
  type SharedTable,
} from '@selah/shared';
import { readTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { readCommunityStats } from '../services/community-stats';
import { CURSOR_SPACES, encodeCursor, type Cursor, type CursorSpace } from './cursor';
import { eventLoopSlices, type BetweenSlices } from './event-loop-slices';
import { PULL_PAGE_MAX_BYTES, withinPageBytes } from './page-bytes';
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
  options: PullOptions = {},
): Promise<PullResponse> {
  const { changes, nextCursor, hasMore, communityStats } = await readPullPage(
    db,
    puller,
    cursor,
    limit,
    options,
  );
  const response: PullResponse = { changes, nextCursor, hasMore };
  if (communityStats) response.communityStats = communityStats;
  return response;
}

/**
 * The same page as pullChanges, as the JSON text of its PullResponse (the same bytes as
 * `JSON.stringify` of it), for the route to send as it is. Each change is turned into JSON once,
 * when its size is counted against the page's bytes, and the answer is joined from those pieces:
 * a page of 2,000 rows was stringified twice, in one task of several milliseconds.
 */
export async function pullChangesJson(
  db: Db,
  puller: { memberId: string | null },
  cursor: Cursor,
  limit: number,
  options: PullOptions = {},
): Promise<string> {
  const { texts, nextCursor, hasMore, communityStats } = await readPullPage(
    db,
    puller,
    cursor,
    limit,
    options,
  );
  // The keys in PullResponse's order, as JSON.stringify writes them.
  const stats = communityStats ? `,"communityStats":${JSON.stringify(communityStats)}` : '';
  const head = '{"changes":[';
  const tail = `],"nextCursor":${JSON.stringify(nextCursor)},"hasMore":${hasMore}${stats}}`;
  if (texts.length === 0) return head + tail;
  // One join makes the whole answer as one flat string. Joined first and then wrapped, the answer
  // was a string of parts that counting its bytes for Content-Length copied again.
  texts[0] = head + texts[0];
  texts[texts.length - 1] += tail;
  return texts.join(',');
}

export type PullOptions = {
  /**
   * Called between the pull's steps (its sources, pieces of its answer): gives the event loop a
   * turn once a slice of work has run (event-loop-slices.ts). Tests pass their own.
   */
  betweenSlices?: BetweenSlices;
};

type PullPage = {
  changes: Change[];
  /** Each change of `changes` as JSON. */
  texts: string[];
  nextCursor: string;
  hasMore: boolean;
  communityStats?: CommunityStats;
};

async function readPullPage(
  db: Db,
  puller: { memberId: string | null },
  cursor: Cursor,
  limit: number,
  { betweenSlices = eventLoopSlices() }: PullOptions,
): Promise<PullPage> {
  const member = puller.memberId !== null;
  // One read transaction: every source sees the same snapshot of the database.
  const { candidates, communityStats } = await readTransaction(db, async (tx) => {
    const scope: PullScope = {
      memberId: puller.memberId,
      windowStarts: member ? await windowStartsOf(tx) : {},
    };
    const candidates: SpaceChange[] = [];
    for (const source of pullSourcesFor(scope)) {
      const turn = betweenSlices();
      if (turn) await turn;
      const changes = await source.changes(tx, scope, cursor[source.space], limit + 1);
      for (const change of changes) candidates.push({ change, space: source.space });
    }
    return { candidates, communityStats: member ? await readCommunityStats(tx) : undefined };
  });
  // The rest is work on what the snapshot returned, outside the transaction: a write committed
  // meanwhile is not in this page, and the cursor below stays below it.
  // Any order that keeps each space's versions ascending makes a prefix per space; version
  // order across spaces also keeps a page's changes roughly in the order they were made.
  candidates.sort(
    (a, b) =>
      a.change.version - b.change.version ||
      CURSOR_SPACES.indexOf(a.space) - CURSOR_SPACES.indexOf(b.space),
  );
  const page = candidates.slice(0, limit).map(({ change }) => change);
  const texts = await withinPageBytes(page, PULL_PAGE_MAX_BYTES, betweenSlices);
  const next: Cursor = { ...cursor };
  for (const { change, space } of candidates.slice(0, texts.length)) next[space] = change.version;
  return {
    changes: texts.length === page.length ? page : page.slice(0, texts.length),
    texts,
    nextCursor: encodeCursor(next),
    hasMore: candidates.length > texts.length,
    ...(communityStats ? { communityStats } : {}),
  };
}

type SpaceChange = { change: Change; space: CursorSpace };

/** Where each shared table's device window starts now (tables without one are left out). */
async function windowStartsOf(tx: Db): Promise<PullScope['windowStarts']> {
  const starts: Partial<Record<SharedTable, string | null>> = {};
  for (const table of SHARED_SYNC_TABLES) starts[table] = await windowStartOf(tx, table);
  return starts;
}
