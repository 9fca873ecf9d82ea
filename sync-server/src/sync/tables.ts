/**
 * Where each synced table (by the name the sync protocol and the device's Dexie database give it)
 * is stored: the drizzle table that holds it column for column, as the API shows it, plus
 * `version`; for a shared table, where each of its marks is kept. Typed over every synced table, so
 * a new one does not compile until it has its place. What a table is (personal, shared, public; its
 * mutations and marks) is declared once in @selah/shared (entities); the pull (pull-sources.ts) and
 * every write (row-stores.ts) of the personal and the shared tables are built from that declaration
 * and this map alone.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  reportPostSchema,
  type MarkName,
  type PersonalTable as PersonalTableName,
  type SharedTable,
  type SyncRow,
  type SyncTable,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db, Tables } from '../db/types';
import { countLike, countPostVisibility } from '../services/community-stats';

export type { PersonalTableName };

export type PersonalTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  version: PgColumn;
};

export interface StoredTableInfo {
  /** The drizzle table, by its name in the schemas. */
  table: keyof Tables;
  /** Answered for a row that is not there, or not the member's (its existence is not revealed). */
  notFound: string;
}

/**
 * Where one kind of mark is kept: a table with one row per member per marked row (its primary key),
 * naming the row in `rowColumn` and the member in `memberColumn`, with a `createdAt` column.
 */
export interface MarkStorage {
  table: keyof Tables;
  rowColumn: string;
  memberColumn: string;
  /** What the mark keeps besides who and when, from the mutation's args (a report's reason). */
  details?: (args: Record<string, unknown>) => Record<string, unknown>;
  /** A counted mark given (+1) or taken back (-1): totals kept beyond the row's own count. */
  onCount?: (tx: Db, change: 1 | -1) => Promise<void>;
}

/**
 * A shared table's rows are stored with their author in `userId`, a `createdAt` (the device's
 * window is by creation time) and, when admins may hide them, `hiddenAt` and `hiddenBy`.
 */
export interface SharedStoredInfo<T extends SharedTable> extends StoredTableInfo {
  marks: Record<MarkName<T>, MarkStorage>;
  /** A row became visible to the community (written, restored) or stopped being (deleted, hidden). */
  onVisibility?: (tx: Db, row: SyncRow, visible: boolean) => Promise<void>;
}

/** What a report keeps: the reason and the note (the same for every reportable table). */
function reportDetails(args: Record<string, unknown>): Record<string, unknown> {
  const { reason, note } = reportPostSchema.parse(args);
  return { reason, note: note || null };
}

type StoredTables = {
  [T in SyncTable]: T extends SharedTable ? SharedStoredInfo<T> : StoredTableInfo;
};

export const STORED_TABLES = {
  moodEntries: { table: 'moodEntries', notFound: 'Mood entry not found' },
  goals: { table: 'goals', notFound: 'Goal not found' },
  journalEntries: { table: 'journalEntries', notFound: 'Journal entry not found' },
  communityPosts: {
    table: 'communityPosts',
    notFound: 'Post not found',
    marks: {
      like: { table: 'postLikes', rowColumn: 'postId', memberColumn: 'userId', onCount: countLike },
      report: {
        table: 'postReports',
        rowColumn: 'postId',
        memberColumn: 'reporterId',
        details: reportDetails,
      },
    },
    // The community's counts (posts, likes, active members) follow what members can see.
    onVisibility: (tx, row, visible) =>
      countPostVisibility(tx, row as SyncRow & { userId: string; likes: number }, visible),
  },
  prayerRequests: {
    table: 'prayerRequests',
    notFound: 'Prayer request not found',
    marks: {
      prayer: { table: 'prayerMarks', rowColumn: 'requestId', memberColumn: 'userId' },
      report: {
        table: 'prayerReports',
        rowColumn: 'requestId',
        memberColumn: 'reporterId',
        details: reportDetails,
      },
    },
  },
  feedFilters: { table: 'feedFilters', notFound: 'Not found' },
  meditationSessions: { table: 'meditationSessions', notFound: 'Meditation session not found' },
  privateSessions: { table: 'privateSessions', notFound: 'Session not found' },
  motivations: { table: 'dailyMotivation', notFound: 'Message not found' },
  inspirationalContent: { table: 'inspirationalContent', notFound: 'Content not found' },
  favorites: { table: 'favorites', notFound: 'Favourite not found' },
  counselingTips: { table: 'counselingTips', notFound: 'Tip not found' },
  meditationAudio: { table: 'meditationAudio', notFound: 'Audio not found' },
} as const satisfies StoredTables;

/** The drizzle table (of `db`'s engine) that stores a personal synced table. */
export function personalTable(db: Db, name: PersonalTableName): PersonalTable {
  return tablesOf(db)[STORED_TABLES[name].table] as unknown as PersonalTable;
}

/** The API row from a stored one: every column but the sync version and the `hidden` ones. */
export function apiRow(row: Record<string, unknown>, hidden: readonly string[] = []): SyncRow {
  const copy: Record<string, unknown> = { ...row };
  for (const key of ['version', ...hidden]) delete copy[key];
  return copy as SyncRow;
}

/** The columns every shared table's rows have (SharedStoredInfo). */
export type SharedRowTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
  version: PgColumn;
  hiddenAt?: PgColumn;
};

/** The drizzle table (of `db`'s engine) that stores a shared synced table. */
export function sharedTable(db: Db, name: SharedTable): SharedRowTable {
  return tablesOf(db)[STORED_TABLES[name].table] as unknown as SharedRowTable;
}

/** Where the marks of `name` are kept, each with its declared name. */
export function sharedStorageOf<T extends SharedTable>(name: T): SharedStoredInfo<T> {
  return STORED_TABLES[name] as SharedStoredInfo<T>;
}
