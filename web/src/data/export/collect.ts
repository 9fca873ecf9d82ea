/**
 * Reads everything a member owns out of the local database, in slices, so an export works offline
 * and a large one (10,000 rows and more) keeps the page responsive and can show its progress.
 */
import type { Table } from 'dexie';
import { rowOwnerId, type SelahDB } from '../../db';
import {
  EXPORT_FORMAT,
  EXPORT_KINDS,
  EXPORT_VERSION,
  SAFETY_PLAN_KEY,
  type ExportKind,
  type ExportedReminders,
  type ExportRows,
  type Progress,
  type SelahExport,
} from './types';
import { yieldToBrowser } from '../../lib/yield-to-browser';

/** Rows read per step; the page gets a turn between steps. */
export const EXPORT_SLICE_SIZE = 500;

export interface CollectOptions {
  /** The member's display name, written into the file's `account`. */
  accountName?: string | null;
  /** When the export is made (default: now). */
  now?: Date;
  sliceSize?: number;
  /** The kinds to read (default: all); the others come back empty. */
  kinds?: readonly ExportKind[];
  /** Called after every slice (and once at the start with done 0). */
  onProgress?: (progress: Progress) => void;
  /** Stops the export between two slices (it then rejects with the signal's reason). */
  signal?: AbortSignal;
  /** The server's reminder records, for the JSON export (see SelahExport.reminders). */
  reminders?: ExportedReminders | null;
}

function tableOf(db: SelahDB, kind: ExportKind): Table<{ id: string }, string> {
  return db[kind] as unknown as Table<{ id: string }, string>;
}

/**
 * Every row of `table` in primary key order, `sliceSize` rows per read (each slice starts after the
 * last id of the one before, so no read walks past rows already read).
 */
export async function readInSlices<T extends { id: string }>(
  table: Table<T, string>,
  sliceSize: number,
  onSlice: (rows: readonly T[]) => void | Promise<void>,
): Promise<T[]> {
  const all: T[] = [];
  let lastId: string | undefined;
  for (;;) {
    const slice =
      lastId === undefined
        ? await table.orderBy(':id').limit(sliceSize).toArray()
        : await table.where(':id').above(lastId).limit(sliceSize).toArray();
    if (slice.length === 0) break;
    all.push(...slice);
    lastId = slice[slice.length - 1]!.id;
    await onSlice(slice);
    if (slice.length < sliceSize) break;
  }
  return all;
}

/** The member's rows of every kind, as stored, read in slices. */
export async function collectRows(
  db: SelahDB,
  options: Omit<CollectOptions, 'accountName' | 'now'> = {},
): Promise<ExportRows> {
  const { sliceSize = EXPORT_SLICE_SIZE, kinds = EXPORT_KINDS, onProgress, signal } = options;
  const counts = await Promise.all(kinds.map((kind) => tableOf(db, kind).count()));
  const total = counts.reduce((sum, count) => sum + count, 0);
  let done = 0;
  onProgress?.({ done, total });
  const rows = Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, []])) as unknown as Record<
    ExportKind,
    unknown[]
  >;
  for (const kind of kinds) {
    signal?.throwIfAborted();
    rows[kind] = await readInSlices(tableOf(db, kind), sliceSize, async (slice) => {
      // Rows added while the export runs may take `done` past the first count.
      done += slice.length;
      onProgress?.({ done, total: Math.max(total, done) });
      await yieldToBrowser();
      signal?.throwIfAborted();
    });
  }
  return rows as unknown as ExportRows;
}

/** The care safety plan kept on this device, or null. */
export async function readStoredSafetyPlan(db: SelahDB): Promise<unknown> {
  const row = await db.meta.get(SAFETY_PLAN_KEY);
  return row?.value ?? null;
}

/** Selah's complete export of the current account, made from the local database alone. */
export async function collectExport(
  db: SelahDB,
  options: CollectOptions = {},
): Promise<SelahExport> {
  const { accountName, now = new Date(), kinds: _kinds, reminders, ...readOptions } = options;
  const rows = await collectRows(db, readOptions);
  const safetyPlan = await readStoredSafetyPlan(db);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: { id: rowOwnerId(db), ...(accountName ? { name: accountName } : {}) },
    ...rows,
    safetyPlan,
    reminders: reminders ?? null,
  };
}
