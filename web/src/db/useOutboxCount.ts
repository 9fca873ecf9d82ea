import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from './useDb';

/** How many local changes are still waiting to reach the server (undefined while loading). */
export function useOutboxCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => db.outbox.count(), [db]);
}
