/**
 * Where each synced table (by the name the sync protocol and the device's Dexie database give it)
 * is stored: the drizzle table that holds it column for column, as the API shows it, plus
 * `version`. Typed over every synced table, so a new one does not compile until it has its place.
 * What a table is (personal, shared, public; its mutations and marks) is declared once in
 * @selah/shared (entities); the pull (pull-sources.ts) and every write (row-stores.ts) of the
 * personal tables are built from that declaration and this map alone.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PersonalTable as PersonalTableName, SyncRow, SyncTable } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db, Tables } from '../db/types';

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

export const STORED_TABLES = {
  moodEntries: { table: 'moodEntries', notFound: 'Mood entry not found' },
  goals: { table: 'goals', notFound: 'Goal not found' },
  journalEntries: { table: 'journalEntries', notFound: 'Journal entry not found' },
  communityPosts: { table: 'communityPosts', notFound: 'Post not found' },
  feedFilters: { table: 'feedFilters', notFound: 'Not found' },
  meditationSessions: { table: 'meditationSessions', notFound: 'Meditation session not found' },
  privateSessions: { table: 'privateSessions', notFound: 'Session not found' },
  motivations: { table: 'dailyMotivation', notFound: 'Message not found' },
  inspirationalContent: { table: 'inspirationalContent', notFound: 'Content not found' },
  favorites: { table: 'favorites', notFound: 'Favourite not found' },
  counselingTips: { table: 'counselingTips', notFound: 'Tip not found' },
  meditationAudio: { table: 'meditationAudio', notFound: 'Audio not found' },
} as const satisfies Record<SyncTable, StoredTableInfo>;

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
