import { uuidv7, type CreateGoal, type Goal, type UpdateGoal } from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

/**
 * Creates a goal at progress 0 (currentValue is never sent: SPEC 5) with its 'goal.create' outbox
 * entry. Throws, writing nothing, when the input breaks the shared rules (see validateGoalForm for
 * the form's messages).
 */
export async function createGoal(input: CreateGoal): Promise<Goal> {
  const db = getDb();
  const { MUTATION_ARGS } = await loadWriteSchemas();
  const args = MUTATION_ARGS['goal.create'].parse({
    ...input,
    id: uuidv7(),
    createdAt: new Date().toISOString(),
  });
  const row: Goal = {
    id: args.id,
    userId: rowOwnerId(db),
    title: args.title,
    description: args.description,
    targetValue: args.targetValue,
    currentValue: 0,
    category: args.category ?? null,
    isActive: true,
    createdAt: args.createdAt,
  };
  await writeWithOutbox(db, [db.goals], async () => {
    await db.goals.add(row);
    await enqueue(db, {
      name: 'goal.create',
      args: {
        id: row.id,
        title: row.title,
        description: row.description,
        targetValue: row.targetValue,
        category: row.category,
        createdAt: row.createdAt,
      },
    });
  });
  return row;
}

/**
 * Moves a goal's progress by one step (+1 or -1) and queues the step as a delta ('goal.progress'),
 * so steps taken on two offline devices both count. Progress never goes below 0: a -1 at 0 changes
 * nothing and queues nothing. Returns the updated goal, or null when nothing changed.
 */
export async function changeGoalProgress(id: string, delta: 1 | -1): Promise<Goal | null> {
  if (delta !== 1 && delta !== -1) throw new Error('Progress moves by one step at a time');
  const db = getDb();
  return writeWithOutbox(db, [db.goals], async () => {
    const goal = await db.goals.get(id);
    if (!goal) return null;
    const currentValue = Math.max(0, goal.currentValue + delta);
    if (currentValue === goal.currentValue) return null;
    const updated = { ...goal, currentValue };
    await db.goals.put(updated);
    await enqueue(db, { name: 'goal.progress', args: { id, delta } });
    return updated;
  });
}

/** Edits a goal's own fields (not its progress) and queues 'goal.update' with just the changes. */
export async function updateGoal(id: string, patch: UpdateGoal): Promise<Goal | null> {
  const { updateGoalSchema } = await loadWriteSchemas();
  const changes = updateGoalSchema.parse(patch);
  const db = getDb();
  return writeWithOutbox(db, [db.goals], async () => {
    const goal = await db.goals.get(id);
    if (!goal) return null;
    const updated: Goal = { ...goal };
    if (changes.title !== undefined) updated.title = changes.title;
    if (changes.description !== undefined) updated.description = changes.description;
    if (changes.targetValue !== undefined) updated.targetValue = changes.targetValue;
    if (changes.category !== undefined) updated.category = changes.category;
    if (changes.isActive !== undefined) updated.isActive = changes.isActive;
    await db.goals.put(updated);
    await enqueue(db, { name: 'goal.update', args: { id, changes: patch } });
    return updated;
  });
}

/** Deletes a goal locally and queues 'goal.delete'. Returns whether there was a goal to delete. */
export async function deleteGoal(id: string): Promise<boolean> {
  const db = getDb();
  return writeWithOutbox(db, [db.goals], async () => {
    const goal = await db.goals.get(id);
    if (!goal) return false;
    await db.goals.delete(id);
    await enqueue(db, { name: 'goal.delete', args: { id } });
    return true;
  });
}
