/**
 * Writes one pulled page into the local database: ONE read-write transaction, bulkPut/bulkDelete
 * per table (never one awaited put per row), the cursor moved in the same transaction so a crash
 * never leaves rows applied without their cursor (or the reverse).
 *
 * Rows with local changes the server has not applied yet are rebased: the pulled row is taken as
 * the base and the pending mutations are re-applied on top until acknowledged (./rebase.ts).
 */
import type { Change, PullResponse, SyncTable } from '@selah/shared';
import { keepOwnMarksInStep } from '../db/own-marks';
import { COMMUNITY_STATS_KEY, type SelahDB } from '../db/SelahDB';
import {
  CURSOR_KEY,
  PUBLIC_TABLES,
  REFRESH_KEY,
  pendingByRow,
  readCursor,
  rowKey,
  rowTable,
  syncScope,
} from './local-state';
import { rebaseRow, type SyncRow } from './rebase';

export interface ApplyPageOptions {
  /** The cursor the page was requested with. */
  cursor: string;
  /** Whether this pull started from cursor 0 (then its last page completes a full refresh). */
  fromScratch: boolean;
  /** A guest's database keeps public tables only, whoever the server thought was asking. */
  publicOnly: boolean;
  /** ISO time for the member's own marks (likes) recorded from pulled rows. */
  now: string;
}

/** Rows written per request when a pulled page is applied (see applyPulledPage). */
export const WRITE_SLICE = 100;

interface TableWrites {
  puts: SyncRow[];
  deletes: string[];
}

export async function applyPulledPage(
  db: SelahDB,
  page: PullResponse,
  options: ApplyPageOptions,
): Promise<void> {
  await db.transaction('rw', syncScope(db), async () => {
    const [entries, storedCursor] = await Promise.all([db.outbox.toArray(), readCursor(db)]);
    const pending = pendingByRow(entries);

    // Changes come oldest version first; a row may appear more than once: the last one wins.
    const latest = new Map<string, Change>();
    for (const change of page.changes) {
      if (options.publicOnly && !PUBLIC_TABLES.has(change.table)) continue;
      latest.set(rowKey(change.table, change.id), change);
    }

    const writes = new Map<SyncTable, TableWrites>();
    const writesFor = (table: SyncTable) => {
      let bucket = writes.get(table);
      if (!bucket) writes.set(table, (bucket = { puts: [], deletes: [] }));
      return bucket;
    };
    for (const [key, change] of latest) {
      const bucket = writesFor(change.table);
      if (change.op === 'delete') {
        bucket.deletes.push(change.id); // a delete wins, pending changes or not
        continue;
      }
      const pulled = { ...change.row, id: change.id } as SyncRow;
      const mine = pending.get(key);
      const row = mine ? rebaseRow(pulled, mine) : pulled;
      if (row) bucket.puts.push(row);
      else bucket.deletes.push(change.id);
    }

    // A slice of rows at a time, each awaited: the code after an await runs in a new task (the
    // IndexedDB request's success event), so the browser can handle input and paint between
    // slices instead of processing a whole page in one long task (Lighthouse, 4x slowdown:
    // 100-350 ms per page). The transaction stays open throughout.
    for (const [table, { puts, deletes }] of writes) {
      for (let start = 0; start < puts.length; start += WRITE_SLICE) {
        await rowTable(db, table).bulkPut(puts.slice(start, start + WRITE_SLICE));
      }
      if (deletes.length > 0) await rowTable(db, table).bulkDelete(deletes);
    }
    const work: Promise<unknown>[] = [];
    for (const [table, { puts, deletes }] of writes) {
      work.push(keepOwnMarksInStep(db, table, puts, deletes, options.now));
    }
    // A full refresh may have been requested while this page was on its way (a rejection): then
    // the cursor stays where the refresh put it.
    if (page.communityStats && !options.publicOnly) {
      work.push(db.meta.put({ key: COMMUNITY_STATS_KEY, value: page.communityStats }));
    }
    if (storedCursor === options.cursor) {
      work.push(db.meta.put({ key: CURSOR_KEY, value: page.nextCursor }));
      if (!page.hasMore && options.fromScratch) work.push(db.meta.delete(REFRESH_KEY));
    }
    await Promise.all(work);
  });
}
