import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  uuidv7,
  type createGoalSchema,
  type Goal,
  type updateGoalProgressSchema,
  type updateGoalSchema,
} from '@selah/shared';
import { preparedQuery } from '../db/prepared';
import { goals, type GoalRow } from '../db/schema';
import type { Db } from '../db/types';
import { writeTransaction } from '../db/transaction';
import { nextVersion, writeTombstone } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { after, type Page } from './paging';
import { clientTimestamp } from './time';

type Target = { id: string };
export type CreateGoalInput = z.output<typeof createGoalSchema>;
export type UpdateGoalInput = Target & z.output<typeof updateGoalSchema>;
export type SetGoalProgressInput = Target & z.output<typeof updateGoalProgressSchema>;
export type ChangeGoalProgressInput = Target & { delta: number };

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

/** Another member's goal is "not found": its existence is not revealed. */
function findOwnGoal(db: Db, memberId: string, goalId: string): GoalRow {
  const row = db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, memberId)))
    .get();
  if (!row) throw notFound('Goal not found');
  return row;
}

export function createGoal(
  db: Db,
  memberId: string,
  input: CreateGoalInput,
  now: Date,
): Created<Goal> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx.select().from(goals).where(eq(goals.id, input.id)).get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: toGoal(own), created: false };
    }
    const row = tx
      .insert(goals)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        userId: memberId,
        title: input.title,
        description: input.description,
        targetValue: input.targetValue,
        currentValue: 0,
        category: input.category ?? null,
        isActive: true,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toGoal(row), created: true };
  });
}

/** PATCH /api/goals/{id}/progress: an absolute value (the spec's call). */
export function setGoalProgress(
  db: Db,
  memberId: string,
  input: SetGoalProgressInput,
  _now: Date,
): Goal {
  return writeTransaction(db, (tx) => {
    findOwnGoal(tx, memberId, input.id);
    return saveGoal(tx, input.id, { currentValue: input.currentValue });
  });
}

/** Sync merge rule: progress travels as a delta, clamped at 0, so two devices' increments both count. */
export function changeGoalProgress(
  db: Db,
  memberId: string,
  input: ChangeGoalProgressInput,
  _now: Date,
): Goal {
  return writeTransaction(db, (tx) => {
    const goal = findOwnGoal(tx, memberId, input.id);
    return saveGoal(tx, input.id, { currentValue: Math.max(0, goal.currentValue + input.delta) });
  });
}

export function updateGoal(db: Db, memberId: string, input: UpdateGoalInput, _now: Date): Goal {
  return writeTransaction(db, (tx) => {
    findOwnGoal(tx, memberId, input.id);
    const changes: Partial<GoalRow> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.targetValue !== undefined) changes.targetValue = input.targetValue;
    if (input.category !== undefined) changes.category = input.category;
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    return saveGoal(tx, input.id, changes);
  });
}

export function deleteGoal(db: Db, memberId: string, input: Target, _now: Date): Target {
  return writeTransaction(db, (tx) => {
    findOwnGoal(tx, memberId, input.id);
    tx.delete(goals).where(eq(goals.id, input.id)).run();
    writeTombstone(tx, 'goals', input.id, memberId);
    return { id: input.id };
  });
}

function saveGoal(tx: Db, goalId: string, changes: Partial<GoalRow>): Goal {
  const row = tx
    .update(goals)
    .set({ ...changes, version: nextVersion(tx) })
    .where(eq(goals.id, goalId))
    .returning()
    .get();
  return toGoal(row);
}
