/** Bumped when the push or pull shapes change incompatibly; the server answers others with a 400. */
export const SYNC_PROTOCOL_VERSION = 1;
export const PUSH_BATCH_MAX = 100;
export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 2000;
export const UNSUPPORTED_PROTOCOL_MESSAGE =
  'This version of Selah is out of date. Reload the app to keep syncing.';

/** The local tables a pull can write to; names match the web app's Dexie tables. */
export const SYNC_TABLES = [
  'moodEntries',
  'goals',
  'journalEntries',
  'communityPosts',
  'meditationSessions',
  'privateSessions',
  'motivations',
  'inspirationalContent',
  'counselingTips',
  'meditationAudio',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/**
 * Every local change the app makes, by name; each name's argument schema is in MUTATION_ARGS
 * (../sync/mutations.ts), which must list exactly these names.
 */
export const MUTATION_NAMES = [
  'mood.create',
  'mood.delete',
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
] as const;
export type MutationName = (typeof MUTATION_NAMES)[number];
