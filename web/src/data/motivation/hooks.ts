import { useLiveQuery } from '../../db';
import { isOutdatedGoalMessage, type DailyMotivation } from '@selah/shared';
import { useDb } from '../../db';

/** More unread messages than anyone will read through in one sitting. */
const UNREAD_LIMIT = 20;

/**
 * Unread daily motivations, newest first, so a freshly generated message is the one shown
 * (undefined while loading). isRead cannot be indexed, so read ones are skipped while walking the
 * createdAt index. A message celebrating a goal as reached is left out once the goal is back below
 * its target: read with the goals, so setting progress back takes it off the screen at once.
 */
export function useUnreadMotivations(): DailyMotivation[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const [unread, goals] = await Promise.all([
      db.motivations
        .orderBy('createdAt')
        .reverse()
        .filter((motivation) => !motivation.isRead)
        .limit(UNREAD_LIMIT)
        .toArray(),
      db.goals.toArray(),
    ]);
    return unread.filter((motivation) => !isOutdatedGoalMessage(motivation.message, goals));
  }, [db]);
}
