import { and, desc, eq } from 'drizzle-orm';
import { type Goal } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { GoalRow } from '../db/schema';
import type { Db } from '../db/types';
import { after, type Page } from './paging';

export function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    targetValue: row.targetValue,
    currentValue: row.currentValue,
    category: row.category,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/**
 * Every goal of the member (the dashboard and the motivation generator count them all), or with
 * `page`, one page of them newest first (up to page.limit + 1 rows, see Page).
 */
export async function listGoals(
  db: Db,
  memberId: string,
  options: { activeOnly?: boolean; page?: Page } = {},
): Promise<Goal[]> {
  const { goals } = tablesOf(db);
  const { page } = options;
  const query = db
    .select()
    .from(goals)
    .where(
      and(
        eq(goals.userId, memberId),
        options.activeOnly ? eq(goals.isActive, true) : undefined,
        page ? after(goals.createdAt, goals.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(goals.createdAt), desc(goals.id));
  const rows = page ? await query.limit(page.limit + 1) : await query;
  return rows.map(toGoal);
}
