import { isOutdatedGoalMessage, type DailyMotivation } from '@selah/shared';
import { useDb, useLiveRead, type LiveRead, type SelahDB } from '../../db';

/** More unread messages than anyone will read through in one sitting. */
const UNREAD_LIMIT = 20;

/**
 * Unread daily motivations, newest first, so a freshly generated message is the one shown
 * (undefined while loading). isRead cannot be indexed, so read ones are skipped while walking the
 * createdAt index. A message celebrating a goal as reached is left out once the goal is back below
 * its target: read with the goals, so setting progress back takes it off the screen at once.
 */
export function unreadMotivationsRead(db: SelahDB): LiveRead<DailyMotivation[]> {
  return { key: 'unread-motivations', db, read: () => readUnread(db) };
}

export function useUnreadMotivations(): DailyMotivation[] | undefined {
  return useLiveRead(unreadMotivationsRead(useDb()));
}

async function readUnread(db: SelahDB): Promise<DailyMotivation[]> {
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
}
