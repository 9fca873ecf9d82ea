import Dexie, { type EntityTable, type PromiseExtended } from 'dexie';
import type {
  CommunityPost,
  CommunityStats,
  CounselingTip,
  Favorite,
  FeedFilter,
  DailyMotivation,
  Goal,
  InspirationalContent,
  JournalEntry,
  MeditationAudio,
  MeditationSession,
  MoodEntry,
  PrayerRequest,
  PrivateSession,
  SyncTable,
} from '@selah/shared';
import type { MutationArgsByName, MutationName } from './mutations';
import { reportVersionChange } from './version-change';

// Dexie switches its debug mode on for any page served from localhost or 127.0.0.1: every table
// operation then asks the console for an async stack (console.createTask), which makes V8 work
// out the source positions of the code on the stack. A production build behaves the same wherever
// it is served (a member's self-hosted Selah on localhost included); development keeps the stacks.
Dexie.debug = import.meta.env.DEV;

/** The member's own like of a community post (likes are one per member per post). */
export interface PostLike {
  postId: string;
  likedAt: string;
}

/**
 * A post as this device keeps it. `fetchedAt` marks an older post fetched on demand while the
 * member scrolled (not part of the synced window): kept for a while for reading, then pruned.
 */
export type LocalPost = CommunityPost & { fetchedAt?: string };

/** A prayer request as this device keeps it (`fetchedAt`: fetched on demand, like a LocalPost). */
export type LocalPrayerRequest = PrayerRequest & { fetchedAt?: string };

/** The community's counts as the server last sent them (meta key COMMUNITY_STATS_KEY). */
export const COMMUNITY_STATS_KEY = 'community.stats';
export type { CommunityStats };

/** Small key/value facts about this local database (e.g. when a table was last loaded). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * One pending local change, waiting to be replayed against the server. It is written in the same
 * Dexie transaction as the row it changes.
 */
export type OutboxEntry<N extends MutationName = MutationName> = {
  [K in N]: {
    /** Auto-incremented: replay order. */
    seq: number;
    /** UUIDv7; the server's idempotency key for this change. */
    mutationId: string;
    /** The account that made the change; null for a guest. Never replayed under another account. */
    userId: string | null;
    name: K;
    args: MutationArgsByName[K];
    createdAt: string;
    attempts: number;
    /**
     * Plain server errors (5xx without Retry-After) answered to pushes that carried this change,
     * and how many of those came when it was sent alone: a change the server keeps failing on is
     * found by splitting its batch and then set aside (push.ts). Absent on rows written before.
     */
    serverFailures?: number;
    failedAlone?: number;
    /**
     * Parked after server errors, not refused: the server never answered for this change, and may
     * even have applied it (an answer lost earlier). A retry sends it under its own id, which the
     * server applies at most once; a discard fetches the server's rows again.
     */
    neverAnswered?: boolean;
    /** Set when the server rejected the change for good; such entries wait for retry or discard. */
    lastError: string | null;
  };
}[N];

/** The userId written on rows a guest creates locally (adopted into an account on sign-up). */
export const GUEST_USER_ID = 'guest';

export function databaseNameFor(userId: string | null): string {
  return userId ? `selah-user-${userId}` : 'selah-guest';
}

/**
 * The local schema, version 4. Only indexed fields are listed; rows hold every field of their shared
 * zod type. Booleans (goal.isActive, motivation.isRead, tip.isActive) are not valid IndexedDB keys,
 * so they are filtered in memory (per-member tables are small) instead of indexed.
 *
 * It is declared whole, as one version: Dexie compares a device's installed stores with it and
 * adds what is missing (feedFilters came in version 2, favorites in 3, prayerRequests in 4), so a
 * device on any earlier version upgrades in place with its rows kept. Declaring each version
 * separately, as the schema used to, made every database instance merge all four at start-up, on
 * the first script's path.
 *
 * Changing the schema: bump the version and change the stores here; a change that must move data
 * also declares that version with its `.upgrade(...)`, and keeps it while devices may be on the
 * version before it.
 */
const STORES = {
  moodEntries: 'id, date',
  goals: 'id, createdAt',
  journalEntries: 'id, createdAt, category',
  communityPosts: 'id, createdAt',
  prayerRequests: 'id, createdAt',
  feedFilters: 'id, createdAt',
  postLikes: 'postId',
  meditationSessions: 'id, completedAt',
  privateSessions: 'id, createdAt',
  motivations: 'id, createdAt',
  inspirationalContent: 'id, createdAt, category',
  favorites: 'id, contentId, createdAt',
  counselingTips: 'id, createdAt',
  meditationAudio: 'id',
  outbox: '++seq, &mutationId, name, createdAt',
  meta: 'key',
} as const;

