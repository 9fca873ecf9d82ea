import { clientOf, preparedQuery } from './prepared';
import type { Db } from './types';

/** Runs in the outermost write transaction of a scoped database (see withTransactionHook). */
export type TransactionHook = <T>(db: Db, work: () => T) => T;

const hooks = new WeakMap<Db, TransactionHook>();

/**
 * Runs `work` in one write transaction: called once per entry point (a REST write, a sync push, the
 * CLI). IMMEDIATE takes the write lock up front, so a read-then-write never fails half way because
 * another process (the admin CLI) wrote in between. Inside an outer transaction it becomes a
 * savepoint: the push uses one per mutation, so a fault in one leaves the others applied.
 *
 * `work` gets the database itself rather than a transaction object: better-sqlite3 runs every
 * statement on the one connection, inside the open transaction, and nests further transactions as
 * savepoints. The transaction function is made once per connection, as better-sqlite3 intends.
 */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  const client = clientOf(db);
  if (!client) return db.transaction((tx) => work(tx), { behavior: 'immediate' });
  const hook = client.inTransaction ? undefined : hooks.get(db);
  const run = preparedQuery(db, 'writeTransaction', () =>
    client.transaction((inner: () => unknown) => inner()),
  );
  return run.immediate(() => (hook ? hook(db, () => work(db)) : work(db))) as T;
}

/**
 * The same database, except that `hook` runs inside each outermost write transaction begun through
 * it, around the work: what it writes commits or rolls back together with the work. Nested
 * transactions (savepoints) do not run it again.
 */
export function withTransactionHook<D extends Db>(db: D, hook: TransactionHook): D {
  const scoped = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  hooks.set(scoped, hook);
  return scoped;
}
