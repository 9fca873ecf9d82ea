/**
 * Asks the browser to keep this device's data: without it, IndexedDB is "best effort"
 * and may be evicted under storage pressure, taking unsynced changes with it. Asked once the member
 * has data worth keeping, once per local database (remembered in its meta table); a browser without
 * the API, or one that says no, is fine: the app works the same.
 */
import { useLiveQuery } from '../../db';
import { useEffect } from 'react';
import { hasPersonalData, PERSONAL_TABLES } from '../../db/personal-tables';
import type { SelahDB } from '../../db/SelahDB';
import { useDb } from '../../db/useDb';

export const PERSIST_REQUESTED_KEY = 'storagePersistRequestedAt';

async function alreadyRequested(db: SelahDB): Promise<boolean> {
  return (await db.meta.get(PERSIST_REQUESTED_KEY)) !== undefined;
}

/** True when `db` holds something worth keeping: a personal row or a queued change. */
async function hasData(db: SelahDB): Promise<boolean> {
  return (await db.outbox.limit(1).count()) > 0 || (await hasPersonalData(db));
}

/**
 * Requests persistent storage for `db` if it has data and was never asked for. Returns whether it
 * asked now. The request is remembered before asking, so two callers at once ask only once.
 */
export async function requestPersistentStorageOnce(db: SelahDB): Promise<boolean> {
  const claimed = await db.transaction(
    'rw',
    [db.meta, db.outbox, ...PERSONAL_TABLES.map((name) => db.table(name))],
    async () => {
      if ((await alreadyRequested(db)) || !(await hasData(db))) return false;
      await db.meta.put({ key: PERSIST_REQUESTED_KEY, value: new Date().toISOString() });
      return true;
    },
  );
  if (!claimed) return false;
  try {
    await navigator.storage?.persist?.();
  } catch {
    // Refused or unsupported: nothing to do, the data is still stored (just best effort).
  }
  return true;
}

/**
 * Watches the current database and asks for persistent storage as soon as it has data: after the
 * first local write, or when the member's rows arrive from the server. Mount once (the app layout).
 * Returns whether the browser is to be asked now (undefined until the database has answered).
 */
export function usePersistentStorageRequest(): boolean | undefined {
  const db = useDb();
  // Once asked, the query reads only the meta row, so later writes do not re-run it.
  const shouldAsk = useLiveQuery(
    async () => !(await alreadyRequested(db)) && (await hasData(db)),
    [db],
  );
  useEffect(() => {
    if (shouldAsk) {
      requestPersistentStorageOnce(db).catch((error: unknown) => {
        console.warn('Could not request persistent storage', error);
      });
    }
  }, [db, shouldAsk]);
  return shouldAsk;
}
