/**
 * Pull: GET /api/sync/pull from the stored cursor, page after page until the server
 * says there is no more; each page is applied in one transaction with its cursor.
 */
import { PULL_LIMIT_MAX, SYNC_PROTOCOL_VERSION } from '@selah/shared';
import type { SelahDB } from '../db/SelahDB';
import { applyPulledPage } from './apply-page';
import { pruneWindows } from './feed-window';
import { readCursor, START_CURSOR } from './local-state';
import { failureOf, OK, serverTrouble, type StepOutcome } from './outcome';
import { clearEarlierPulls, PULL_APPLY_MEASURE, PULL_MEASURE, recordMeasure } from './timings';
import { exchange, type Connection } from '../lib/api';
import { syncAccountHeader } from './account-header';
import { readPullPage } from './wire';

export interface PullDeps extends Connection {
  now: () => number;
  pullLimit?: number;
}

export async function pullAll(
  db: SelahDB,
  deps: PullDeps,
  totals: { rows: number } = { rows: 0 },
): Promise<StepOutcome> {
  let cursor = await readCursor(db);
  const fromScratch = cursor === START_CURSOR;
  const started = performance.now();
  let rows = 0;
  let pages = 0;
  for (;;) {
    const query = new URLSearchParams({
      cursor,
      // The largest page the server gives: a first sync of a long history makes a quarter of the
      // requests and commits it would at the default 500, each followed by the screens' live queries
      // re-reading (bench sync part, 10,030 rows with the dashboard open: whole pull ~1,030 -> ~800 ms,
      // writing ~667 -> ~611 ms). A lost connection costs at most one page of progress.
      limit: String(deps.pullLimit ?? PULL_LIMIT_MAX),
      protocolVersion: String(SYNC_PROTOCOL_VERSION),
    });
    const result = await exchange(deps, 'GET', '/api/sync/pull', {
      query,
      headers: syncAccountHeader(db),
    });
    if (result.kind === 'network' || result.status !== 200) return failureOf(result, deps.now());
    const page = readPullPage(result.body);
    if (!page) return serverTrouble('The server sent an answer Selah could not read');
    const applyStarted = performance.now();
    await applyPulledPage(db, page, {
      cursor,
      fromScratch,
      publicOnly: db.ownerId === null,
      now: new Date(deps.now()).toISOString(),
    });
    if (page.changes.length > 0) {
      if (rows === 0) clearEarlierPulls();
      recordMeasure(PULL_APPLY_MEASURE, applyStarted, { rows: page.changes.length });
    }
    totals.rows += page.changes.length;
    rows += page.changes.length;
    pages += 1;
    if (!page.hasMore) {
      await pruneWindows(db, deps.now());
      if (rows > 0) {
        recordMeasure(PULL_MEASURE, started, { rows, pages, guest: db.ownerId === null ? 1 : 0 });
      }
      return OK;
    }
    // A server that says "more" without moving on would keep us here forever.
    if (page.nextCursor === cursor) {
      return serverTrouble('The server stopped moving the sync cursor');
    }
    cursor = page.nextCursor;
  }
}