/** The schema's version (IndexedDB sees it times ten). */
export const SCHEMA_VERSION = 4;

/**
 * Every synced table's local store (key, then indexes), typed over every synced table: a new one
 * does not compile until it is listed here, and a test checks that the schema declares each store
 * exactly so (a new table also needs its store above, and a new version).
 */
export const SYNC_TABLE_STORES: Record<SyncTable, string> = {
  moodEntries: STORES.moodEntries,
  goals: STORES.goals,
  journalEntries: STORES.journalEntries,
  communityPosts: STORES.communityPosts,
  prayerRequests: STORES.prayerRequests,
  feedFilters: STORES.feedFilters,
  meditationSessions: STORES.meditationSessions,
  privateSessions: STORES.privateSessions,
  motivations: STORES.motivations,
  inspirationalContent: STORES.inspirationalContent,
  favorites: STORES.favorites,
  counselingTips: STORES.counselingTips,
  meditationAudio: STORES.meditationAudio,
};

/**
 * The app's one local database type. One instance per account (see active-db.ts): members never
 * see each other's rows, and outbox entries are never replayed under another account.
 */
export class SelahDB extends Dexie {
  declare moodEntries: EntityTable<MoodEntry, 'id'>;
  declare goals: EntityTable<Goal, 'id'>;
  declare journalEntries: EntityTable<JournalEntry, 'id'>;
  declare communityPosts: EntityTable<LocalPost, 'id'>;
  declare prayerRequests: EntityTable<LocalPrayerRequest, 'id'>;
  declare feedFilters: EntityTable<FeedFilter, 'id'>;
  declare favorites: EntityTable<Favorite, 'id'>;
  declare postLikes: EntityTable<PostLike, 'postId'>;
  declare meditationSessions: EntityTable<MeditationSession, 'id'>;
  declare privateSessions: EntityTable<PrivateSession, 'id'>;
  declare motivations: EntityTable<DailyMotivation, 'id'>;
  declare inspirationalContent: EntityTable<InspirationalContent, 'id'>;
  declare counselingTips: EntityTable<CounselingTip, 'id'>;
  declare meditationAudio: EntityTable<MeditationAudio, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'seq'>;
  declare meta: EntityTable<MetaRow, 'key'>;

  /** The account this database belongs to; null for the guest database. */
  readonly ownerId: string | null;

  /** The promise of the open under way or done; a closed database is opened afresh. */
  private currentOpen?: PromiseExtended<Dexie>;
  private opening = false;

  /**
   * `options.name` overrides the database name; tests use it to open two "devices" of one member
   * side by side. The app always uses the default name for the owner.
   */
  constructor(ownerId: string | null, options: { name?: string } = {}) {
    super(options.name ?? databaseNameFor(ownerId));
    this.ownerId = ownerId;
    this.version(SCHEMA_VERSION).stores(STORES);

    // Another tab opened a newer schema (or deleted this database). Close instead of blocking its
    // upgrade, and ask the member to reload: this tab's code targets the old schema.
    this.on('versionchange', () => {
      this.close();
      reportVersionChange();
      return false;
    });
  }

  /**
   * Open, and done announcing it. Dexie's `isOpen()` is true from the moment IndexedDB answers,
   * while the rest of its open (and the announcement of a database it created) is still to run.
   */
  get openSettled(): boolean {
    return this.isOpen() && !this.opening;
  }

  /**
   * Every caller gets the promise of the open under way, which settles after Dexie has told the
   * live queries about a database it created. Dexie's own answer to a second caller settles before
   * that, so a live query subscribed on it would run twice (./subscribe-when-open.ts).
   */
  override open(): PromiseExtended<Dexie> {
    if (!this.currentOpen || (!this.opening && !this.isOpen())) {
      this.opening = true;
      this.currentOpen = super.open().finally(() => {
        this.opening = false;
      });
    }
    return this.currentOpen;
  }
}

/** The userId to write on a row created locally in `db` (the guest placeholder for guests). */
export function rowOwnerId(db: SelahDB): string {
  return db.ownerId ?? GUEST_USER_ID;
}
