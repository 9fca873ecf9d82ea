import { lt } from 'drizzle-orm';
import type { MutationResult } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { findOutcome } from './processed';

/*
 * processed_mutations cannot grow forever, but a record may only go once no retry of its mutation can
 * still arrive. So a pushed mutation made more than MUTATION_MAX_AGE_MS ago (by its createdAt) is no
 * longer applied: unless its record is still here (then it is a replay and gets the recorded
 * result), it is rejected and shown on the device's "couldn't sync" list, where retry sends it again
 * as a new change. A record is kept PROCESSED_RETENTION_MS after it was written: longer than the age
 * limit plus the 24 hours a device's clock may run ahead, so any retry of a pruned record's mutation
 * is already too old to apply twice.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const MUTATION_MAX_AGE_DAYS = 90;
export const MUTATION_MAX_AGE_MS = MUTATION_MAX_AGE_DAYS * DAY_MS;
export const PROCESSED_RETENTION_MS = MUTATION_MAX_AGE_MS + 2 * DAY_MS;
/** Pruning runs on a push, at most this often per server process. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const TOO_OLD_MESSAGE = `This change was made more than ${MUTATION_MAX_AGE_DAYS} days ago and can no longer sync. Retry sends it again as a new change.`;

type Dated = { mutationId: string; createdAt: string };

/**
 * The answer for a mutation too old to apply (its recorded result when it is a replay, `replay`
 * true), or null for one young enough to go through the normal push.
 */
export async function tooOldResult(
  db: Db,
  memberId: string,
  mutation: Dated,
  now: Date,
): Promise<{ result: MutationResult; replay: boolean } | null> {
  if (now.getTime() - Date.parse(mutation.createdAt) <= MUTATION_MAX_AGE_MS) return null;
  const recorded = await findOutcome(db, memberId, mutation.mutationId);
  if (recorded !== undefined) return { result: recorded, replay: true };
  const result: MutationResult = {
    mutationId: mutation.mutationId,
    status: 'rejected',
    code: 400,
    error: TOO_OLD_MESSAGE,
    field: 'createdAt',
  };
  return { result, replay: false };
}

const lastPruned = new WeakMap<object, number>();

/**
 * Deletes the records past their retention, at most once an hour per database (`db` is the one the
 * server opened). Several processes each prune on their own schedule: the delete is the same whoever
 * runs it.
 */
export async function pruneProcessed(db: Db, now: Date): Promise<void> {
  const { processedMutations } = tablesOf(db);
  const nowMs = now.getTime();
  const last = lastPruned.get(db);
  if (last !== undefined && nowMs - last < PRUNE_EVERY_MS && nowMs >= last) return;
  lastPruned.set(db, nowMs);
  const cutoff = new Date(nowMs - PROCESSED_RETENTION_MS).toISOString();
  // One delete of rows nobody reads any more: it waits for no other writer.
  await writeTransaction(
    db,
    (tx) => tx.delete(processedMutations).where(lt(processedMutations.createdAt, cutoff)),
    { spaces: [] },
  );
}
