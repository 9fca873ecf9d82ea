/**
 * A pushed batch of a member's own rows, applied set-based: a handful of statements for the batch
 * instead of several per mutation. The batch's processed records, tombstones and target rows are
 * loaded per table at once; each mutation's shared effect runs in memory, in `seq` order, on the
 * rows as the mutations before it left them; then each table is written with multi-row statements,
 * the versions taken in one counter update and the outcomes recorded in one insert.
 *
 * It gives the results the per-mutation path (push.ts, apply-mutation.ts) gives, check for check,
 * for the mutations it handles: those of a member's own tables. A batch with any other (a post, a
 * like, published content) is left to that path, as is a batch whose statements fail (a value the
 * database cannot store, an id another member took meanwhile): the caller rolls this back and
 * applies the batch one mutation at a time.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  deviceFactsOf,
  effectOf,
  parseMutation,
  policyOf,
  type MutationResult,
  type SyncTable,
} from '@selah/shared';
import { insertRows, overwriteOwnRows, selectRowsIn } from '../db/batch-statements';
import { tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { memberSpace, takeVersionsOf } from '../db/versions';
import { conflict, notFound, ServiceError, statusOf } from '../services/errors';
import { clientTimestamp } from '../services/time';
import { withMutationId, type MutationOutcome } from './apply-mutation';
import { boundedResult, findOutcomes, recordOutcomes } from './processed';
import type { PushedMutation } from './push';
import { apiRow, personalTable, STORED_TABLES, type PersonalTableName } from './tables';

type StoredRow = Record<string, unknown> & { id: string; userId: string; version: number };

/** A row of the batch as the mutations so far left it. */
type RowState = {
  table: PersonalTableName;
  /** As it was before the batch (undefined: not there), and as it is now (undefined: gone). */
  before: StoredRow | undefined;
  now: StoredRow | undefined;
  /** Whether the member has a tombstone for it (from before the batch, or a delete in it). */
  deleted: boolean;
  /** Whether the batch changed it: it takes a version of its own. */
  touched: boolean;
};

/** Whether every mutation of the batch is one this path handles: a change to the member's rows. */
export function handlesSetBased(mutations: readonly PushedMutation[]): boolean {
  return mutations.every((mutation) => {
    const effect = effectOf(mutation.name);
    if (!effect) return true; // an unknown name is a rejection, here as there
    return (
      deviceFactsOf(effect.table).scope === 'personal' &&
      policyOf(mutation.name)?.permission === 'owner'
    );
  });
}

const APPLIED: MutationOutcome = { status: 'applied' };

function rejectedBy(error: ServiceError): MutationOutcome {
  return error.field
    ? { status: 'rejected', code: statusOf(error), error: error.message, field: error.field }
    : { status: 'rejected', code: statusOf(error), error: error.message };
}

/**
 * Applies `ordered` (sorted by seq, each mutation id once, all handled: handlesSetBased) for the
 * member inside the caller's transaction, and returns the results in that order. `beforeApply` runs
 * once the batch's processed records are read, before anything is written (push.ts).
 */
export async function applyBatchSetBased(
  tx: Db,
  member: UserRow,
  ordered: readonly PushedMutation[],
  now: () => Date,
  beforeApply: (
    tx: Db,
    recorded: ReadonlyMap<string, MutationResult>,
  ) => Promise<void> = async () => {},
): Promise<MutationResult[]> {
  const recorded = await findOutcomes(
    tx,
    member.id,
    ordered.map((mutation) => mutation.mutationId),
  );
  await beforeApply(tx, recorded);
  const rows = await loadRows(tx, member, ordered);
  const results: MutationResult[] = [];
  const fresh: { result: MutationResult; at: Date }[] = [];
  // Versions in the order the per-mutation path would take them: a row's last change wins.
  const changes: { key: string; kind: 'row' | 'tombstone' }[] = [];

  for (const mutation of ordered) {
    const replay = recorded.get(mutation.mutationId);
    if (replay) {
      results.push(replay);
      continue;
    }
    const at = now();
    const outcome = applyInMemory(tx, member, mutation, at, rows, changes);
    const result = boundedResult(withMutationId(mutation.mutationId, outcome));
    results.push(result);
    fresh.push({ result, at });
  }

  await writeRows(tx, member, rows, changes);
  await recordOutcomes(tx, member.id, fresh);
  return results;
}

