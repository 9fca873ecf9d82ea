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
  GOAL_PERIODS,
  JOURNAL_CATEGORIES,
  MOODS,
  MOTIVATION_TYPES,
  PRIVATE_SESSION_TYPES,
  REPORT_REASONS,
} from '@selah/shared';

/*
 * Conventions
 * - Timestamps are ISO 8601 UTC strings (`toISOString()`), so text order is time order.
 * - Every row a client can sync carries `version`: the value of its space's counter
 *   (`space_versions`: the member's own, the community's or the published content's) at its last
 *   change. A pull asks for "rows with version > the cursor's position in their space".
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
    /** What the goal counts, in the member's word, and over what span (null: the card's wording). */
    unit: text('unit'),
    period: text('period', { enum: GOAL_PERIODS }),
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
 * A member's prayer request. Who prayed is kept in prayer_marks and never shown: only the count,
 * kept on the row by every mark. An anonymous request names its author to no other member.
 */
export const prayerRequests = sqliteTable(
  'prayer_requests',
  {
    id: id(),
    userId: userRef(),
    content: text('content').notNull(),
    isAnonymous: integer('is_anonymous', { mode: 'boolean' }).notNull().default(false),
    /** Kept equal to the number of prayer_marks rows for the request, in the same transaction. */
    prayedCount: integer('prayed_count').notNull().default(0),
    answeredAt: text('answered_at'),
    testimony: text('testimony'),
    createdAt: createdAt(),
    hiddenAt: text('hidden_at'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
  },
  (t) => [
    index('prayer_requests_created_idx').on(t.createdAt),
    index('prayer_requests_user_created_idx').on(t.userId, t.createdAt),
    index('prayer_requests_version_idx').on(t.version),
  ],
);

/** One "I prayed" per member per request. */
export const prayerMarks = sqliteTable(
  'prayer_marks',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index('prayer_marks_user_idx').on(t.userId),
  ],
);

/** A member's report of a prayer request, one per member per request (the same queue as posts). */
export const prayerReports = sqliteTable(
  'prayer_reports',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.reporterId] }),
    index('prayer_reports_created_idx').on(t.createdAt),
    index('prayer_reports_reporter_idx').on(t.reporterId),
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

/**
 * The one server-wide change counter of old (a single row with id 1), frozen when versions per space
 * came (docs/decisions/025): every space's counter starts at its value, so a cursor of old maps to
 * the same position in every space.
 */
export const syncCounter = sqliteTable(
  'sync_counter',
  {
    id: integer('id').primaryKey(),
    value: integer('value').notNull(),
  },
  (t) => [check('sync_counter_single_row', sql`${t.id} = 1`)],
);

/**
 * One change counter per space (docs/decisions/025): `member:<user id>` for a member's own rows and
 * tombstones, `community` for the shared community rows, `public` for published content. A writer
 * holds its space's row lock to commit, so versions in one space commit in order.
 */
export const spaceVersions = sqliteTable('space_versions', {
  space: text('space').primaryKey(),
  value: integer('value').notNull(),
});

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

/**
 * A browser's push subscription (Web Push): where the member's reminders are sent and the keys
 * they are encrypted with. The endpoint is checked against the push services the server may call
 * (services/push/endpoints.ts) before it is stored. Goes with the account.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userRef(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url, for the payload's encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A member's daily reminder: the local minute, the weekdays and the zone it is kept in. */
export const reminders = sqliteTable(
  'reminders',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
    /** 'HH:MM' on the member's local clock. */
    time: text('time').notNull(),
    /** Weekdays as bits, Sunday = bit 0 ... Saturday = bit 6. */
    days: integer('days').notNull(),
    timeZone: text('time_zone').notNull(),
    /** 'HH:MM' to 'HH:MM' (it may wrap past midnight) in which nothing is sent; null for none. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('reminders_enabled_idx').on(t.enabled)],
);

/**
 * One row per member and local day whose reminder a node took on: the primary key is what makes
 * every reminder go out once across nodes. A claim whose node stopped before it finished
 * ('sending' past its lease) is taken over by the next tick on any node.
 */
export const reminderClaims = sqliteTable(
  'reminder_claims',
  {
    userId: userRef(),
    /** The member's local day (days since 1970-01-01 of the local calendar). */
    localDay: integer('local_day').notNull(),
    /** 'sending', 'sent', or 'skipped' (a mood was already logged that day). */
    state: text('state').notNull(),
    /** Milliseconds since the epoch until which the claiming node owns a 'sending' claim. */
    leaseUntil: integer('lease_until').notNull(),
    claimedAt: text('claimed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.localDay] }),
    index('reminder_claims_claimed_at_idx').on(t.claimedAt),
  ],
);

/**
 * The server's VAPID key pair (RFC 8292), made on first start and shared by every node; one row,
 * id 1. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when set, are used instead.
 */
export const vapidKeys = sqliteTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

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
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
