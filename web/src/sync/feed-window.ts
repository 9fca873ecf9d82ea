/**
 * The device keeps a window of the community feed, not its history, and so of every shared table
 * declared with a device window (its device facts in @selah/shared entities): the `newest` rows by creation time, the
 * member's own, those they set a mark on that the window keeps (the requests they prayed for),
 * any with a change still waiting to be sent, and older rows the member fetched
 * while scrolling (marked `fetchedAt`) in the last FEED_FETCHED_KEEP_MS. Everything else is let
 * go after each pull, so a busy community cannot fill a cheap phone. The server sends only the
 * window (and tombstones), so a row let go here is fetched again if the member scrolls back to it.
 *
 * A windowed table's rows carry `createdAt`, and its Dexie store indexes it.
 */
import {
  FEED_FETCHED_KEEP_MS,
  SYNC_TABLES,
  deviceFactsOf,
  marksOf,
  type SyncTable,
  type WindowDef,
} from '@selah/shared';
import { tableOfMutation } from '../db/mutations';
import { forgetOwnMarks, ownMarkTables } from '../db/own-marks';
import type { SelahDB } from '../db/SelahDB';
import { rowTable } from './local-state';

const WINDOWED_TABLES = SYNC_TABLES.flatMap((table) => {
  const window = deviceFactsOf(table).window;
  return window ? [{ table, window }] : [];
});

/**
 * Removes the rows outside each table's window (and the member's own marks of them); returns how
 * many went.
 */
export async function pruneWindows(db: SelahDB, nowMs: number): Promise<number> {
  let pruned = 0;
  for (const { table, window } of WINDOWED_TABLES) {
    pruned += await pruneWindow(db, table, window, nowMs);
  }
  return pruned;
}

async function pruneWindow(
  db: SelahDB,
  table: SyncTable,
  window: WindowDef,
  nowMs: number,
): Promise<number> {
  if (db.ownerId === null) return 0;
  const ownerId = db.ownerId;
  const ownerColumn = deviceFactsOf(table).ownerColumn;
  // The flags of the marks whose rows the window keeps (a request the member prayed for).
  const keptFlags = marksOf(table)
    .filter((mark) => window.keepMarked.includes(mark.name))
    .map((mark) => mark.flag);
  const rows = rowTable(db, table);
  return db.transaction('rw', [rows, ...ownMarkTables(db, table), db.outbox], async () => {
    const count = await rows.count();
    if (count <= window.newest) return 0;
    const pending = new Set(
      (await db.outbox.toArray())
        .filter((entry) => tableOfMutation(entry.name) === table)
        .map((entry) => entry.args.id),
    );
    const keepFetchedAfter = new Date(nowMs - FEED_FETCHED_KEEP_MS).toISOString();
    const doomed: string[] = [];
    let seen = 0;
    await rows
      .orderBy('createdAt')
      .reverse()
      .each((row) => {
        seen += 1;
        if (seen <= window.newest) return;
        if (ownerColumn !== null && row[ownerColumn] === ownerId) return;
        if (keptFlags.some((flag) => row[flag] === true)) return;
        if (pending.has(row.id)) return;
        const { fetchedAt } = row;
        if (typeof fetchedAt === 'string' && fetchedAt > keepFetchedAfter) return;
        doomed.push(row.id);
      });
    if (doomed.length > 0) {
      await rows.bulkDelete(doomed);
      await forgetOwnMarks(db, table, doomed);
    }
    return doomed.length;
  });
}
