import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  FEED_FILTER_KINDS,
  GOAL_CATEGORIES,
  JOURNAL_CATEGORIES,
  MOODS,
  MOTIVATION_TYPES,
  PRIVATE_SESSION_TYPES,
  REPORT_REASONS,
} from '@selah/shared';

/*
 * Conventions
 * - Timestamps are ISO 8601 UTC strings (`toISOString()`), so text order is time order.
 * - Every row a client can sync carries `version`: the value of the one server-wide counter
 *   (`sync_counter`) at its last change. A pull asks for "rows with version > cursor".
 * - Deleting a synced row writes a `tombstones` row with a fresh version, so pulls learn of deletes.
 */

const id = () => text('id').primaryKey();
const version = () => integer('version').notNull();
const createdAt = () => text('created_at').notNull();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /**
     * The username as usernames are compared (usernameKey: NFKC, case folded), unique. Null only for
     * a member whose older username already held the same key when the column was added.
     */
    usernameKey: text('username_key'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    level: integer('level').notNull().default(1),
    title: text('title').notNull().default('Mindful'),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /** Seeded demo members: shown in the feed and user management, never made admin, cannot sign in. */
    isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
    /** IANA zone: the member's days, streaks and weeks are counted in it. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at'),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a stolen database does not yield usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const moodEntries = sqliteTable(
  'mood_entries',
  {
    id: id(),
    userId: userRef(),
    mood: text('mood', { enum: MOODS }).notNull(),
    notes: text('notes'),
    date: text('date').notNull(),
    activities: text('activities', { mode: 'json' }).$type<string[]>(),
    version: version(),
  },
  (t) => [
    index('mood_entries_user_date_idx').on(t.userId, t.date),
    index('mood_entries_user_version_idx').on(t.userId, t.version),
  ],
);

export const goals = sqliteTable(
  'goals',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description'),
    targetValue: integer('target_value').notNull(),
    currentValue: integer('current_value').notNull().default(0),
    category: text('category', { enum: GOAL_CATEGORIES }),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('goals_user_created_idx').on(t.userId, t.createdAt),
    index('goals_user_version_idx').on(t.userId, t.version),
    check('goals_target_positive', sql`${t.targetValue} >= 1`),
    check('goals_current_not_negative', sql`${t.currentValue} >= 0`),
  ],
);

export const journalEntries = sqliteTable(
  'journal_entries',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: JOURNAL_CATEGORIES }).notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt),
    index('journal_entries_user_version_idx').on(t.userId, t.version),
  ],
);

export const communityPosts = sqliteTable(
  'community_posts',
  {
    id: id(),
    userId: userRef(),
    content: text('content').notNull(),
    /** Kept equal to the number of post_likes rows for the post, in the same transaction. */
    likes: integer('likes').notNull().default(0),
    createdAt: createdAt(),
    /** When an admin hid the post: it leaves every member's feed until restored. */
    hiddenAt: text('hidden_at'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
  },
  (t) => [
    index('community_posts_created_idx').on(t.createdAt),
    index('community_posts_user_created_idx').on(t.userId, t.createdAt),
    index('community_posts_version_idx').on(t.version),
  ],
);

/** One like per member per post: liking twice is the same set membership. */
export const postLikes = sqliteTable(
  'post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

/** A member's report of a post, one per member per post; admins see them in the reports queue. */
export const postReports = sqliteTable(
  'post_reports',
  {
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.reporterId] }),
    index('post_reports_created_idx').on(t.createdAt),
    index('post_reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * The community's counts (a single row with id 1), changed in the same transaction as every post,
 * like, delete, hide and restore, so the stats cost one row read however long the history grows.
 */
export const communityStats = sqliteTable('community_stats', {
  id: integer('id').primaryKey(),
  /** Visible posts. */
  posts: integer('posts').notNull(),
  /** Likes on visible posts. */
  likes: integer('likes').notNull(),
  /** Distinct authors of visible posts. */
  members: integer('members').notNull(),
});

/**
 * Sessions ended because their account was deleted (only the token's hash): a device that comes back
 * with one is told so, and wipes the member's data it holds. Kept as long as a session could live.
 */
export const endedSessions = sqliteTable(
  'ended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    endedAt: text('ended_at').notNull(),
  },
  (t) => [index('ended_sessions_ended_idx').on(t.endedAt)],
);

/** One-time password reset links an admin made (the token's hash only). */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** What a member keeps out of their own feed: one post ('post') or one author ('author'). */
export const feedFilters = sqliteTable(
  'feed_filters',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind', { enum: FEED_FILTER_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('feed_filters_user_version_idx').on(t.userId, t.version)],
);

/** The resources a member keeps as favourites (one row per resource; the device dedupes). */
export const favorites = sqliteTable(
  'favorites',
  {
    id: id(),
    userId: userRef(),
    contentId: text('content_id').notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('favorites_user_version_idx').on(t.userId, t.version)],
);

