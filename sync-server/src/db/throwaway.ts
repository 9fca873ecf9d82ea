import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase, type AppDatabase, type DatabaseLocation } from './client';
import { engineOf, type Engine } from './dialect';
import { sqliteWriterOf } from './transaction';

/**
 * Fresh, empty databases for tests and benchmarks, on either engine: a SQLite file in a temporary
 * folder, or a new database in a running PostgreSQL server, copied from a migrated template (much
 * faster than migrating each one). The caller says which engine; nothing here guesses.
 */
export type ThrowawayOptions =
  | { engine: 'sqlite' }
  | {
      engine: 'postgres';
      /** A superuser's URL on the server (any database; `postgres` is fine). */
      adminUrl: string;
      /** A migrated database to copy (see prepareTemplate); without it, each one is migrated. */
      template?: string;
      poolSize?: number;
    };

export interface ThrowawayDatabase {
  readonly engine: Engine;
  readonly location: DatabaseLocation;
  /** Open; replaced by reopen(). */
  db: AppDatabase;
  /** Closes the connection and opens the same database again (a server restart). */
  reopen(): Promise<AppDatabase>;
  /** Rows of raw SQL with `?` placeholders (either engine), to check what the server stored. */
  rows<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  /** Closes it and removes it. Safe to call twice. */
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(
  options: ThrowawayOptions,
): Promise<ThrowawayDatabase> {
  if (options.engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'selah-db-'));
    return track({ engine: 'sqlite', file: join(dir, 'selah.db') }, async () => {
      rmSync(dir, { recursive: true, force: true });
    });
  }
  const name = `selah_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(options.adminUrl, async (client) => {
    if (options.template) await createFromTemplate(client, name, options.template);
    else await client.query(`create database ${name}`);
  });
  const location: DatabaseLocation = {
    engine: 'postgres',
    url: databaseUrl(options.adminUrl, name),
    poolSize: options.poolSize ?? 4,
  };
  return track(location, () =>
    adminQuery(options.adminUrl, (client) => client.query(`drop database if exists ${name}`)),
  );
}

/** Creates (or recreates) `name` as a migrated database to copy throwaway databases from. */
export async function prepareTemplate(adminUrl: string, name: string): Promise<void> {
  assertPlainName(name);
  await adminQuery(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  });
  const db = await openDatabase({
    engine: 'postgres',
    url: databaseUrl(adminUrl, name),
    poolSize: 1,
  });
  await closeDatabase(db);
}

async function track(
  location: DatabaseLocation,
  remove: () => Promise<unknown>,
): Promise<ThrowawayDatabase> {
  let dropped = false;
  const handle: ThrowawayDatabase = {
    engine: location.engine,
    location,
    db: await openDatabase(location),
    async reopen() {
      await closeDatabase(handle.db);
      handle.db = await openDatabase(location);
      return handle.db;
    },
    rows: (query, ...params) => rawQuery(handle.db, query, params),
    async drop() {
      if (dropped) return;
      dropped = true;
      await closeDatabase(handle.db);
      await remove();
    },
  };
  return handle;
}

async function rawQuery<T>(db: AppDatabase, query: string, params: unknown[]): Promise<T[]> {
  if (engineOf(db) === 'sqlite') {
    const client = sqliteWriterOf(db);
    const statement = client.prepare(query);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.all(...params) as T[];
  }
  let index = 0;
  const text = query.replace(/\?/g, () => `$${++index}`);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query(text, params);
  return result.rows as T[];
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies the template; PostgreSQL refuses while another copy of it is being made, so retry then. */
async function createFromTemplate(
  client: pg.Client,
  name: string,
  template: string,
): Promise<void> {
  assertPlainName(template);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

function assertPlainName(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
}
