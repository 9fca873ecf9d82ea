import type { MutationResult } from '@selah/shared';
import { isDataException, UNSTORABLE_VALUE_MESSAGE } from '../db/data-errors';
import { isDatabaseUnavailable } from '../db/faults';
import type { UserRow } from '../db/schema';
import { transactionIsOpen, writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import {
  applyPushed,
  spacesWrittenBy,
  withMutationId,
  type IncomingMutation,
} from './apply-mutation';
import { applyBatchSetBased, handlesSetBased } from './batch-apply';
import { eventLoopSlices } from './event-loop-slices';
import { boundedResult, findOutcome, findOutcomes, recordOutcome } from './processed';

export type PushedMutation = IncomingMutation & { seq: number };

export type PushOptions = {
  /** Whether a batch of the member's own rows may be applied set-based (tests compare both). */
  setBased: boolean;
  /** Told when the set-based apply was rolled back and the batch went one mutation at a time. */
  onFallback?: (error: unknown) => void;
  /**
   * Runs first in the push's transaction, under the member's lock, with the batch's mutations that
   * no push has processed yet: the write quotas reserve there, in the transaction that applies
   * them. What it throws (a refusal) rolls the transaction back and is thrown on as it is.
   */
  beforeApply?: (tx: Db, fresh: readonly PushedMutation[]) => Promise<void>;
};

/**
 * Applies a pushed batch in `seq` order, in ONE write transaction (one commit for the batch: the
 * commits cost more than the mutations), which first locks the spaces the batch writes in (the
 * member's own, and the community's or published content's when it touches them).
 *
 * A batch of the member's own rows is applied set-based (batch-apply.ts), in a transaction of its
 * own: a handful of statements for the whole batch. When that fails (a value the database cannot
 * store, an id taken meanwhile, anything unexpected) it is rolled back and the batch goes the way
 * every other batch goes, one mutation at a time in a new transaction, where each outcome below is
 * settled alone. Both ways give the same results.
 *
 * One mutation at a time, each runs in a savepoint holding both its effect and its (member,
 * mutationId) record, so:
 * - a replay (the response was lost, the batch is sent again) returns the recorded result and
 *   changes nothing;
 * - a rejection is recorded too and the batch goes on: one bad mutation never blocks the queue;
 * - a value the database cannot store (a data exception) is that mutation's rejection;
 * - an unexpected error rolls back that one mutation, unrecorded; the mutations before it are
 *   committed (they replay next time) and the error is thrown (the request fails with a 500 and
 *   the client sends the batch again);
 * - a database that went away (a lost connection, a locked file: db/faults.ts) fails the whole
 *   batch, nothing of it committed and no mutation recorded as failed: the request is a 503 and the
 *   device sends the batch again. Should the connection break just as the commit went through, the
 *   retry finds every mutation recorded and replays them, so each is applied once.
 */
export async function pushMutations(
  db: Db,
  member: UserRow,
  mutations: readonly PushedMutation[],
  now: () => Date,
  options: PushOptions = { setBased: true },
): Promise<MutationResult[]> {
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  const spaces = spacesWrittenBy(
    member,
    ordered.map((mutation) => mutation.name),
  );
  let refused: { error: unknown } | undefined;
  const beforeApply = async (tx: Db, recorded: ReadonlyMap<string, MutationResult>) => {
    if (!options.beforeApply) return;
    try {
      await options.beforeApply(
        tx,
        ordered.filter((mutation) => !recorded.has(mutation.mutationId)),
      );
    } catch (error) {
      refused = { error };
      throw error;
    }
  };
  if (options.setBased && handlesSetBased(ordered)) {
    try {
      return await writeTransaction(
        db,
        (tx) => applyBatchSetBased(tx, member, ordered, now, beforeApply),
        { spaces },
      );
    } catch (error) {
      if (isDatabaseUnavailable(error) || refused) throw error;
      // Rolled back, nothing of it kept: the batch goes one mutation at a time below.
      options.onFallback?.(error);
    }
  }
  let failure: { error: unknown } | undefined;
  const results = await writeTransaction(
    db,
    async (tx) => {
      if (options.beforeApply) {
        await beforeApply(
          tx,
          await findOutcomes(
            tx,
            member.id,
            ordered.map((mutation) => mutation.mutationId),
          ),
        );
      }
      const done: MutationResult[] = [];
      const betweenSlices = eventLoopSlices();
      for (const mutation of ordered) {
        await betweenSlices();
        try {
          done.push(
            await writeTransaction(tx, (savepoint) => pushOne(savepoint, member, mutation, now())),
          );
        } catch (error) {
          // A fault that ended the transaction itself (SQLite rolled it back) leaves nothing to keep,
          // and a lost connection can commit nothing.
          if (!transactionIsOpen(tx) || isDatabaseUnavailable(error)) throw error;
          // A value the database cannot store fails the same way on every retry: it is this
          // mutation's rejection (recorded like any other), and the batch goes on.
          if (isDataException(error)) {
            done.push(
              await writeTransaction(tx, (savepoint) =>
                recordRejection(savepoint, member, mutation, now()),
              ),
            );
            continue;
          }
          failure = { error };
          break;
        }
      }
      return done;
    },
    { spaces },
  );
  if (failure) throw failure.error;
  return results;
}

async function pushOne(
  tx: Db,
  member: UserRow,
  mutation: PushedMutation,
  now: Date,
): Promise<MutationResult> {
  const recorded = await findOutcome(tx, member.id, mutation.mutationId);
  if (recorded !== undefined) return recorded;
  const applied = await applyPushed(tx, { member, now }, mutation);
  const result = boundedResult(withMutationId(mutation.mutationId, applied));
  await recordOutcome(tx, member.id, result, now);
  return result;
}

async function recordRejection(
  tx: Db,
  member: UserRow,
  mutation: PushedMutation,
  now: Date,
): Promise<MutationResult> {
  const result: MutationResult = {
    mutationId: mutation.mutationId,
    status: 'rejected',
    code: 400,
    error: UNSTORABLE_VALUE_MESSAGE,
  };
  await recordOutcome(tx, member.id, result, now);
  return result;
}
