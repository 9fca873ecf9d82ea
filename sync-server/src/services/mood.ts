import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { moodStreak, uuidv7, type createMoodEntrySchema, type MoodEntry } from '@selah/shared';
import { moodEntries, type MoodEntryRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion, writeTombstone } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
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

export function moodEntryDates(db: Db, memberId: string): string[] {
  return db
    .select({ date: moodEntries.date })
    .from(moodEntries)
    .where(eq(moodEntries.userId, memberId))
    .all()
    .map((row) => row.date);
}

export function getMoodStreak(db: Db, memberId: string, now: Date, timeZone: string): number {
  return moodStreak(moodEntryDates(db, memberId), now, timeZone);
}
