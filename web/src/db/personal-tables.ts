/**
 * The tables that hold a member's or visitor's own data, apart from the adoption code (./adopt.ts)
 * that moves them: start-up reads these to decide whether the device holds something worth keeping,
 * and adoption runs only when someone signs in, so it loads then.
 */
import type { Table } from 'dexie';
import type { GuestTable } from '@selah/shared';
import type { SelahDB } from './SelahDB';

/**
 * The tables holding a visitor's own data: those whose declarations say `guestRows` (@selah/shared
 * entities); shared server data (feed, content, tips) stays put. Listed by type rather than read
 * from the declarations, which would bring them all onto the first route for six names: the
 * compiler still refuses a list that misses or adds one.
 */
const GUEST_ROWS: Record<GuestTable, true> = {
  moodEntries: true,
  goals: true,
  journalEntries: true,
  meditationSessions: true,
  privateSessions: true,
  motivations: true,
};
export const PERSONAL_TABLES = Object.keys(GUEST_ROWS) as GuestTable[];

export type PersonalTableName = GuestTable;

export interface PersonalRow {
  id: string;
  userId: string;
}

export function personalTables(db: SelahDB): Table<PersonalRow, string>[] {
  return PERSONAL_TABLES.map((name) => db.table<PersonalRow, string>(name));
}

/** True when `db` holds any personal row (the guest has something worth adopting or keeping). */
export async function hasPersonalData(db: SelahDB): Promise<boolean> {
  for (const table of personalTables(db)) {
    if ((await table.limit(1).count()) > 0) return true;
  }
  return false;
}
