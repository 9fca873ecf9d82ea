import { and, eq } from 'drizzle-orm';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';

/*
 * Exactly-once effects: a mutation (or a REST call with an Idempotency-Key) is recorded in the same
 * transaction as its effect, keyed by (member, id). A replay finds the record and returns it instead of
 * running again. Sync mutation ids and REST keys share the table but never collide: REST keys are
 * stored with a prefix.
 */

export const IDEMPOTENCY_KEY_PREFIX = 'idempotency-key:';

export async function findProcessed(db: Db, userId: string, mutationId: string): Promise<unknown> {
  const { processedMutations } = tablesOf(db);
  const [row] = await db
    .select({ result: processedMutations.result })
    .from(processedMutations)
    .where(
      and(eq(processedMutations.userId, userId), eq(processedMutations.mutationId, mutationId)),
    )
    .limit(1);
  return row === undefined ? undefined : (JSON.parse(row.result) as unknown);
}

export async function recordProcessed(
  db: Db,
  userId: string,
  mutationId: string,
  result: unknown,
  now: Date,
): Promise<void> {
  const { processedMutations } = tablesOf(db);
  await db.insert(processedMutations).values({
    userId,
    mutationId,
    result: JSON.stringify(result),
    createdAt: now.toISOString(),
  });
}
