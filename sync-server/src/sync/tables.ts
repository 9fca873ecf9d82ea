/**
 * A member's own synced tables, by the name the sync protocol (and the device's Dexie database)
 * gives them: the drizzle table that stores them column for column, as the API shows them, plus
 * `version`. The pull (pull-sources.ts) and every write (row-stores.ts) are built from this list,
 * so a new personal entity on the server is its drizzle table (in both schemas) and one line here.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncRow, SyncTable } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db, Tables } from '../db/types';

export type PersonalTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  version: PgColumn;
};

export interface PersonalTableInfo {
  /** The drizzle table, by its name in the schemas. */
  table: keyof Tables;
  /** Answered for a row that is not there, or not the member's (its existence is not revealed). */
  notFound: string;
}

export const PERSONAL_TABLES = {
  moodEntries: { table: 'moodEntries', notFound: 'Mood entry not found' },
  goals: { table: 'goals', notFound: 'Goal not found' },
  journalEntries: { table: 'journalEntries', notFound: 'Journal entry not found' },
  meditationSessions: { table: 'meditationSessions', notFound: 'Meditation session not found' },
  privateSessions: { table: 'privateSessions', notFound: 'Session not found' },
  motivations: { table: 'dailyMotivation', notFound: 'Message not found' },
  feedFilters: { table: 'feedFilters', notFound: 'Not found' },
  favorites: { table: 'favorites', notFound: 'Favourite not found' },
} as const satisfies Partial<Record<SyncTable, PersonalTableInfo>>;

export type PersonalTableName = keyof typeof PERSONAL_TABLES;

/** The drizzle table (of `db`'s engine) that stores a personal synced table. */
export function personalTable(db: Db, name: PersonalTableName): PersonalTable {
  return tablesOf(db)[PERSONAL_TABLES[name].table] as unknown as PersonalTable;
}

/** The API row from a stored one: every column but the sync version and the `hidden` ones. */
export function apiRow(row: Record<string, unknown>, hidden: readonly string[] = []): SyncRow {
  const copy: Record<string, unknown> = { ...row };
  for (const key of ['version', ...hidden]) delete copy[key];
  return copy as SyncRow;
}