const keyOf = (table: string, id: string) => `${table}/${id}`;

/** The batch's target rows (whoever's they are: an id is taken once) and the member's tombstones. */
async function loadRows(
  tx: Db,
  member: UserRow,
  ordered: readonly PushedMutation[],
): Promise<Map<string, RowState>> {
  const idsByTable = new Map<PersonalTableName, Set<string>>();
  for (const mutation of ordered) {
    const table = effectOf(mutation.name)?.table as PersonalTableName | undefined;
    const id = (mutation.args as { id?: unknown } | null)?.id;
    if (!table || typeof id !== 'string') continue;
    const ids = idsByTable.get(table) ?? new Set<string>();
    idsByTable.set(table, ids.add(id));
  }
  const rows = new Map<string, RowState>();
  for (const [name, ids] of idsByTable) {
    const table = personalTable(tx, name);
    const found =
      (await selectRowsIn<StoredRow>(tx, table, 'id', [...ids])) ??
      ((await tx
        .select()
        .from(table)
        .where(inArray(table.id, [...ids]))) as StoredRow[]);
    for (const row of found) {
      rows.set(keyOf(name, row.id), {
        table: name,
        before: row,
        now: row,
        deleted: false,
        touched: false,
      });
    }
  }
  const allIds = [...idsByTable.values()].flatMap((ids) => [...ids]);
  if (allIds.length > 0) {
    const { tombstones: t } = tablesOf(tx);
    const deletes =
      (await selectRowsIn<{ tableName: string; rowId: string }>(
        tx,
        t,
        'rowId',
        allIds,
        member.id,
      )) ??
      (await tx
        .select({ tableName: t.tableName, rowId: t.rowId })
        .from(t)
        .where(and(eq(t.userId, member.id), inArray(t.rowId, allIds))));
    for (const { tableName, rowId } of deletes) {
      const key = keyOf(tableName, rowId);
      const state = rows.get(key);
      if (state) state.deleted = true;
      else if (idsByTable.has(tableName as PersonalTableName)) {
        rows.set(key, {
          table: tableName as PersonalTableName,
          before: undefined,
          now: undefined,
          deleted: true,
          touched: false,
        });
      }
    }
  }
  return rows;
}

/** One mutation, as applyPushed and runMutation run it for a member's own row, on `rows`. */
function applyInMemory(
  tx: Db,
  member: UserRow,
  mutation: PushedMutation,
  at: Date,
  rows: Map<string, RowState>,
  changes: { key: string; kind: 'row' | 'tombstone' }[],
): MutationOutcome {
  const parsed = parseMutation(mutation.name, mutation.args);
  if (!parsed.ok) {
    return parsed.field
      ? { status: 'rejected', code: 400, error: parsed.error, field: parsed.field }
      : { status: 'rejected', code: 400, error: parsed.error };
  }
  const effect = effectOf(parsed.mutation.name)!;
  const table = effect.table as PersonalTableName;
  const args = parsed.mutation.args as { id: string } & Record<string, unknown>;
  const key = keyOf(table, args.id);
  const state = rows.get(key);
  const mine = state?.now && state.now.userId === member.id ? state.now : undefined;
  const checkClientTimes = () => {
    for (const field of effect.clientTimes ?? []) {
      clientTimestamp(args[field] as string | null | undefined, at, field);
    }
  };
  try {
    if (effect.kind === 'create') {
      // A delete wins: a late copy of the create does not bring the row back.
      if (state?.deleted) return APPLIED;
      checkClientTimes();
      if (state?.now) {
        if (state.now.userId !== member.id) throw conflict('That id is already in use', 'id');
        return APPLIED; // a retry of this create: the stored row, unchanged
      }
      const row = effect.create(args as never, { ownerId: member.id, authorName: member.name });
      const stored = { ...row, userId: member.id, version: 0 } as StoredRow;
      rows.set(key, { table, before: undefined, now: stored, deleted: false, touched: true });
      changes.push({ key, kind: 'row' });
      return APPLIED;
    }
    if (!mine) {
      if (state?.deleted) return APPLIED;
      throw notFound(STORED_TABLES[table].notFound);
    }
    checkClientTimes();
    if (effect.kind === 'delete') {
      rows.set(key, { ...state!, now: undefined, deleted: true, touched: true });
      changes.push({ key, kind: 'tombstone' });
      return APPLIED;
    }
    const before = apiRow(mine);
    const after = effect.change(before, args as never);
    const changed: Record<string, unknown> = {};
    for (const column of Object.keys(getTableColumns(personalTable(tx, table)))) {
      if (column in after && after[column] !== before[column]) changed[column] = after[column];
    }
    // A change that changes nothing writes nothing: no version to pull.
    if (Object.keys(changed).length === 0) return APPLIED;
    rows.set(key, { ...state!, now: { ...mine, ...changed } as StoredRow, touched: true });
    changes.push({ key, kind: 'row' });
    return APPLIED;
  } catch (error) {
    if (error instanceof ServiceError) return rejectedBy(error);
    throw error;
  }
}

