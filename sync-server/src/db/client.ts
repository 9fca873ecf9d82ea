import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

// Resolved from this file's path (not `new URL(…, import.meta.url)`, which a browser-mode bundler
// transform would turn into an http URL when the web app's tests start the server in-process).
const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens (creating if needed) the SQLite file, sets the pragmas every connection needs and applies the
 * committed migrations. WAL lets readers run while a write commits; synchronous=NORMAL is durable
 * across application crashes in WAL mode and much faster than FULL.
 */
export function openDatabase(file: string): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (the admin CLI) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/** Folds the WAL back into the main file, then closes. Safe to call twice. */
export function closeDatabase(db: AppDatabase): void {
  const sqlite = db.$client;
  if (!sqlite.open) return;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}
