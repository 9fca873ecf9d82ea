import { useLiveQuery } from '../../db';
import { useCallback } from 'react';
import { useDb } from '../../db/useDb';
import type { TitleLookup } from '@selah/shared';

/**
 * The titles of the local goals, journal entries and private sessions that `ids` point at (rows
 * deleted locally have none), so the "couldn't sync" list can name what a change was about.
 */
export function useRowTitles(ids: readonly string[]): TitleLookup {
  const db = useDb();
  const key = ids.join(',');
  const titles = useLiveQuery(async () => {
    const wanted = key === '' ? [] : key.split(',');
    const found = new Map<string, string>();
    const tables = [db.goals, db.journalEntries, db.privateSessions] as const;
    for (const table of tables) {
      for (const row of await table.bulkGet(wanted)) {
        if (row) found.set(row.id, row.title);
      }
    }
    return found;
  }, [db, key]);
  return useCallback((id: string) => titles?.get(id), [titles]);
}
