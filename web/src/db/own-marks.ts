/**
 * The marks this device lists in a store of their own, besides the flag on the row. A mark on a
 * shared row (a like) is set membership: the row carries the reader's own flag (likedByMe) and the
 * count, both from the server's effect, so a mark needs no store to be shown or synced. The feed
 * also keeps the member's own likes in `postLikes` (keyed by post id, read by the feed's screens);
 * that list follows the rows' flag on every write here: a local change, a pulled page, a rejected
 * create, a retried change, a row let go with the window.
 *
 * The one per-table part is OWN_MARK_STORES: a shared table whose marks live on its rows alone (the
 * usual case) needs no entry, and an entry can only name a table and a mark that are declared.
 */
import {
  DEVICE_FACTS,
  marksOf,
  type MarkName,
  type SharedTable,
  type SyncRow,
  type SyncTable,
} from '@selah/shared';
import type { Table } from 'dexie';
import type { SelahDB } from './SelahDB';

/** Where the member's own marks of one kind are listed, one entry per marked row. */
export interface OwnMarkStore {
  /** The Dexie table, keyed by the marked row's id. */
  table(db: SelahDB): Table<unknown, string>;
  /** The entry recording that the member marked `rowId`, first seen at `at` (ISO time). */
  entry(rowId: string, at: string): unknown;
}

/** One kind of mark listed in `table`, built from `entry`. */
function ownMarkStore<Entry>(
  table: (db: SelahDB) => Table<Entry, string>,
  entry: (rowId: string, at: string) => Entry,
): OwnMarkStore {
  return { table: table as (db: SelahDB) => Table<unknown, string>, entry };
}

/** Per shared table, the marks listed in a store of their own (the others live on the row). */
const OWN_MARK_STORES: { [T in SharedTable]?: { [M in MarkName<T>]?: OwnMarkStore } } = {
  communityPosts: {
    like: ownMarkStore(
      (db) => db.postLikes,
      (postId, likedAt) => ({ postId, likedAt }),
    ),
  },
};

interface ListedMark {
  /** The row field holding the member's own mark, e.g. likedByMe. */
  flag: string;
  store: OwnMarkStore;
}

function isShared(table: SyncTable): table is SharedTable {
  return DEVICE_FACTS[table].scope === 'shared';
}

/** The marks of `table` this device lists in a store of their own (none for most tables). */
function listedMarksOf(table: SyncTable): ListedMark[] {
  if (!isShared(table)) return [];
  const stores = (OWN_MARK_STORES[table] ?? {}) as Partial<Record<string, OwnMarkStore>>;
  return marksOf(table).flatMap(({ name, flag }) => {
    const store = stores[name];
    return store ? [{ flag, store }] : [];
  });
}

/** The stores a write to `table`'s rows keeps in step, for the write's transaction. */
export function ownMarkTables(db: SelahDB, table: SyncTable): Table[] {
  return listedMarksOf(table).map(({ store }) => store.table(db));
}

/** Every own-mark store, for a transaction that may touch any synced table. */
export function allOwnMarkTables(db: SelahDB): Table[] {
  return (Object.keys(OWN_MARK_STORES) as SharedTable[]).flatMap((table) =>
    ownMarkTables(db, table),
  );
}

/**
 * Keeps the own-mark stores of `table` in step with its rows (call inside a transaction that
 * includes ownMarkTables): each of `rows` is listed when its flag is set (an entry already there
 * keeps its time) and unlisted when not; the rows `gone` lose theirs.
 */
export async function keepOwnMarksInStep(
  db: SelahDB,
  table: SyncTable,
  rows: readonly SyncRow[],
  gone: readonly string[],
  at: string,
): Promise<void> {
  for (const { flag, store } of listedMarksOf(table)) {
    const listed = store.table(db);
    const marked = rows.filter((row) => row[flag] === true).map((row) => row.id);
    const unmarked = [...rows.filter((row) => row[flag] !== true).map((row) => row.id), ...gone];
    if (marked.length > 0) {
      const existing = await listed.bulkGet(marked);
      const missing = marked.filter((_, index) => existing[index] === undefined);
      if (missing.length > 0) await listed.bulkPut(missing.map((id) => store.entry(id, at)));
    }
    if (unmarked.length > 0) await listed.bulkDelete(unmarked);
  }
}

/** Takes the own marks of rows of `table` that left the device off their stores. */
export function forgetOwnMarks(db: SelahDB, table: SyncTable, ids: readonly string[]) {
  return keepOwnMarksInStep(db, table, [], ids, '');
}
