import type { CreateGoal, Goal, UpdateGoal } from '@selah/shared';

/**
 * What the member changed in the Edit Goal form, from the validated form input: only those fields
 * are saved and queued, so an unchanged form queues nothing and two devices editing different
 * fields do not undo each other.
 */
export function goalChanges(goal: Goal, input: CreateGoal, isActive: boolean): UpdateGoal {
  const changes: UpdateGoal = {};
  if (input.title !== goal.title) changes.title = input.title;
  const description = input.description ?? null;
  if (description !== goal.description) changes.description = description;
  if (Number(input.targetValue) !== goal.targetValue) changes.targetValue = input.targetValue;
  const category = input.category ?? null;
  if (category !== goal.category) changes.category = category;
  const unit = input.unit ?? null;
  if (unit !== (goal.unit ?? null)) changes.unit = unit;
  const period = input.period ?? null;
  if (period !== (goal.period ?? null)) changes.period = period;
  if (isActive !== goal.isActive) changes.isActive = isActive;
  return changes;
}
