import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
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

/** Any one entry of the member's in [from, to): answered from the (user_id, date) index alone. */
const findEntryBetween = (db: Db) =>
  db
    .select({ date: moodEntries.date })
    .from(moodEntries)
    .where(
      and(
        eq(moodEntries.userId, sql.placeholder('userId')),
        gte(moodEntries.date, sql.placeholder('from')),
        lt(moodEntries.date, sql.placeholder('to')),
      ),
    )
    .limit(1)
    .prepare();

/**
 * The shared moodStreak rule (consecutive local days with an entry, ending today or yesterday),
 * evaluated without reading the member's whole history: walking back from today, it asks the index
 * whether each local day has an entry and stops at the first that has none. The cost follows the
 * streak's length, not the number of entries (reading every entry took seconds at 100,000).
 * Stored dates are ISO UTC strings, so text order is time order and a local day is a string range.
 */
export function getMoodStreak(db: Db, memberId: string, now: Date, timeZone: string): number {
  const query = preparedQuery(db, 'findMoodEntryBetween', findEntryBetween);
  const loggedOn = (day: number) =>
    query.get({
      userId: memberId,
      from: localDayStartIso(day, timeZone),
      to: localDayStartIso(day + 1, timeZone),
    }) !== undefined;
  const today = localDayNumber(now, timeZone);
  let day = loggedOn(today) ? today : today - 1;
  let streak = 0;
  while (loggedOn(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
