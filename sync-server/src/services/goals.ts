import { and, desc, eq, sql } from 'drizzle-orm';
import { type Goal } from '@selah/shared';
import { preparedQuery } from '../db/prepared';
import { goals, type GoalRow } from '../db/schema';
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

/** The dashboard reads a member's goals on every visit: built and prepared once per connection. */
const selectGoals = (activeOnly: boolean) => (db: Db) =>
  db
    .select()
    .from(goals)
    .where(
      activeOnly
        ? and(eq(goals.userId, sql.placeholder('memberId')), eq(goals.isActive, true))
        : eq(goals.userId, sql.placeholder('memberId')),
    )
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .prepare();
const selectAllGoals = selectGoals(false);
const selectActiveGoals = selectGoals(true);

/**
 * Every goal of the member (the dashboard and the motivation generator count them all), or with
 * `page`, one page of them newest first (up to page.limit + 1 rows, see Page).
 */
export function listGoals(
  db: Db,
  memberId: string,
  options: { activeOnly?: boolean; page?: Page } = {},
): Goal[] {
  const { page } = options;
  if (page) {
    return db
      .select()
      .from(goals)
      .where(
        and(
          eq(goals.userId, memberId),
          options.activeOnly ? eq(goals.isActive, true) : undefined,
          after(goals.createdAt, goals.id, page.after),
        ),
      )
      .orderBy(desc(goals.createdAt), desc(goals.id))
      .limit(page.limit + 1)
      .all()
      .map(toGoal);
  }
  const query = options.activeOnly
    ? preparedQuery(db, 'listActiveGoals', selectActiveGoals)
    : preparedQuery(db, 'listGoals', selectAllGoals);
  return query.all({ memberId }).map(toGoal);
}
