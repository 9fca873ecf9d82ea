import { PUSH_BATCH_MAX, type MutationResult } from '@selah/shared';
import { isDataException, UNSTORABLE_VALUE_MESSAGE } from '../db/data-errors';
import { isDatabaseUnavailable } from '../db/faults';
import type { UserRow } from '../db/schema';
import { engineOf } from '../db/dialect';
import { transactionIsOpen, writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import {
  applyPushed,
  spacesWrittenBy,
  withMutationId,
  type IncomingMutation,
} from './apply-mutation';
import { applyBatchSetBased, handlesSetBased } from './batch-apply';
import { eventLoopSlices, nextEventLoopTurn } from './event-loop-slices';
import { boundedResult, findOutcome, findOutcomes, recordOutcome } from './processed';

export type PushedMutation = IncomingMutation & { seq: number };

export type PushOptions = {
  /** Whether a batch of the member's own rows may be applied set-based (tests compare both). */
  setBased: boolean;
  /**
   * Mutations applied per transaction (see pushMutations); the engine's default when left out.
   * Tests set it to slice small batches on either engine.
   */
  sliceSize?: number;
  /** Told when the set-based apply was rolled back and the batch went one mutation at a time. */
  onFallback?: (error: unknown) => void;
  /**
   * Runs first in each slice's transaction, under the member's lock, with the slice's mutations
   * that no push has processed yet (`slice` counts from 0): the write quotas reserve there, in the
   * transaction that applies them. What it throws (a refusal) rolls that slice back and is thrown
   * on as it is; the slices before it stay committed.
   */
  beforeApply?: (tx: Db, fresh: readonly PushedMutation[], slice: number) => Promise<void>;
};

/**
 * Mutations per transaction on each engine. better-sqlite3 runs every statement on the event loop,
 * so a push is one unbroken task from its first statement to its commit: a batch of 100 held every
 * other request (another member's read, the app's shell) for tens of milliseconds. In slices of 10
 * a push gives the event loop a turn every millisecond or two (docs/decisions/038: slices of 25
 * still left the shell 10-25x slower during a flood). On PostgreSQL the
 * statements wait for the database and the event loop is free meanwhile, while each transaction
 * costs round trips (the lock, the commit): a batch there stays one transaction.
 */
export const PUSH_SLICE_SIZE = { sqlite: 10, postgres: PUSH_BATCH_MAX } as const;

/**
 * Applies a pushed batch in `seq` order, in slices of `sliceSize` mutations (PUSH_SLICE_SIZE), each
 * in ONE write transaction (one commit for the slice: the commits cost more than the mutations),
 * which first locks the spaces the slice writes in (the member's own, and the community's or
 * published content's when it touches them). Between two slices the event loop takes a turn.
 *
 * Each mutation's processed record commits with its rows, so slicing keeps every push
 * exactly-once: when a slice fails (an error, a lost database, a quota refusal), the slices before
 * it stay committed and recorded, the request fails as that slice's error says, and the device's
 * retry of the whole batch replays what committed (recorded results, nothing applied twice) and
 * applies the rest. Later slices are not attempted.
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
  const size = Math.max(1, options.sliceSize ?? PUSH_SLICE_SIZE[engineOf(db)]);
  const results: MutationResult[] = [];
  // At least one slice: a batch with nothing left to apply still runs `beforeApply` (the route
  // charges the too-old mutations it answered itself there).
  let slice = 0;
  do {
    if (slice > 0) await nextEventLoopTurn();
    const start = slice * size;
    results.push(
      ...(await pushSlice(db, member, ordered.slice(start, start + size), now, options, slice)),
    );
    slice += 1;
  } while (slice * size < ordered.length);
  return results;
}

/** One slice of a push (see pushMutations), in `seq` order, in its own write transaction. */
async function pushSlice(
  db: Db,
  member: UserRow,
  ordered: readonly PushedMutation[],
  now: () => Date,
  options: PushOptions,
  slice: number,
): Promise<MutationResult[]> {
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
        slice,
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
        const turn = betweenSlices();
        if (turn) await turn;
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
