import { startTransition, useEffect, useState } from 'react';
import { getDb, subscribeToActiveDb } from './active-db';
import type { SelahDB } from './SelahDB';

/**
 * The current account's database, for `useLiveQuery` in a feature's hooks.ts. Components re-render
 * with the new database when the member signs in or out, so pass it in the query's deps:
 *
 *   const db = useDb();
 *   return useLiveQuery(() => db.moodEntries.orderBy('date').reverse().limit(50).toArray(), [db]);
 *
 * The switch reaches React as a state update, not through useSyncExternalStore, whose store
 * changes are always rendered synchronously: the start-up session check's switch to a member
 * re-rendered every screen and restarted every live query in one task (Lighthouse's member run: its
 * longest task). Such a switch asks to be deferred and is rendered as a transition; a sign-in or
 * sign-out is rendered at once. Code outside React (repositories, sync) uses getDb() and sees the
 * new database at once.
 */
export function useDb(): SelahDB {
  const [db, setDb] = useState(getDb);
  useEffect(() => {
    // Switched between this render and this effect: catch up.
    if (getDb() !== db) setDb(getDb());
    return subscribeToActiveDb((next, { deferRender }) => {
      if (deferRender) startTransition(() => setDb(next));
      else setDb(next);
    });
    // Subscribes once; `db` is only compared on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return db;
}
