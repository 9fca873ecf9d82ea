import { useSyncExternalStore } from 'react';
import { getDb, subscribeToActiveDb } from './active-db';
import type { SelahDB } from './SelahDB';

/**
 * The current account's database, for `useLiveQuery` in a feature's hooks.ts. Components re-render
 * with the new database when the member signs in or out, so pass it in the query's deps:
 *
 *   const db = useDb();
 *   return useLiveQuery(() => db.moodEntries.orderBy('date').reverse().toArray(), [db]);
 */
export function useDb(): SelahDB {
  return useSyncExternalStore(subscribeToActiveDb, getDb, getDb);
}
