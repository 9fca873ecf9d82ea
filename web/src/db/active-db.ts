/**
 * Which local database is "current": `selah-guest` for a visitor, `selah-user-<id>` for a member.
 * The session switches it on sign-in and sign-out; `useDb()` re-renders its users when it does.
 *
 * Instances are kept open once created (switching back and forth is instant, and live queries that
 * were still subscribed to the previous database never hit a closed connection).
 */
import { SelahDB } from './SelahDB';

const instances = new Map<string | null, SelahDB>();
let active: SelahDB | null = null;
/** How a switch reaches the screens: `deferRender` lets React render it as a transition. */
export interface SwitchOptions {
  deferRender: boolean;
}

type ActiveDbListener = (db: SelahDB, options: SwitchOptions) => void;

const listeners = new Set<ActiveDbListener>();

function instanceFor(userId: string | null): SelahDB {
  let db = instances.get(userId);
  if (!db) {
    db = new SelahDB(userId);
    instances.set(userId, db);
  }
  return db;
}

/** The current account's database (the guest database until an account is activated). */
export function getDb(): SelahDB {
  active ??= instanceFor(null);
  return active;
}

/**
 * Opens the current database now rather than on its first query (app start: the first screen's
 * reads then find it open). A failure is left to those reads, which report it where it is shown.
 * Resolves once it is open, or failed to (never rejects).
 */
export function openActiveDb(): Promise<void> {
  return getDb()
    .open()
    .then(
      () => {},
      () => {},
    );
}

/**
 * Makes `userId`'s database current (null: the guest database) and tells subscribers. Screens
 * follow at once, or with `deferRender` as a transition (a switch nobody is waiting for: the
 * start-up session check's answer), so React builds them in slices.
 */
export function activateAccount(
  userId: string | null,
  { deferRender = false }: Partial<SwitchOptions> = {},
): SelahDB {
  const next = instanceFor(userId);
  if (next !== active) {
    active = next;
    for (const listener of listeners) listener(next, { deferRender });
  }
  return next;
}

/** Called with the new database whenever the current one changes. Returns an unsubscribe. */
export function subscribeToActiveDb(listener: ActiveDbListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A database other than the current one, e.g. the guest's, to adopt its rows on sign-up. */
export function getDbFor(userId: string | null): SelahDB {
  return instanceFor(userId);
}

/**
 * Forgets `userId`'s database instance (the guest database becomes current if it was) and returns
 * it, still open, for the caller to close or delete; later `getDbFor(userId)` opens a fresh one.
 * Used by db/remove.ts when a member signs out and their local data is deleted.
 */
export function forgetDatabase(userId: string): SelahDB | undefined {
  const db = instances.get(userId);
  if (!db) return undefined;
  if (active === db) activateAccount(null);
  instances.delete(userId);
  return db;
}

/** Tests only: close every instance and forget them, so the next test starts from scratch. */
export function closeAllDatabases(): void {
  for (const db of instances.values()) db.close();
  instances.clear();
  active = null;
}
