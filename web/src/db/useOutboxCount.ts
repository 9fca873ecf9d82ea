import { useLiveQuery } from './useLiveQuery';
import { getDb } from './active-db';
import { useDb } from './useDb';

/** How many local changes are still waiting to reach the server (undefined while loading). */
export function useOutboxCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => db.outbox.count(), [db]);
}

/** The same count, read once now (e.g. right before signing out). */
export function countPendingChanges(): Promise<number> {
  return getDb().outbox.count();
}
