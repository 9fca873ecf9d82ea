import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../db/prepared';
import { processedMutations } from '../db/schema';
import type { Db } from '../db/types';

/*
 * Exactly-once effects: a mutation (or a REST call with an Idempotency-Key) is recorded in the same
 * transaction as its effect, keyed by (member, id). A replay finds the record and returns it instead of
 * running again. Sync mutation ids and REST keys share the table but never collide: REST keys are
 * stored with a prefix.
 */

export const IDEMPOTENCY_KEY_PREFIX = 'idempotency-key:';

const selectRecord = (db: Db) =>
  db
    .select({ result: processedMutations.result })
    .from(processedMutations)
    .where(
      and(
        eq(processedMutations.userId, sql.placeholder('userId')),
        eq(processedMutations.mutationId, sql.placeholder('mutationId')),
      ),
    )
    .prepare();

export function findProcessed(db: Db, userId: string, mutationId: string): unknown {
  const row = preparedQuery(db, 'findProcessed', selectRecord).get({ userId, mutationId });
  return row === undefined ? undefined : (JSON.parse(row.result) as unknown);
}

const insertRecord = (db: Db) =>
  db
    .insert(processedMutations)
    .values({
      userId: sql.placeholder('userId'),
      mutationId: sql.placeholder('mutationId'),
      result: sql.placeholder('result'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare();

export function recordProcessed(
  db: Db,
  userId: string,
  mutationId: string,
  result: unknown,
  now: Date,
): void {
  preparedQuery(db, 'recordProcessed', insertRecord).run({
    userId,
    mutationId,
    result: JSON.stringify(result),
    createdAt: now.toISOString(),
  });
}
