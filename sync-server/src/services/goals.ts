import { and, desc, eq, sql } from 'drizzle-orm';
import { type Goal, type GoalProgressFields } from '@selah/shared';
import { engineOf, keptSqliteStatement, runPrepared, tablesOf } from '../db/dialect';
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
    unit: row.unit,
    period: row.period,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/**
 * Every goal of the member (the dashboard and the motivation generator count them all), or with
 * `page`, one page of them newest first (up to page.limit + 1 rows, see Page).
 */
/** A member's goals (or active goals) without paging: the dashboard asks on every visit. */
const selectGoals = (activeOnly: boolean, name: string) => (db: Db) => {
  const { goals } = tablesOf(db);
  const member = eq(goals.userId, sql.placeholder('memberId'));
  return db
    .select()
    .from(goals)
    .where(activeOnly ? and(member, eq(goals.isActive, true)) : member)
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .prepare(name);
};
const selectAllGoals = selectGoals(false, 'allGoals');
const selectActiveGoals = selectGoals(true, 'activeGoals');

export async function listGoals(
  db: Db,
  memberId: string,
  options: { activeOnly?: boolean; page?: Page } = {},
): Promise<Goal[]> {
  const { goals } = tablesOf(db);
  const { page } = options;
  if (!page) {
    const rows = options.activeOnly
      ? await runPrepared(db, 'activeGoals', selectActiveGoals, { memberId })
      : await runPrepared(db, 'allGoals', selectAllGoals, { memberId });
    return rows.map(toGoal);
  }
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

/** What the dashboard's Goals Progress reads of each of the member's goals, in no order. */
const selectGoalProgress = (db: Db) => {
  const { goals } = tablesOf(db);
  return db
    .select({
      isActive: goals.isActive,
      currentValue: goals.currentValue,
      targetValue: goals.targetValue,
    })
    .from(goals)
    .where(eq(goals.userId, sql.placeholder('memberId')))
    .prepare('goalProgress');
};

/** selectGoalProgress in SQLite's SQL, read by a kept statement (dialect.ts). */
const SQLITE_GOAL_PROGRESS = `select is_active as isActive, current_value as currentValue,
    target_value as targetValue
  from goals where user_id = ?`;

/** The progress fields of every goal of the member: the dashboard asks on every visit. */
export async function listGoalProgress(db: Db, memberId: string): Promise<GoalProgressFields[]> {
  if (engineOf(db) !== 'sqlite') {
    return runPrepared(db, 'goalProgress', selectGoalProgress, { memberId });
  }
  const rows = keptSqliteStatement(db, SQLITE_GOAL_PROGRESS, 'rows').all(memberId) as {
    isActive: 0 | 1;
    currentValue: number;
    targetValue: number;
  }[];
  // SQLite keeps the flag as 0 or 1, which drizzle's boolean column turns into false or true.
  return rows.map((row) => ({
    isActive: row.isActive === 1,
    currentValue: row.currentValue,
    targetValue: row.targetValue,
  }));
}
