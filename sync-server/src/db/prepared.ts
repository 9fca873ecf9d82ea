import type Database from 'better-sqlite3';
import type { Db } from './types';

/**
 * Drizzle builds a query's SQL on every call, which costs more than running it. The hottest queries
 * (the change counter, tombstones, the processed-mutation record) are built and prepared once per
 * connection instead.
 *
 * A query prepared on the connection runs inside whatever transaction is open on it, so the cached
 * queries are safe in transactions and savepoints. They are cached only when `db` is the connection's
 * own database object (writeTransaction hands that to its work); on anything else they are prepared
 * for the one call, which is correct, just slower.
 */
const caches = new WeakMap<Database.Database, Map<string, unknown>>();

export function clientOf(db: Db): Database.Database | undefined {
  return '$client' in db ? (db.$client as Database.Database) : undefined;
}

export function preparedQuery<T>(db: Db, key: string, prepare: (db: Db) => T): T {
  const client = clientOf(db);
  if (!client) return prepare(db);
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, prepare(db));
  return cache.get(key) as T;
}
