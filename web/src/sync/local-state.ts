/**
 * What sync keeps in a local database besides the rows: the pull cursor and the bookkeeping for
 * changes the server rejected, all in the `meta` table, plus helpers to group outbox entries by the
 * row they touch.
 */
import { PUBLIC_SYNC_TABLES, SYNC_TABLES, type SyncTable } from '@selah/shared';
import type { Table } from 'dexie';
import { tableOfMutation } from '../db/mutations';
import { allOwnMarkTables } from '../db/own-marks';
import type { OutboxEntry, SelahDB } from '../db/SelahDB';
import type { PendingMutation, SyncRow } from './rebase';

/**
 * Where this database's pulls go on from (GET /api/sync/pull?cursor=): the server's opaque token,
 * kept as it came. A database that last synced in protocol 1 holds a number there, which the server
 * still understands as a cursor.
 */
export const CURSOR_KEY = 'sync.cursor';
/**
 * Set when the server rejected a change to an existing row: the row still shows the change, so the
 * next pull starts from scratch to bring the server's copy back. Cleared by that full pull.
 */
export const REFRESH_KEY = 'sync.refreshPending';
/** The local row removed when the server rejected its create, kept so a retry can restore it. */
export const REVERTED_ROW_PREFIX = 'sync.reverted:';

/** Tables everyone may pull; a guest's database takes nothing else. */
export const PUBLIC_TABLES: ReadonlySet<SyncTable> = new Set<SyncTable>(PUBLIC_SYNC_TABLES);

export function rowKey(table: string, id: string): string {
  return `${table}/${id}`;
}

export function rowTable(db: SelahDB, table: SyncTable): Table<SyncRow, string> {
  return db.table<SyncRow, string>(table);
}

/** Every table a pull page or a push result may touch, for one read-write transaction. */
export function syncScope(db: SelahDB): Table[] {
  return [
    ...SYNC_TABLES.map((table) => db.table(table)),
    ...allOwnMarkTables(db),
    db.outbox,
    db.meta,
  ];
}

export function isParked(entry: OutboxEntry): boolean {
  return entry.lastError !== null;
}

/**
 * Local changes the server has not applied yet, by row (`rowKey`), in seq order. Parked entries are
 * left out: the server recorded them as rejected, so they must not be re-applied on server data.
 */
export function pendingByRow(entries: readonly OutboxEntry[]): Map<string, PendingMutation[]> {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  const byRow = new Map<string, PendingMutation[]>();
  for (const entry of sorted) {
    const table = tableOfMutation(entry.name);
    // Parked entries and another version's mutations (this one has no effect to re-apply) stay out.
    if (isParked(entry) || !table) continue;
    const key = rowKey(table, entry.args.id);
    const list = byRow.get(key);
    if (list) list.push(entry);
    else byRow.set(key, [entry]);
  }
  return byRow;
}

/** A pull from here starts from scratch. */
export const START_CURSOR = '';

export async function readCursor(db: SelahDB): Promise<string> {
  const row = await db.meta.get(CURSOR_KEY);
  if (typeof row?.value === 'string') return row.value;
  // Protocol 1's single number; 0 was its start.
  if (typeof row?.value === 'number' && row.value > 0) return String(row.value);
  return START_CURSOR;
}

/** Makes the next pull start from scratch (call inside a transaction that includes meta). */
export async function requestFullRefresh(db: SelahDB): Promise<void> {
  await db.meta.bulkPut([
    { key: CURSOR_KEY, value: START_CURSOR },
    { key: REFRESH_KEY, value: true },
  ]);
}

export async function isRefreshPending(db: SelahDB): Promise<boolean> {
  return (await db.meta.get(REFRESH_KEY))?.value === true;
}
