import { uuidv7, type CreateGoal, type Goal, type UpdateGoal } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { mutate } from '../mutate';

/** Goal writes on the database `currentDb()` returns when each is called. */
export function createGoalRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Creates a goal at progress 0 (currentValue is never sent on create). Throws, writing nothing,
     * when the input breaks the shared rules (see validateGoalForm for the form's messages).
     */
    async createGoal(input: CreateGoal): Promise<Goal> {
      const { after } = await mutate(currentDb(), 'goal.create', {
        ...input,
        id: uuidv7(),
        createdAt: new Date().toISOString(),
      });
      return after as Goal;
    },

    /**
     * Moves a goal's progress by one step and queues the step as a delta ('goal.progress'), so
     * steps taken on two offline devices both count. A -1 at 0 changes nothing and queues nothing.
     * Returns the updated goal, or null when nothing changed.
     */
    async changeGoalProgress(id: string, delta: 1 | -1): Promise<Goal | null> {
      if (delta !== 1 && delta !== -1) throw new Error('Progress moves by one step at a time');
      const { after, changed } = await mutate(currentDb(), 'goal.progress', { id, delta });
      return changed ? (after as Goal) : null;
    },

    /** Edits a goal's own fields (not its progress), queueing 'goal.update' with just the changes. */
    async updateGoal(id: string, changes: UpdateGoal): Promise<Goal | null> {
      const { after } = await mutate(currentDb(), 'goal.update', { id, changes });
      return (after as Goal | undefined) ?? null;
    },

    /** Deletes a goal ('goal.delete'). Returns whether there was a goal to delete. */
    async deleteGoal(id: string): Promise<boolean> {
      return (await mutate(currentDb(), 'goal.delete', { id })).changed;
    },
  };
}

export const { createGoal, changeGoalProgress, updateGoal, deleteGoal } =
  createGoalRepository(getDb);
