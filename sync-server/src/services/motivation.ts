import { desc, eq } from 'drizzle-orm';
import { generateMotivation, type DailyMotivation, type MotivationType } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { DailyMotivationRow } from '../db/schema';
import type { Db } from '../db/types';
import { FIRST_PAGE, newestFirst, type Page } from './paging';
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

export async function listMotivations(
  db: Db,
  memberId: string,
  options: { unreadOnly?: boolean } = {},
  page: Page = FIRST_PAGE,
): Promise<DailyMotivation[]> {
  const { dailyMotivation: t } = tablesOf(db);
  const rows = await newestFirst(
    db,
    t,
    t.createdAt,
    page,
    eq(t.userId, memberId),
    options.unreadOnly ? eq(t.isRead, false) : undefined,
  );
  return rows.map(toDailyMotivation);
}

/**
 * Today's message for a member, from their own streak, goals and minutes with the shared
 * generator (the one devices run offline). Stored by the caller as a 'motivation.create'.
 */
export async function composeDailyMotivation(
  db: Db,
  memberId: string,
  timeZone: string,
  now: Date,
): Promise<{ message: string; type: MotivationType }> {
  const { dailyMotivation } = tablesOf(db);
  const previous = await db
    .select({ message: dailyMotivation.message, createdAt: dailyMotivation.createdAt })
    .from(dailyMotivation)
    .where(eq(dailyMotivation.userId, memberId))
    .orderBy(desc(dailyMotivation.createdAt))
    .limit(PREVIOUS_MESSAGES);
  const moodStreak = await getMoodStreak(db, memberId, now, timeZone);
  const goals = await listGoals(db, memberId);
  const weeklyMinutes = await getWeeklyMeditationMinutes(db, memberId, now, timeZone);
  return generateMotivation({ now, timeZone, moodStreak, goals, weeklyMinutes, previous });
}
