/**
 * Removing a member's local data from this device when they sign out, so the next person using
 * this browser never sees it. Their rows live on the server and come back at the next
 * sign-in; only changes that never reached the server are lost, which sign-out warns about first.
 */
import Dexie from 'dexie';
import { forgetDatabase } from './active-db';
import { databaseNameFor } from './SelahDB';

/**
 * Deletes `userId`'s local database. If it is the current one, the guest database becomes current
 * first (subscribers re-render with it). The instance is closed and forgotten, so nothing in this
 * tab can reopen (and recreate) it by accident; other tabs holding it close on `versionchange`.
 */
export async function removeAccountDatabase(userId: string): Promise<void> {
  const db = forgetDatabase(userId);
  if (db) {
    // delete() closes this connection first, so its own versionchange handler does not fire.
    await db.delete();
  } else {
    await Dexie.delete(databaseNameFor(userId));
  }
}
