/**
 * The outbox mutations: every change a member makes locally is recorded as one of these, in the
 * same Dexie transaction as the row it changes, and replayed against the server later.
 *
 * The names and their argument schemas live in @selah/shared (shared/src/sync/mutations.ts,
 * `MUTATION_ARGS`), so the server validates exactly what the client sends:
 *
 *   'mood.create' 'mood.delete'
 *   'goal.create' 'goal.progress' ({ id, delta }) 'goal.update' ({ id, changes }) 'goal.delete'
 *   'journal.create' 'journal.update' ({ id, changes }) 'journal.delete'
 *   'post.create' 'post.like' ({ id } = the post)
 *   'meditation.create'
 *   'privateSession.create' 'privateSession.complete' ({ id, completedAt }) 'privateSession.delete'
 *   'motivation.create' 'motivation.read'
 *   'content.create'
 *
 * Convention: `args.id` is ALWAYS the id of the row the mutation touches. Sync uses it to know
 * which local rows still have pending changes, so pulled data never overwrites them.
 *
 * Adding a mutation: add it to MUTATION_ARGS in shared (and its handler on the server), to its
 * table below, and give it a rebase reducer in web/src/sync/rebase.ts. Never change the meaning
 * of an existing name: entries made by an older version of the app may still be waiting in
 * someone's outbox.
 */
import type { MutationArgs as SharedMutationArgs, MutationName } from '@selah/shared';

export { MUTATION_NAMES, type MutationName } from '@selah/shared';

export type MutationArgsByName = { [N in MutationName]: SharedMutationArgs<N> };
export type MutationArgs<N extends MutationName = MutationName> = MutationArgsByName[N];

/** A mutation as handed to `enqueue`: the name and its arguments, correctly paired. */
export type Mutation = {
  [N in MutationName]: { name: N; args: MutationArgsByName[N] };
}[MutationName];

/** Which local table each mutation's `args.id` points into, by the name's prefix. */
export const MUTATION_TABLE = {
  mood: 'moodEntries',
  goal: 'goals',
  journal: 'journalEntries',
  post: 'communityPosts',
  meditation: 'meditationSessions',
  privateSession: 'privateSessions',
  motivation: 'motivations',
  content: 'inspirationalContent',
} as const;

export type MutationTableName = (typeof MUTATION_TABLE)[keyof typeof MUTATION_TABLE];

export function tableOfMutation(name: MutationName): MutationTableName {
  const prefix = name.slice(0, name.indexOf('.')) as keyof typeof MUTATION_TABLE;
  return MUTATION_TABLE[prefix];
}
