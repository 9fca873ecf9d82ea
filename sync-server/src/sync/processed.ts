import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MutationResult } from '@selah/shared';
import { insertRows, selectRowsIn } from '../db/batch-statements';
import { runPrepared, tablesOf } from '../db/dialect';
import type { Db } from '../db/types';

/*
 * Exactly-once effects: a mutation (or a REST call with an Idempotency-Key) is recorded in the same
 * transaction as its effect, keyed by (member, id). A replay finds the record and returns it instead of
 * running again. Sync mutation ids and REST keys share the table but never collide: REST keys are
 * stored with a prefix.
 *
 * A pushed mutation's record is its outcome and nothing more (every member may leave up to the
 * write quotas' worth of them each hour, kept 92 days): applied is a row with no code; a rejection
 * keeps its status and a bounded reason, which is all a replay answers. Only a REST key's record
 * keeps a response (`result`), the body its replay sends.
 */

export const IDEMPOTENCY_KEY_PREFIX = 'idempotency-key:';

/** Longer rejection reasons are cut to this, before the first answer, so a replay answers the same. */
export const REJECTION_ERROR_MAX = 300;
export const REJECTION_FIELD_MAX = 100;

/** Every pushed mutation asks this first. */
const selectRecord = (db: Db) => {
  const { processedMutations: t } = tablesOf(db);
  return db
    .select({ code: t.code, error: t.error, field: t.field, result: t.result })
    .from(t)
    .where(
      and(eq(t.userId, sql.placeholder('userId')), eq(t.mutationId, sql.placeholder('mutationId'))),
    )
    .limit(1)
    .prepare('findProcessed');
};

type StoredRecord = {
  code: number | null;
  error: string | null;
  field: string | null;
  result: string | null;
};

async function findRecord(
  db: Db,
  userId: string,
  mutationId: string,
): Promise<StoredRecord | undefined> {
  const [row] = await runPrepared(db, 'findProcessed', selectRecord, { userId, mutationId });
  return row;
}

const insertRecord = (db: Db) =>
  db
    .insert(tablesOf(db).processedMutations)
    .values({
      userId: sql.placeholder('userId'),
      mutationId: sql.placeholder('mutationId'),
      code: sql.placeholder('code'),
      error: sql.placeholder('error'),
      field: sql.placeholder('field'),
      result: sql.placeholder('result'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('recordProcessed');

async function insert(
  db: Db,
  userId: string,
  mutationId: string,
  record: StoredRecord,
  now: Date,
): Promise<void> {
  await runPrepared(db, 'recordProcessed', insertRecord, {
    userId,
    mutationId,
    ...record,
    createdAt: now.toISOString(),
  });
}

/** A pushed mutation's recorded result, or undefined when it was never processed. */
export async function findOutcome(
  db: Db,
  userId: string,
  mutationId: string,
): Promise<MutationResult | undefined> {
  const row = await findRecord(db, userId, mutationId);
  return row === undefined ? undefined : outcomeOf(mutationId, row);
}

function outcomeOf(
  mutationId: string,
  row: Pick<StoredRecord, 'code' | 'error' | 'field'>,
): MutationResult {
  if (row.code === null) return { mutationId, status: 'applied' };
  return {
    mutationId,
    status: 'rejected',
    code: row.code,
    error: row.error ?? '',
    ...(row.field !== null && { field: row.field }),
  };
}

/** The recorded results of those of `mutationIds` the member's pushes processed: one query. */
export async function findOutcomes(
  db: Db,
  userId: string,
  mutationIds: readonly string[],
): Promise<Map<string, MutationResult>> {
  const found = new Map<string, MutationResult>();
  if (mutationIds.length === 0) return found;
  const { processedMutations: p } = tablesOf(db);
  type Found = Pick<StoredRecord, 'code' | 'error' | 'field'> & { mutationId: string };
  const rows =
    (await selectRowsIn<Found>(db, p, 'mutationId', mutationIds, userId)) ??
    (await db
      .select({ mutationId: p.mutationId, code: p.code, error: p.error, field: p.field })
      .from(p)
      .where(and(eq(p.userId, userId), inArray(p.mutationId, [...mutationIds]))));
  for (const row of rows) found.set(row.mutationId, outcomeOf(row.mutationId, row));
  return found;
}

/** The result as it is answered and recorded: a rejection's reason within its bounds. */
export function boundedResult(result: MutationResult): MutationResult {
  if (result.status === 'applied') return result;
  const { field, ...rest } = result;
  return {
    ...rest,
    error: result.error.slice(0, REJECTION_ERROR_MAX),
    ...(field !== undefined && { field: field.slice(0, REJECTION_FIELD_MAX) }),
  };
}

/** Records a pushed mutation's (bounded) result, in the transaction of its effect. */
export async function recordOutcome(
  db: Db,
  userId: string,
  result: MutationResult,
  now: Date,
): Promise<void> {
  const bounded = boundedResult(result);
  await insert(
    db,
    userId,
    bounded.mutationId,
    bounded.status === 'applied'
      ? { code: null, error: null, field: null, result: null }
      : { code: bounded.code, error: bounded.error, field: bounded.field ?? null, result: null },
    now,
  );
}

/** Records a batch's (bounded) results in one statement, each with its moment. */
export async function recordOutcomes(
  db: Db,
  userId: string,
  outcomes: readonly { result: MutationResult; at: Date }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const { processedMutations } = tablesOf(db);
  const rows = outcomes.map(({ result, at }) => {
    const bounded = boundedResult(result);
    const rejected = bounded.status === 'rejected' ? bounded : undefined;
    return {
      userId,
      mutationId: bounded.mutationId,
      code: rejected?.code ?? null,
      error: rejected?.error ?? null,
      field: rejected?.field ?? null,
      result: null,
      createdAt: at.toISOString(),
    };
  });
  if (!(await insertRows(db, processedMutations, rows))) {
    await db.insert(processedMutations).values(rows);
  }
}

/** A REST key's recorded response, or undefined when there is none. */
export async function findProcessed(db: Db, userId: string, key: string): Promise<unknown> {
  const row = await findRecord(db, userId, key);
  return row?.result == null ? undefined : (JSON.parse(row.result) as unknown);
}

/** Records a REST key's response, in the transaction of the request's effect. */
export async function recordProcessed(
  db: Db,
  userId: string,
  key: string,
  result: unknown,
  now: Date,
): Promise<void> {
  await insert(
    db,
    userId,
    key,
    { code: null, error: null, field: null, result: JSON.stringify(result) },
    now,
  );
}
