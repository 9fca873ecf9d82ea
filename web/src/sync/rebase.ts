/**
 * Rebase: a row pulled from the server never overwrites local changes the server has not
 * acknowledged yet. Those pending mutations are re-applied, in `seq` order, on top of the pulled
 * row with each mutation's shared effect (@selah/shared, sync/effects): the very definition the
 * server runs when the mutation arrives, so the device shows now what the server will hold.
 *
 * The same effects restore a row when a member retries a change the server had rejected.
 */
import { applyEffect, type Mutation, type SyncRow } from '@selah/shared';

export { createsRow, rowFromCreate, type SyncRow } from '@selah/shared';

/** What the rebase needs of an outbox entry: its name and args, correctly paired. */
export type PendingMutation = Mutation;

/** Applies one mutation to a row; undefined means "the row does not exist (any more)". */
export const applyMutationToRow = applyEffect;

/** Re-applies pending mutations (in seq order) on top of a row. */
export function rebaseRow(
  row: SyncRow | undefined,
  pending: readonly PendingMutation[],
): SyncRow | undefined {
  return pending.reduce<SyncRow | undefined>(applyEffect, row);
}