/**
 * Writes what the batch left: versions taken in one update of the member's counter and handed out
 * in the order the changes were made, then per table one insert of new rows, one upsert of changed
 * ones, one delete, and one insert of the tombstones.
 */
async function writeRows(
  tx: Db,
  member: UserRow,
  rows: Map<string, RowState>,
  changes: { key: string; kind: 'row' | 'tombstone' }[],
): Promise<void> {
  if (changes.length === 0) return;
  const first = await takeVersionsOf(tx, memberSpace(member.id), changes.length);
  const lastVersion = new Map<string, number>();
  changes.forEach(({ key }, index) => lastVersion.set(key, first + index));

  const byTable = new Map<
    PersonalTableName,
    { inserts: StoredRow[]; updates: StoredRow[]; deletes: string[] }
  >();
  const tombstoneRows: { tableName: SyncTable; rowId: string; userId: string; version: number }[] =
    [];
  for (const [key, state] of rows) {
    if (!state.touched) continue;
    const version = lastVersion.get(key)!;
    const writes = byTable.get(state.table) ?? { inserts: [], updates: [], deletes: [] };
    byTable.set(state.table, writes);
    if (state.now) {
      const row = { ...state.now, version };
      (state.before ? writes.updates : writes.inserts).push(row);
    } else {
      if (state.before) writes.deletes.push(state.before.id);
      const id = key.slice(state.table.length + 1);
      tombstoneRows.push({ tableName: state.table, rowId: id, userId: member.id, version });
    }
  }
  for (const [name, writes] of byTable) {
    const table = personalTable(tx, name);
    if (writes.inserts.length > 0 && !(await insertRows(tx, table, writes.inserts))) {
      await tx.insert(table).values(writes.inserts as never);
    }
    if (
      writes.updates.length > 0 &&
      !(await overwriteOwnRows(tx, table, writes.updates, member.id))
    ) {
      // Every column from the row as the batch left it; only the member's own row is matched.
      const set: Record<string, unknown> = {};
      for (const [property, column] of Object.entries(getTableColumns(table))) {
        if (property === 'id') continue;
        set[property] = sql.raw(`excluded.${quoted((column as PgColumn).name)}`);
      }
      await tx
        .insert(table)
        .values(writes.updates as never)
        .onConflictDoUpdate({
          target: table.id,
          set: set as never,
          setWhere: sql`${table.userId} = ${member.id}`,
        });
    }
    if (writes.deletes.length > 0) {
      await tx
        .delete(table)
        .where(and(inArray(table.id, writes.deletes), eq(table.userId, member.id)));
    }
  }
  const { tombstones } = tablesOf(tx);
  if (tombstoneRows.length > 0 && !(await insertRows(tx, tombstones, tombstoneRows))) {
    await tx.insert(tombstones).values(tombstoneRows);
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
