import type { SelahDB } from './SelahDB';

/** What a live query's subscriber holds: a way to stop it. */
export interface Unsubscribable {
  unsubscribe(): void;
}

/**
 * Subscribes a live query to `db` once the database is open, not while it opens.
 *
 * When Dexie's open creates the database (a first visit, a member's first sign-in on this device),
 * it then tells every live query subscribed so far that every table changed, and each one runs
 * again, a query still in flight included. At a first visit that re-ran the whole first screen's
 * queries in one task right after they had answered: 30-60 ms on a fast machine, the longest task
 * after the entry's own. Subscribed after the open, each query runs once. An open database, or one
 * closed on purpose (its queries report that), is subscribed to at once.
 *
 * SelahDB's `open()` answers every caller with its first open's promise, which settles after that
 * announcement, whoever started the open (the entry, or a query opening it on demand). Until then
 * the database counts as opening even though Dexie's `isOpen()` already says it is open: React's
 * effects can run in between.
 */
export function subscribeWhenOpen(
  db: SelahDB | undefined,
  subscribe: () => Unsubscribable,
): Unsubscribable {
  if (!db || db.openSettled || db.hasBeenClosed()) return subscribe();
  let inner: Unsubscribable | undefined;
  let stopped = false;
  // A failed open is reported by the query itself, so it subscribes either way.
  const start = () => {
    if (!stopped) inner = subscribe();
  };
  db.open().then(start, start);
  return {
    unsubscribe() {
      stopped = true;
      inner?.unsubscribe();
    },
  };
}
