/**
 * Bumped when the push or pull shapes change incompatibly; the server answers others with a 400.
 * 2: the pull cursor is an opaque token with a position per space (1 sent a single number).
 */
export const SYNC_PROTOCOL_VERSION = 2;
export const PUSH_BATCH_MAX = 100;
export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 2000;
/** The longest pull cursor token a server hands out or takes back. */
export const PULL_CURSOR_MAX_LENGTH = 100;
export const UNSUPPORTED_PROTOCOL_MESSAGE =
  'This version of Selah is out of date. Reload the app to keep syncing.';

/**
 * The account a device's push or pull speaks for: its member's id, or `guest` for the guest
 * database. The cookie says who is signed in (every tab shares it); this says whose database is
 * syncing, so the server refuses a member's sync under another member's session, and serves a guest
 * database public rows alone whoever is signed in, without a session check before every cycle.
 */
export const SYNC_ACCOUNT_HEADER = 'X-Selah-Account';
export const GUEST_ACCOUNT = 'guest';
export const ANOTHER_ACCOUNT_MESSAGE = 'Signed in as another member in another tab';

/** The local tables a pull can write to; names match the web app's Dexie tables. */
export const SYNC_TABLES = [
  'moodEntries',
  'goals',
  'journalEntries',
  'communityPosts',
  'prayerRequests',
  'feedFilters',
  'meditationSessions',
  'privateSessions',
  'motivations',
  'inspirationalContent',
  'favorites',
  'counselingTips',
  'meditationAudio',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/**
 * Every change a device or a REST call makes, by name; each has an args schema in MUTATION_ARGS
 * (../sync/mutations.ts) and an effect in MUTATION_EFFECTS (../sync/effects).
 */
export const MUTATION_NAMES = [
  'mood.create',
  'mood.delete',
  'goal.create',
  'goal.progress',
  'goal.setProgress',
  'goal.update',
  'goal.delete',
  'journal.create',
  'journal.update',
  'journal.delete',
  'post.create',
  'post.like',
  'post.unlike',
  'post.report',
  'post.delete',
  'prayer.create',
  'prayer.pray',
  'prayer.unpray',
  'prayer.answer',
  'prayer.report',
  'prayer.delete',
  'feedFilter.create',
  'feedFilter.delete',
  'meditation.create',
  'privateSession.create',
  'privateSession.complete',
  'privateSession.delete',
  'motivation.create',
  'motivation.read',
  'content.create',
  'content.update',
  'content.delete',
  'favorite.create',
  'favorite.delete',
] as const;
export type MutationName = (typeof MUTATION_NAMES)[number];
