/**
 * What each named mutation does to a row: one definition per mutation, free of zod so the sync
 * engine (which loads at start-up, under the first screen's script budget) can apply it. The args
 * schemas that validate a mutation live beside it in ../mutations.ts; ../registry.ts joins the two.
 *
 * Adding a mutation: its name in MUTATION_NAMES (constants/sync.ts), its args schema in
 * MUTATION_ARGS (../mutations.ts) and its effect here. The device's write, its rebase of pending
 * changes, the "couldn't sync" list and the server's apply all follow. Never change the meaning of
 * an existing name: entries made by an older version of the app may still wait in an outbox.
 */
import type { MutationName } from '../../constants/sync';
import { DECLARED_EFFECTS } from '../../entities/device';
import type { MutationArgs } from '../mutations';
import { communityEffects, contentEffects, favoriteEffects, feedFilterEffects } from './shared';
import {
  goalEffects,
  journalEffects,
  meditationEffects,
  moodEffects,
  motivationEffects,
  privateSessionEffects,
} from './personal';
import type { MutationEffect, MutationEffects, SyncRow, MutationContext } from './types';

export type * from './types';
export { textOrNull, toIso, toIsoOrNull } from './types';

export const MUTATION_EFFECTS: MutationEffects = {
  ...moodEffects,
  ...goalEffects,
  ...journalEffects,
  ...communityEffects,
  ...feedFilterEffects,
  ...meditationEffects,
  ...privateSessionEffects,
  ...motivationEffects,
  ...contentEffects,
  ...favoriteEffects,
  ...DECLARED_EFFECTS,
};

/** A mutation's name and args, correctly paired. */
export type Mutation = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName];

/**
 * The effect of `name`, or undefined for a name this version does not know. Looked up by own
 * property, so a name like "constructor" is unknown too.
 */
export function effectOf(name: string): MutationEffect | undefined {
  return Object.hasOwn(MUTATION_EFFECTS, name)
    ? (MUTATION_EFFECTS[name as MutationName] as MutationEffect)
    : undefined;
}

/** Whether the mutation makes its row (so a rejected one means the row should not exist). */
export function createsRow(name: string): boolean {
  return effectOf(name)?.kind === 'create';
}

/**
 * The synced table whose row the mutation's `args.id` names; undefined for a name this version
 * does not know (an entry queued by another version of the app can still sit in an outbox).
 */
export function tableOfMutation(name: MutationName): MutationEffect['table'] | undefined {
  return effectOf(name)?.table;
}

/**
 * The row after `mutation`, given the row before it (undefined: there is none). A create keeps a
 * row that is already there (it can only be the same create's copy: ids are made once); a delete
 * wins over anything; a change to a missing row changes nothing.
 */
export function applyEffect(row: SyncRow | undefined, mutation: Mutation): SyncRow | undefined {
  const effect = MUTATION_EFFECTS[mutation.name] as MutationEffect;
  switch (effect.kind) {
    case 'create':
      return row;
    case 'delete':
      return undefined;
    case 'change':
      return row ? effect.change(row, mutation.args as never) : row;
  }
}

/** The row a create mutation makes (undefined for other mutations). */
export function rowFromCreate(mutation: Mutation, context: MutationContext): SyncRow | undefined {
  const effect = MUTATION_EFFECTS[mutation.name] as MutationEffect;
  return effect.kind === 'create' ? effect.create(mutation.args as never, context) : undefined;
}

/** The change in words, for the "couldn't sync" list. */
export function describeMutation(
  mutation: { name: MutationName; args: unknown },
  titleOf: (id: string) => string | undefined = () => undefined,
): string {
  const effect = MUTATION_EFFECTS[mutation.name] as MutationEffect;
  return effect.label(mutation.args as never, titleOf);
}
