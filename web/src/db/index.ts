/**
 * # The local database (README)
 *
 * Selah is offline-first: every screen reads from and writes to IndexedDB (through Dexie), and sync
 * moves changes to and from the server in the background. The UI never waits for the network.
 *
 * ## One database per account
 * `SelahDB` (./SelahDB.ts) is the one typed Dexie subclass. A visitor uses `selah-guest`, a member
 * `selah-user-<userId>`. `getDb()` returns the current one; the session calls `activateAccount()` on
 * sign-in/out, and `useDb()` re-renders its users with the new database.
 *
 * ## Rules for features (web/src/features/<name>/)
 * - Screens (.tsx) never import the database or Dexie (lint enforces the Dexie part).
 * - Reads are hooks in the feature's `hooks.ts`, built on this module's `useLiveQuery` (results
 *   render as transitions; ./useLiveQuery.ts says why); keep queries bounded (`.limit(n)`) where the
 *   screen shows only a few rows:
 *
 *       export function useRecentMoodEntries(limit = 50) {
 *         const db = useDb();
 *         return useLiveQuery(
 *           () => db.moodEntries.orderBy('date').reverse().limit(limit).toArray(),
 *           [db, limit],
 *         ); // undefined while loading
 *       }
 *
 * - A read the entry starts at start-up, before its screen renders (the dashboard's: decision 034),
 *   is a named `LiveRead` (`journalEntriesRead(db, limit)`) that the hook passes to `useLiveRead`,
 *   so the hook joins the running query instead of starting its own (./live-reads.ts).
 * - Writes are plain async functions in the feature's `repository.ts`, made by a factory over the
 *   database (`createGoalRepository(currentDb)`; the app binds it to `getDb`, tests to their own
 *   database). Each names a mutation and its args and calls `mutate` (data/mutate.ts): the args are
 *   checked with the mutation's shared schema, then ONE read-write transaction applies the
 *   mutation's shared effect to the row and appends it to the outbox (./apply-local.ts):
 *
 *       async changeGoalProgress(id: string, delta: 1 | -1) {
 *         const { after, changed } = await mutate(currentDb(), 'goal.progress', { id, delta });
 *         return changed ? (after as Goal) : null;
 *       }
 *
 *   What a mutation does to a row is defined once, in @selah/shared (sync/effects): the server and
 *   the rebase of pending changes run the same definition. `args.id` is always the id of the row the
 *   mutation touches. New rows get `uuidv7()` ids and ISO UTC timestamps.
 * - Tests: fake-indexeddb is installed by web/test/setup.ts and every test starts with empty
 *   databases.
 *
 * ## Schema changes
 * The schema is declared whole, as one version (SelahDB.ts): bump `SCHEMA_VERSION` and change the
 * stores, and Dexie adds what a device's installed database lacks. A change that moves data also
 * declares its version with `.upgrade(...)` and keeps it while devices may be on the one before.
 * When another tab upgrades, this tab closes its connection and shows a reload notice.
 */
export {
  SelahDB,
  COMMUNITY_STATS_KEY,
  GUEST_USER_ID,
  databaseNameFor,
  rowOwnerId,
} from './SelahDB';
export type * from './SelahDB';
export { activateAccount, getDb, getDbFor, subscribeToActiveDb } from './active-db';
export { useDb } from './useDb';
export { useLiveQuery, useLiveRead } from './useLiveQuery';
export {
  closeUntakenReads,
  startLiveRead,
  whenStartedReadsAnswered,
  type LiveRead,
} from './live-reads';
export { useOutboxCount } from './useOutboxCount';
export { enqueue, pendingRowIds } from './outbox';
export { writeWithOutbox } from './write';
export { applyLocally, localWriteTables, type LocalWrite } from './apply-local';
export { MUTATION_NAMES } from './mutations';
export type { Mutation, MutationArgs, MutationArgsByName, MutationName } from './mutations';
export { VERSION_CHANGE_MESSAGE, useVersionChanged } from './version-change';
