import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { localDayNumber, uuidv7, type createMoodEntrySchema, type MoodEntry } from '@selah/shared';
import { preparedQuery } from '../db/prepared';
import { moodEntries, type MoodEntryRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion, writeTombstone } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { localDayStartIso } from './local-days';
import { clientTimestamp } from './time';

export type CreateMoodEntryInput = z.output<typeof createMoodEntrySchema>;

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return { id: row.id, userId: row.userId, mood: row.mood, notes: row.notes, date: row.date };
}

export function listMoodEntries(db: Db, memberId: string): MoodEntry[] {
  return db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, memberId))
    .orderBy(desc(moodEntries.date), desc(moodEntries.id))
    .all()
    .map(toMoodEntry);
}

export function createMoodEntry(
  db: Db,
  memberId: string,
  input: CreateMoodEntryInput,
  now: Date,
): Created<MoodEntry> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx.select().from(moodEntries).where(eq(moodEntries.id, input.id)).get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: toMoodEntry(own), created: false };
    }
    const notes = input.notes?.trim() ? input.notes : null;
    const row = tx
      .insert(moodEntries)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        userId: memberId,
        mood: input.mood,
        notes,
        date: clientTimestamp(input.date, now, 'date'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toMoodEntry(row), created: true };
  });
}

export function deleteMoodEntry(
  db: Db,
  memberId: string,
  input: { id: string },
  _now: Date,
): { id: string } {
  return writeTransaction(db, (tx) => {
    const deleted = tx
      .delete(moodEntries)
      .where(and(eq(moodEntries.id, input.id), eq(moodEntries.userId, memberId)))
      .returning({ id: moodEntries.id })
      .get();
    if (!deleted) throw notFound('Mood entry not found');
    writeTombstone(tx, 'moodEntries', input.id, memberId);
    return { id: input.id };
  });
}

/**
 * The member's latest entries before a time, newest first, read from the (user_id, date) index
 * alone. One batch usually covers a whole streak.
 */
const STREAK_BATCH = 64;
const selectDatesBefore = (db: Db) =>
  db
    .select({ date: moodEntries.date })
    .from(moodEntries)
    .where(
      and(
        eq(moodEntries.userId, sql.placeholder('userId')),
        lt(moodEntries.date, sql.placeholder('before')),
      ),
    )
    .orderBy(desc(moodEntries.date))
    .limit(STREAK_BATCH)
    .prepare();

/**
 * The shared moodStreak rule (consecutive local days with an entry, ending today or yesterday),
 * evaluated without reading the member's whole history: entries are read newest first, in batches,
 * and the walk stops at the first local day without one. Stored dates are ISO UTC strings, so text
 * order is time order and a local day is a range between two remembered day starts. A member who
 * logs many times a day costs one batch per day of streak (the rest of a counted day is skipped),
 * so the cost follows the streak's length, not the number of entries (reading every entry took
 * seconds at 100,000).
 */
export function getMoodStreak(db: Db, memberId: string, now: Date, timeZone: string): number {
  const query = preparedQuery(db, 'moodDatesBefore', selectDatesBefore);
  const startOf = (day: number) => localDayStartIso(day, timeZone);
  const today = localDayNumber(now, timeZone);
  let day = today; // the day being looked at
  let counted = false; // whether `day` has an entry
  let streak = 0;
  // Entries after today (a device clock running ahead) do not count.
  let before = startOf(today + 1);
  for (;;) {
    const batch = query.all({ userId: memberId, before });
    for (const { date } of batch) {
      if (date >= startOf(day)) {
        if (!counted) streak += 1;
        counted = true;
        continue;
      }
      // An earlier day: the walk goes on only if `day` had an entry (or is today, which may
      // still be without one) and the entry falls on the day before it.
      if (!counted && day !== today) return streak;
      day -= 1;
      counted = date >= startOf(day);
      if (!counted) return streak;
      streak += 1;
    }
    if (batch.length < STREAK_BATCH) return streak;
    // `day` is counted: skip the rest of its entries.
    before = startOf(day);
  }
}
