import type { MutationName, ParsedMutationArgs, SyncTable } from '@selah/shared';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { createCommunityPost, likeCommunityPost } from '../services/community';
import { createInspirationalContent } from '../services/content';
import { forbidden } from '../services/errors';
import { changeGoalProgress, createGoal, deleteGoal, updateGoal } from '../services/goals';
import { createJournalEntry, deleteJournalEntry, updateJournalEntry } from '../services/journal';
import { createMeditationSession } from '../services/meditation';
import { createMoodEntry, deleteMoodEntry } from '../services/mood';
import { markMotivationRead, storeMotivation } from '../services/motivation';
import {
  createPrivateSession,
  deletePrivateSession,
  updatePrivateSession,
} from '../services/private-sessions';

export type MutationHandler<N extends MutationName> = {
  /**
   * The member's own table whose row `args.id` names. Set for personal rows only: there a tombstone
   * of the member's says the row was deleted, and "a delete wins" (see apply-mutation.ts).
   */
  ownTable?: SyncTable;
  /** Whether the mutation makes the row (rather than changing or deleting an existing one). */
  creates?: boolean;
  /** Runs the same service function the REST route calls. Throws ServiceError to reject. */
  apply: (db: Db, member: UserRow, args: ParsedMutationArgs<N>, now: Date) => unknown;
};

/** Every mutation the app can push, mapped to the service behind the equivalent REST call. */
export const MUTATION_HANDLERS: { [N in MutationName]: MutationHandler<N> } = {
  'mood.create': {
    ownTable: 'moodEntries',
    creates: true,
    apply: (db, member, args, now) => createMoodEntry(db, member.id, args, now),
  },
  'mood.delete': {
    ownTable: 'moodEntries',
    apply: (db, member, args, now) => deleteMoodEntry(db, member.id, args, now),
  },
  'goal.create': {
    ownTable: 'goals',
    creates: true,
    apply: (db, member, args, now) => createGoal(db, member.id, args, now),
  },
  'goal.progress': {
    ownTable: 'goals',
    apply: (db, member, args, now) => changeGoalProgress(db, member.id, args, now),
  },
  'goal.update': {
    ownTable: 'goals',
    apply: (db, member, args, now) =>
      updateGoal(db, member.id, { ...args.changes, id: args.id }, now),
  },
  'goal.delete': {
    ownTable: 'goals',
    apply: (db, member, args, now) => deleteGoal(db, member.id, args, now),
  },
  'journal.create': {
    ownTable: 'journalEntries',
    creates: true,
    apply: (db, member, args, now) => createJournalEntry(db, member.id, args, now),
  },
  'journal.update': {
    ownTable: 'journalEntries',
    apply: (db, member, args, now) =>
      updateJournalEntry(db, member.id, { ...args.changes, id: args.id }, now),
  },
  'journal.delete': {
    ownTable: 'journalEntries',
    apply: (db, member, args, now) => deleteJournalEntry(db, member.id, args, now),
  },
  'post.create': {
    apply: (db, member, args, now) => createCommunityPost(db, member.id, args, now),
  },
  'post.like': {
    apply: (db, member, args, now) => likeCommunityPost(db, member.id, args, now),
  },
  'meditation.create': {
    ownTable: 'meditationSessions',
    creates: true,
    apply: (db, member, args, now) => createMeditationSession(db, member.id, args, now),
  },
  'privateSession.create': {
    ownTable: 'privateSessions',
    creates: true,
    apply: (db, member, args, now) => createPrivateSession(db, member.id, args, now),
  },
  'privateSession.complete': {
    ownTable: 'privateSessions',
    apply: (db, member, args, now) =>
      updatePrivateSession(db, member.id, { id: args.id, completedAt: args.completedAt }, now),
  },
  'privateSession.delete': {
    ownTable: 'privateSessions',
    apply: (db, member, args, now) => deletePrivateSession(db, member.id, args, now),
  },
  'motivation.create': {
    ownTable: 'motivations',
    creates: true,
    apply: (db, member, args, now) => storeMotivation(db, member.id, args, now),
  },
  'motivation.read': {
    ownTable: 'motivations',
    apply: (db, member, args, now) => markMotivationRead(db, member.id, args, now),
  },
  'content.create': {
    // Admin-only on the server as over REST; the role comes from the session's member row.
    apply: (db, member, args, now) => {
      if (!member.isAdmin) throw forbidden();
      return createInspirationalContent(db, member.id, args, now);
    },
  },
};
