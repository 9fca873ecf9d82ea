/**
 * The outbox mutations: every change a member makes locally is recorded as one of these, in the
 * same Dexie transaction as the row it changes, and replayed against the server later.
 *
 * Each mutation is defined once in @selah/shared: its args schema (shared/src/sync/mutations.ts)
 * and its effect on a row (shared/src/sync/effects). Repositories write through data/mutate.ts,
 * which applies that effect here; the rebase, the "couldn't sync" list and the server read the
 * same definitions.
 *
 * Convention: `args.id` is ALWAYS the id of the row the mutation touches. Sync uses it to know
 * which local rows still have pending changes, so pulled data never overwrites them.
 */
import type { MutationArgs as SharedMutationArgs, MutationName } from '@selah/shared';

export { MUTATION_NAMES, tableOfMutation, type Mutation, type MutationName } from '@selah/shared';

export type MutationArgsByName = { [N in MutationName]: SharedMutationArgs<N> };
export type MutationArgs<N extends MutationName = MutationName> = MutationArgsByName[N];
