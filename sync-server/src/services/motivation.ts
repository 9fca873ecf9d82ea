import { and, desc, eq } from 'drizzle-orm';
import { generateMotivation, type DailyMotivation, type MotivationType } from '@selah/shared';
import { dailyMotivation, type DailyMotivationRow } from '../db/schema';
import type { Db } from '../db/types';
import { listGoals } from './goals';
import { getWeeklyMeditationMinutes } from './meditation';
import { getMoodStreak } from './mood';

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
): DailyMotivation[] {
  const where = options.unreadOnly
    ? and(eq(dailyMotivation.userId, memberId), eq(dailyMotivation.isRead, false))
    : eq(dailyMotivation.userId, memberId);
  return db
    .select()
    .from(dailyMotivation)
    .where(where)
    .orderBy(desc(dailyMotivation.createdAt), desc(dailyMotivation.id))
    .all()
    .map(toDailyMotivation);
}

/**
 * Today's message for a member, from their own streak, goals and minutes with the shared
 * generator (the one devices run offline). Stored by the caller as a 'motivation.create'.
 */
export function composeDailyMotivation(
  db: Db,
  memberId: string,
  timeZone: string,
  now: Date,
): { message: string; type: MotivationType } {
  const previous = db
    .select({ message: dailyMotivation.message, createdAt: dailyMotivation.createdAt })
    .from(dailyMotivation)
    .where(eq(dailyMotivation.userId, memberId))
    .orderBy(desc(dailyMotivation.createdAt))
    .limit(PREVIOUS_MESSAGES)
    .all();
  return generateMotivation({
    now,
    timeZone,
    moodStreak: getMoodStreak(db, memberId, now, timeZone),
    goals: listGoals(db, memberId),
    weeklyMinutes: getWeeklyMeditationMinutes(db, memberId, now, timeZone),
    previous,
  });
}
