/**
 * Guest adoption: a visitor can log moods, keep goals and a journal, meditate and plan
 * private sessions before having an account. When they sign up or sign in, those rows move into the
 * member's own database and their queued changes go with them, so they upload as the member's.
 *
 * - Rows are copied with `userId` rewritten to the member; ids stay, so the server creates them as
 *   new rows with the same identity.
 * - Outbox entries move in their original order, with `userId` set to the member and their args
 *   (and mutationId) unchanged.
 * - One transaction per database: the member's copy commits as a whole, then the guest's copies are
 *   removed. Running it again after an interruption between the two is harmless (rows are put, and
 *   entries already moved are recognised by their mutationId).
 */
import { getDbFor } from './active-db';
import {
  PERSONAL_TABLES,
  personalTables,
  type PersonalRow,
  type PersonalTableName,
} from './personal-tables';
import type { OutboxEntry, SelahDB } from './SelahDB';

export interface AdoptionResult {
  /** Rows copied into the member's database. */
  rows: number;
  /** Outbox entries moved into the member's outbox. */
  changes: number;
}

interface GuestSnapshot {
  rows: Map<PersonalTableName, PersonalRow[]>;
  entries: OutboxEntry[];
}

async function readGuest(guest: SelahDB): Promise<GuestSnapshot> {
  return guest.transaction('r', [...personalTables(guest), guest.outbox], async () => {
    const rows = new Map<PersonalTableName, PersonalRow[]>();
    for (const name of PERSONAL_TABLES) {
      rows.set(name, await guest.table<PersonalRow, string>(name).toArray());
    }
    const entries = await guest.outbox.orderBy('seq').toArray();
    return { rows, entries };
  });
}

/**
 * Moves the guest's personal rows and queued changes into `memberId`'s database. Returns what was
 * moved ({ rows: 0, changes: 0 } when the guest had nothing). The caller asks sync to flush after.
 */
export async function adoptGuestData(memberId: string): Promise<AdoptionResult> {
  const guest = getDbFor(null);
  const member = getDbFor(memberId);
  const { rows, entries } = await readGuest(guest);
  const rowCount = [...rows.values()].reduce((sum, list) => sum + list.length, 0);
  if (rowCount === 0 && entries.length === 0) return { rows: 0, changes: 0 };

  let moved = 0;
  await member.transaction('rw', [...personalTables(member), member.outbox], async () => {
    for (const [name, list] of rows) {
      await member
        .table<PersonalRow, string>(name)
        .bulkPut(list.map((row) => ({ ...row, userId: memberId })));
    }
    const alreadyMoved = new Set(
      (
        await member.outbox
          .where('mutationId')
          .anyOf(entries.map((entry) => entry.mutationId))
          .toArray()
      ).map((entry) => entry.mutationId),
    );
    const toMove = entries
      .filter((entry) => !alreadyMoved.has(entry.mutationId))
      .map(({ seq: _guestSeq, ...entry }) => ({ ...entry, userId: memberId }));
    // bulkAdd keeps the array's order, so the member's outbox gets them in the guest's seq order.
    await member.outbox.bulkAdd(toMove as OutboxEntry[]);
    moved = toMove.length;
  });

  await guest.transaction('rw', [...personalTables(guest), guest.outbox], async () => {
    for (const [name, list] of rows) {
      await guest.table<PersonalRow, string>(name).bulkDelete(list.map((row) => row.id));
    }
    await guest.outbox.bulkDelete(entries.map((entry) => entry.seq));
  });

  return { rows: rowCount, changes: moved };
}
