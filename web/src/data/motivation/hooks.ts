import { useLiveQuery } from '../../db';
import type { DailyMotivation } from '@selah/shared';
import { useDb } from '../../db';

/** More unread messages than anyone will read through in one sitting. */
const UNREAD_LIMIT = 20;

/**
 * Unread daily motivations, newest first, so a freshly generated message is the one shown
 * (undefined while loading). isRead cannot be indexed, so read ones are skipped while walking the
 * createdAt index.
 */
export function useUnreadMotivations(): DailyMotivation[] | undefined {
  const db = useDb();
  return useLiveQuery(
    () =>
      db.motivations
        .orderBy('createdAt')
        .reverse()
        .filter((motivation) => !motivation.isRead)
        .limit(UNREAD_LIMIT)
        .toArray(),
    [db],
  );
}
