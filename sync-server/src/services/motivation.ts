import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  generateMotivation,
  uuidv7,
  type DailyMotivation,
  type generateMotivationRequestSchema,
  type MotivationType,
} from '@selah/shared';
import { dailyMotivation, type DailyMotivationRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { after, FIRST_PAGE, type Page } from './paging';
import { listGoals } from './goals';
import { getWeeklyMeditationMinutes } from './meditation';
import { getMoodStreak } from './mood';
import { clientTimestamp } from './time';

export type GenerateMotivationInput = z.output<typeof generateMotivationRequestSchema> & {
  timeZone: string;
};

/** How many earlier messages the generator sees, so it does not repeat itself. */
const PREVIOUS_MESSAGES = 20;

export function toDailyMotivation(row: DailyMotivationRow): DailyMotivation {
  return {
    id: row.id,
    userId: row.userId,
    message: row.message,
    type: row.type,
    isRead: row.isRead,
    createdAt: row.createdAt,
  };
}

export function listMotivations(
  db: Db,
  memberId: string,
  options: { unreadOnly?: boolean } = {},
  page: Page = FIRST_PAGE,
): DailyMotivation[] {
  return db
    .select()
    .from(dailyMotivation)
    .where(
      and(
        eq(dailyMotivation.userId, memberId),
        options.unreadOnly ? eq(dailyMotivation.isRead, false) : undefined,
        after(dailyMotivation.createdAt, dailyMotivation.id, page.after),
      ),
    )
    .orderBy(desc(dailyMotivation.createdAt), desc(dailyMotivation.id))
    .limit(page.limit + 1)
    .all()
    .map(toDailyMotivation);
}

/** Builds a message from the member's own streak, goals and minutes with the shared generator. */
export function generateDailyMotivation(
  db: Db,
  memberId: string,
  input: GenerateMotivationInput,
  now: Date,
): Created<DailyMotivation> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx
        .select()
        .from(dailyMotivation)
        .where(eq(dailyMotivation.id, input.id))
        .get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: toDailyMotivation(own), created: false };
    }
    const createdAt = clientTimestamp(input.createdAt, now, 'createdAt');
    const previous = tx
      .select({ message: dailyMotivation.message, createdAt: dailyMotivation.createdAt })
      .from(dailyMotivation)
      .where(eq(dailyMotivation.userId, memberId))
      .orderBy(desc(dailyMotivation.createdAt))
      .limit(PREVIOUS_MESSAGES)
      .all();
    const { message, type } = generateMotivation({
      now,
      timeZone: input.timeZone,
      moodStreak: getMoodStreak(tx, memberId, now, input.timeZone),
      goals: listGoals(tx, memberId),
      weeklyMinutes: getWeeklyMeditationMinutes(tx, memberId, now, input.timeZone),
      previous,
    });
    const row = tx
      .insert(dailyMotivation)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        userId: memberId,
        message,
        type,
        isRead: false,
        createdAt,
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toDailyMotivation(row), created: true };
  });
}

/**
 * Stores a message a device generated itself (offline, with the same shared generator): the sync
 * push's `motivation.create`. Keeps the device's id, text and time.
 */
export function storeMotivation(
  db: Db,
  memberId: string,
  input: { id: string; message: string; type: MotivationType; createdAt: string },
  now: Date,
): Created<DailyMotivation> {
  return writeTransaction(db, (tx) => {
    const existing = tx
      .select()
      .from(dailyMotivation)
      .where(eq(dailyMotivation.id, input.id))
      .get();
    const own = ownExisting(existing, memberId);
    if (own) return { row: toDailyMotivation(own), created: false };
    const row = tx
      .insert(dailyMotivation)
      .values({
        id: input.id,
        userId: memberId,
        message: input.message,
        type: input.type,
        isRead: false,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toDailyMotivation(row), created: true };
  });
}

export function markMotivationRead(
  db: Db,
  memberId: string,
  input: { id: string },
  _now: Date,
): DailyMotivation {
  return writeTransaction(db, (tx) => {
    const row = tx
      .select()
      .from(dailyMotivation)
      .where(and(eq(dailyMotivation.id, input.id), eq(dailyMotivation.userId, memberId)))
      .get();
    if (!row) throw notFound('Message not found');
    if (row.isRead) return toDailyMotivation(row);
    const updated = tx
      .update(dailyMotivation)
      .set({ isRead: true, version: nextVersion(tx) })
      .where(eq(dailyMotivation.id, input.id))
      .returning()
      .get();
    return toDailyMotivation(updated);
  });
}
