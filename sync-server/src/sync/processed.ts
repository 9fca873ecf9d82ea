import { and, eq } from 'drizzle-orm';
import { processedMutations } from '../db/schema';
import type { Db } from '../db/types';

/*
 * Exactly-once effects: a mutation (or a REST call with an Idempotency-Key) is recorded in the same
 * transaction as its effect, keyed by (member, id). A replay finds the record and returns it instead of
 * running again. Sync mutation ids and REST keys share the table but never collide: REST keys are
 * stored with a prefix.
 */

export const IDEMPOTENCY_KEY_PREFIX = 'idempotency-key:';

export function findProcessed(db: Db, userId: string, mutationId: string): unknown {
  const row = db
    .select({ result: processedMutations.result })
    .from(processedMutations)
    .where(
      and(eq(processedMutations.userId, userId), eq(processedMutations.mutationId, mutationId)),
    )
    .get();
  return row === undefined ? undefined : (JSON.parse(row.result) as unknown);
}

export function recordProcessed(
  db: Db,
  userId: string,
  mutationId: string,
  result: unknown,
  now: Date,
): void {
  db.insert(processedMutations)
    .values({ userId, mutationId, result: JSON.stringify(result), createdAt: now.toISOString() })
    .run();
}
