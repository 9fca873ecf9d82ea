/**
 * The outbox mutations: every change a member makes locally is recorded as one of these, in the
 * same Dexie transaction as the row it changes, and replayed against the server later.
 *
 * Convention: `args.id` is ALWAYS the id of the row the mutation touches (for 'post.like' the post's
 * id). Sync uses it to know which local rows still have pending changes, so pulled data never
 * overwrites them.
 *
 * Adding a mutation: add it here with its args, map it to a REST call in rest-mutations.ts, and (when
 * the sync engine lands) to its server handler. Never change the meaning of an existing name:
 * entries made by an older version of the app may still be waiting in someone's outbox.
 */
import type {
  CONTENT_CATEGORIES,
  GoalCategory,
  JournalCategory,
  Mood,
  MotivationType,
  PrivateSessionType,
  UpdateGoal,
  UpdateJournalEntry,
} from '@selah/shared';

type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export interface MutationArgsByName {
  /** POST /api/mood-entries. `notes` is omitted when empty (SPEC 5). */
  'mood.create': { id: string; mood: Mood; notes?: string; date: string };
  /** POST /api/goals. currentValue is never sent: a new goal starts at 0. */
  'goal.create': {
    id: string;
    title: string;
    description: string | null;
    targetValue: number;
    category: GoalCategory | null;
    createdAt: string;
  };
  /** Progress travels as a delta (+1 / -1) so increments made on two devices both count. */
  'goal.progress': { id: string; delta: number };
  'goal.update': { id: string; changes: UpdateGoal };
  'goal.delete': { id: string };
  'journal.create': {
    id: string;
    title: string;
    content: string;
    category: JournalCategory;
    createdAt: string;
  };
  'journal.update': { id: string; changes: UpdateJournalEntry };
  'journal.delete': { id: string };
  'post.create': { id: string; content: string; createdAt: string };
  /** A like is set membership: one per member per post. `id` is the post's id. */
  'post.like': { id: string };
  /** `duration` is in minutes. */
  'meditation.create': { id: string; duration: number; sessionType: string; completedAt: string };
  'privateSession.create': {
    id: string;
    title: string;
    sessionType: PrivateSessionType;
    scheduledAt: string | null;
    duration: number | null;
    notes: string | null;
    createdAt: string;
  };
  'privateSession.complete': { id: string; completedAt: string };
  'privateSession.delete': { id: string };
  /** The message is generated locally by the shared generator; the server may regenerate it. */
  'motivation.create': { id: string; createdAt: string; message: string; type: MotivationType };
  'motivation.read': { id: string };
  /** Admins only on the server; a non-admin's entry is rejected and parked with lastError. */
  'content.create': {
    id: string;
    title: string;
    content: string;
    author: string | null;
    category: ContentCategory;
    imageUrl: string | null;
    createdAt: string;
  };
}

export type MutationName = keyof MutationArgsByName;
export type MutationArgs<N extends MutationName = MutationName> = MutationArgsByName[N];

/** A mutation as handed to `enqueue`: the name and its arguments, correctly paired. */
export type Mutation = {
  [N in MutationName]: { name: N; args: MutationArgsByName[N] };
}[MutationName];

export const MUTATION_NAMES = [
  'mood.create',
  'goal.create',
  'goal.progress',
  'goal.update',
  'goal.delete',
  'journal.create',
  'journal.update',
  'journal.delete',
  'post.create',
  'post.like',
  'meditation.create',
  'privateSession.create',
  'privateSession.complete',
  'privateSession.delete',
  'motivation.create',
  'motivation.read',
  'content.create',
] as const satisfies readonly MutationName[];

/** Which local table each mutation's `args.id` points into. */
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
