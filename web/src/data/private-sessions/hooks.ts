import { useLiveQuery } from '../../db';
import type { PrivateSession } from '@selah/shared';
import { useDb } from '../../db';
import { orderPrivateSessions } from './order';

/**
 * The member's private sessions in list order (see orderPrivateSessions). Personal tables are
 * small, so the whole list is read and ordered in memory.
 */
export function usePrivateSessions(): PrivateSession[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => orderPrivateSessions(await db.privateSessions.toArray()), [db]);
}
