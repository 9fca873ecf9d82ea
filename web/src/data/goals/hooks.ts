import { useLiveQuery } from '../../db';
import type { Goal } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';

/**
 * Every goal, newest first (undefined while loading). A member's goals are few and the Goals page
 * needs all of them for its stats and history, so this one is not limited.
 */
export function useGoals(): Goal[] | undefined {
  const db = useDb();
  return useLiveQuery(() => db.goals.orderBy('createdAt').reverse().toArray(), [db]);
}

/**
 * Goals with isActive, newest first; at most `limit` when given (the dashboard shows 3). isActive is
 * a boolean, which IndexedDB cannot index, so it is filtered while walking the createdAt index.
 */
export function activeGoalsRead(db: SelahDB, limit?: number): LiveRead<Goal[]> {
  return {
    key: `active-goals:${limit}`,
    db,
    read: () => {
      const active = db.goals
        .orderBy('createdAt')
        .reverse()
        .filter((goal) => goal.isActive);
      return (limit === undefined ? active : active.limit(limit)).toArray();
    },
  };
}

export function useActiveGoals(limit?: number): Goal[] | undefined {
  return useLiveRead(activeGoalsRead(useDb(), limit));
}
