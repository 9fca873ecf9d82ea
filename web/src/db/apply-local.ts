/**
 * A mutation applied to this device's database: the row changes as the mutation's shared effect
 * says (the same definition the server and the rebase run) and the mutation joins the outbox.
 * Runs inside the caller's read-write transaction (see localWriteTables), so the row and its outbox
 * entry commit together or not at all.
 */
import type { Table } from 'dexie';
import {
  MUTATION_EFFECTS,
  type Mutation,
  type MutationContext,
  type MutationEffect,
  type SyncRow,
  type SyncTable,
} from '@selah/shared';
import { enqueue } from './outbox';
import { keepOwnMarksInStep, ownMarkTables } from './own-marks';
import { rowOwnerId, type SelahDB } from './SelahDB';

export interface LocalWrite {
  /** The row before the mutation (undefined: there was none). */
  before: SyncRow | undefined;
  /** The row after it (undefined: there is none). */
  after: SyncRow | undefined;
  /** Whether anything changed (and so was queued). */
  changed: boolean;
}

/** The table as the database's own property (`db.table(name)` hands out another object). */
function rowsOf(db: SelahDB, table: SyncTable): Table<SyncRow, string> {
  return (db as unknown as Record<SyncTable, Table<SyncRow, string>>)[table];
}

/** The tables a write to `table` touches: the member's own marks travel with the rows. */
export function localWriteTables(db: SelahDB, table: SyncTable): Table[] {
  return [rowsOf(db, table), ...ownMarkTables(db, table)];
}

/** Values only (rows are plain JSON), so "changed nothing" does not depend on object identity. */
const sameRow = (a: SyncRow, b: SyncRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies `mutation` locally and queues it. A mutation that would change nothing (a like on a post
 * already liked, progress below 0, a change to a row that is gone) is not queued. Args must already
 * have passed their schema.
 */
export async function applyLocally(
  db: SelahDB,
  mutation: Mutation,
  context: Partial<MutationContext> = {},
): Promise<LocalWrite> {
  const effect = MUTATION_EFFECTS[mutation.name] as MutationEffect;
  const rows = rowsOf(db, effect.table);
  const id = mutation.args.id;
  if (effect.kind === 'create') {
    const after = effect.create(mutation.args as never, {
      ownerId: context.ownerId ?? rowOwnerId(db),
      authorName: context.authorName ?? '',
    });
    // One after the other: if the row cannot be written, nothing is queued.
    await rows.add(after);
    await keepOwnMarksInStep(db, effect.table, [after], [], new Date().toISOString());
    await enqueue(db, mutation);
    return { before: undefined, after, changed: true };
  }
  const before = await rows.get(id);
  if (!before) return { before, after: undefined, changed: false };
  const after =
    effect.kind === 'change' ? effect.change(before, mutation.args as never) : undefined;
  if (after && sameRow(before, after)) return { before, after: before, changed: false };
  await (after ? rows.put(after) : rows.delete(id));
  await keepOwnMarksInStep(
    db,
    effect.table,
    after ? [after] : [],
    after ? [] : [id],
    new Date().toISOString(),
  );
  await enqueue(db, mutation);
  return { before, after, changed: true };
}
