import { and, eq, sql } from 'drizzle-orm';
import { runPrepared, tablesOf } from '../db/dialect';
import type { Db } from '../db/types';

/*
 * Exactly-once effects: a mutation (or a REST call with an Idempotency-Key) is recorded in the same
 * transaction as its effect, keyed by (member, id). A replay finds the record and returns it instead of
 * running again. Sync mutation ids and REST keys share the table but never collide: REST keys are
 * stored with a prefix.
 */

export const IDEMPOTENCY_KEY_PREFIX = 'idempotency-key:';

/** Every pushed mutation asks this first. */
const selectRecord = (db: Db) => {
  const { processedMutations: t } = tablesOf(db);
  return db
    .select({ result: t.result })
    .from(t)
    .where(
      and(eq(t.userId, sql.placeholder('userId')), eq(t.mutationId, sql.placeholder('mutationId'))),
    )
    .limit(1)
    .prepare('findProcessed');
};

export async function findProcessed(db: Db, userId: string, mutationId: string): Promise<unknown> {
  const [row] = await runPrepared(db, 'findProcessed', selectRecord, { userId, mutationId });
  return row === undefined ? undefined : (JSON.parse(row.result) as unknown);
}

const insertRecord = (db: Db) =>
  db
    .insert(tablesOf(db).processedMutations)
    .values({
      userId: sql.placeholder('userId'),
      mutationId: sql.placeholder('mutationId'),
      result: sql.placeholder('result'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('recordProcessed');

export async function recordProcessed(
  db: Db,
  userId: string,
  mutationId: string,
  result: unknown,
  now: Date,
): Promise<void> {
  await runPrepared(db, 'recordProcessed', insertRecord, {
    userId,
    mutationId,
    result: JSON.stringify(result),
    createdAt: now.toISOString(),
  });
}
