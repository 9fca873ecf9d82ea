import { mutationResultSchema, type MutationResult } from '@selah/shared';
import type { UserRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { applyMutation, withMutationId, type IncomingMutation } from './apply-mutation';
import { findProcessed, recordProcessed } from './processed';

export type PushedMutation = IncomingMutation & { seq: number };

/**
 * Applies a pushed batch in `seq` order. Each mutation is its own transaction holding both its
 * effect and its (member, mutationId) record, so:
 * - a replay (the response was lost, the batch is sent again) returns the recorded result and
 *   changes nothing;
 * - a rejection is recorded too and the batch goes on: one bad mutation never blocks the queue;
 * - an unexpected error rolls back that one mutation unrecorded and is thrown (the request fails
 *   with a 500, the client retries). Earlier mutations stay committed and are replays next time.
 */
export function pushMutations(
  db: Db,
  member: UserRow,
  mutations: readonly PushedMutation[],
  now: () => Date,
): MutationResult[] {
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  return ordered.map((mutation) => pushOne(db, member, mutation, now()));
}

function pushOne(db: Db, member: UserRow, mutation: PushedMutation, now: Date): MutationResult {
  return writeTransaction(db, (tx) => {
    const recorded = findProcessed(tx, member.id, mutation.mutationId);
    if (recorded !== undefined) return mutationResultSchema.parse(recorded);
    const result = withMutationId(mutation.mutationId, applyMutation(tx, member, mutation, now));
    recordProcessed(tx, member.id, mutation.mutationId, result, now);
    return result;
  });
}