export const meditationSessions = sqliteTable(
  'meditation_sessions',
  {
    id: id(),
    userId: userRef(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    sessionType: text('session_type').notNull(),
    completedAt: text('completed_at').notNull(),
    version: version(),
  },
  (t) => [
    index('meditation_sessions_user_completed_idx').on(t.userId, t.completedAt),
    index('meditation_sessions_user_version_idx').on(t.userId, t.version),
  ],
);

export const inspirationalContent = sqliteTable(
  'inspirational_content',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author'),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    /** The admin who added it (null for seeded content); decides idempotent retries of a create. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('inspirational_content_created_idx').on(t.createdAt),
    index('inspirational_content_version_idx').on(t.version),
  ],
);

export const counselingTips = sqliteTable(
  'counseling_tips',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('counseling_tips_created_idx').on(t.createdAt),
    index('counseling_tips_version_idx').on(t.version),
  ],
);

export const privateSessions = sqliteTable(
  'private_sessions',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    notes: text('notes'),
    sessionType: text('session_type', { enum: PRIVATE_SESSION_TYPES }).notNull(),
    /** Minutes. */
    duration: integer('duration'),
    scheduledAt: text('scheduled_at'),
    completedAt: text('completed_at'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('private_sessions_user_created_idx').on(t.userId, t.createdAt),
    index('private_sessions_user_version_idx').on(t.userId, t.version),
  ],
);

export const meditationAudio = sqliteTable(
  'meditation_audio',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    audioUrl: text('audio_url').notNull(),
    /** Seconds; null when unknown. */
    duration: integer('duration'),
    category: text('category').notNull(),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('meditation_audio_created_idx').on(t.createdAt),
    index('meditation_audio_version_idx').on(t.version),
  ],
);

export const dailyMotivation = sqliteTable(
  'daily_motivation',
  {
    id: id(),
    userId: userRef(),
    message: text('message').notNull(),
    type: text('type', { enum: MOTIVATION_TYPES }).notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('daily_motivation_user_created_idx').on(t.userId, t.createdAt),
    index('daily_motivation_user_version_idx').on(t.userId, t.version),
  ],
);

/** The one server-wide change counter (a single row with id 1). */
export const syncCounter = sqliteTable(
  'sync_counter',
  {
    id: integer('id').primaryKey(),
    value: integer('value').notNull(),
  },
  (t) => [check('sync_counter_single_row', sql`${t.id} = 1`)],
);

/** A deleted synced row. userId is null for public rows (content, tips, audio, posts). */
export const tombstones = sqliteTable(
  'tombstones',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** The sync protocol's table name (SYNC_TABLES), e.g. 'moodEntries'. */
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    userId: text('user_id'),
    version: version(),
  },
  (t) => [
    index('tombstones_version_idx').on(t.version),
    index('tombstones_user_version_idx').on(t.userId, t.version),
    // "Was this row deleted?": a pushed change to a row another device deleted is settled, not refused.
    index('tombstones_row_idx').on(t.rowId),
  ],
);

/** Sync push idempotency: a replayed mutation returns the recorded outcome and changes nothing. */
export const processedMutations = sqliteTable(
  'processed_mutations',
  {
    userId: userRef(),
    mutationId: text('mutation_id').notNull(),
    /** A pushed mutation's rejection: its status (null: applied), reason and field. */
    code: integer('code'),
    error: text('error'),
    field: text('field'),
    /** JSON, only for a REST Idempotency-Key: the response its replay sends. */
    result: text('result'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutationId] }),
    index('processed_mutations_created_idx').on(t.createdAt),
  ],
);

/**
 * Sign-in and signup attempts, for the rate limits. A row is written before the password is hashed
 * (so attempts still in flight count), and a successful sign-in removes its own row: only failures
 * and unfinished attempts count against an address or an account. Rows older than the longest
 * window are swept.
 */
export const authAttempts = sqliteTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'login' or 'signup'. */
    kind: text('kind').notNull(),
    /** The client's address (see TRUST_PROXY_HOPS). */
    address: text('address').notNull(),
    /** SHA-256 of the normalised email a login names; null for signups. */
    account: text('account'),
    /** Milliseconds since the epoch. */
    at: integer('at').notNull(),
  },
  (t) => [
    index('auth_attempts_address_idx').on(t.kind, t.address, t.at),
    index('auth_attempts_account_idx').on(t.kind, t.account, t.at),
    index('auth_attempts_at_idx').on(t.at),
  ],
);

/** Per-member write quotas: creates counted in fixed windows (e.g. one hour). */
export const usageCounters = sqliteTable(
  'usage_counters',
  {
    userId: userRef(),
    /** What is counted, e.g. 'posts' or 'entries'. */
    kind: text('kind').notNull(),
    /** Start of the window, milliseconds since the epoch. */
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.windowStart] }),
    index('usage_counters_window_idx').on(t.windowStart),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type MoodEntryRow = typeof moodEntries.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type CommunityPostRow = typeof communityPosts.$inferSelect;
export type MeditationSessionRow = typeof meditationSessions.$inferSelect;
export type InspirationalContentRow = typeof inspirationalContent.$inferSelect;
export type CounselingTipRow = typeof counselingTips.$inferSelect;
export type PrivateSessionRow = typeof privateSessions.$inferSelect;
export type MeditationAudioRow = typeof meditationAudio.$inferSelect;
export type DailyMotivationRow = typeof dailyMotivation.$inferSelect;
