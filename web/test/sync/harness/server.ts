/// <reference types="node" />
/**
 * Test-only: the real sync-server (createApp on a throwaway database) called in-process, with a
 * per-device cookie jar, for the sync engine's tests. The database is a SQLite file, or a PostgreSQL
 * database in the `web-sync-postgres` test project. "Restarting" closes the connection and builds a
 * new app on the same database, as a process restart would.
 */
import { inject } from 'vitest';
import { createApp, type App } from '@selah/sync-server';
import {
  createThrowawayDatabase,
  seedDatabase,
  type AppDatabase,
  type ThrowawayOptions,
} from '@selah/sync-server/tools';
import type { FetchLike } from '../../../src/lib/api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set for the PostgreSQL projects (tooling/postgres-test-setup.ts): where to make databases. */
    postgres: { adminUrl: string; template: string };
  }
}

export const BASE_URL = 'http://selah.test';

/** Cheap scrypt parameters: real ones would make each signup take tens of milliseconds. */
const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };

/** The engine of this test run (SELAH_TEST_ENGINE, set per project in vitest.config.ts). */
export const TEST_ENGINE = process.env.SELAH_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

function throwawayOptions(): ThrowawayOptions {
  if (TEST_ENGINE === 'sqlite') return { engine: 'sqlite' };
  const postgres = inject('postgres');
  if (!postgres) throw new Error('The PostgreSQL project runs without its global setup');
  return { engine: 'postgres', adminUrl: postgres.adminUrl, template: postgres.template };
}

export interface TestServer {
  readonly app: App;
  readonly db: AppDatabase;
  /** Errors the app reported as unexpected (each was a 500); tests expect none. */
  readonly reportedErrors: unknown[];
  /**
   * Row ids the server fails on: a push carrying a mutation on one of them is answered 500 every
   * time, before it reaches the app (a poison change, as a server bug would make it).
   */
  readonly poisoned: Set<string>;
  /** Closes the database and starts a new app on the same one (a server restart). */
  restart(): Promise<void>;
  /** Rows of raw SQL (`?` placeholders, SQL both engines accept), to check what the server holds. */
  rows<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startTestServer(options: { seed?: boolean } = {}): Promise<TestServer> {
  const database = await createThrowawayDatabase(throwawayOptions());
  const reportedErrors: unknown[] = [];
  const build = (db: AppDatabase) =>
    createApp({
      db,
      logger: false,
      webDist: null,
      scryptCost: TEST_SCRYPT_COST,
      // Sign-ups in a test come fast from one place: keep the login limiter out of the way.
      loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
      reportError: (error) => reportedErrors.push(error),
    });
  if (options.seed) {
    await seedDatabase(database.db, {
      demo: false,
      now: new Date(),
      scryptCost: TEST_SCRYPT_COST,
    });
  }
  let app = build(database.db);
  const poisoned = new Set<string>();
  return {
    poisoned,
    get app() {
      return app;
    },
    get db() {
      return database.db;
    },
    reportedErrors,
    async restart() {
      app = build(await database.reopen());
    },
    rows: (query, ...params) => database.rows(query, ...params),
    close: () => database.drop(),
  };
}

/** A browser's cookie store for one device: what Set-Cookie gave, sent back as Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=(0|-\d+)$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  clear(): void {
    this.cookies.clear();
  }
}

/** Whether a request is a push carrying a mutation on a row the server is set to fail on. */
function carriesPoison(server: TestServer, url: string, body: RequestInit['body']): boolean {
  if (server.poisoned.size === 0 || new URL(url).pathname !== '/api/sync/push') return false;
  if (typeof body !== 'string') return false;
  const { mutations } = JSON.parse(body) as { mutations: { args?: { id?: unknown } }[] };
  return mutations.some((mutation) => server.poisoned.has(String(mutation.args?.id)));
}

/** fetch for one device: straight into the app, cookies kept in `jar`. */
export function deviceFetch(server: TestServer, jar: CookieJar): FetchLike {
  return async (url, init) => {
    if (carriesPoison(server, url, init.body)) {
      return new Response(JSON.stringify({ error: 'Something went wrong' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('Cookie', cookie);
    const response = await server.app.fetch(
      new Request(url, { method: init.method, headers, body: init.body }),
    );
    jar.store(response.headers.getSetCookie());
    return response;
  };
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

let accounts = 0;

/** Signs up a new member through the API; the jar holds their session afterwards. */
export async function signUp(fetch: FetchLike, name = 'Member'): Promise<Account> {
  accounts += 1;
  const username = `member${accounts}_${Math.random().toString(36).slice(2, 8)}`;
  const email = `${username}@example.org`;
  const password = 'correct horse';
  const response = await fetch(`${BASE_URL}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email, password, confirmPassword: password, name }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, password };
}

/** Signs in on a device (its jar gets a new session). */
export async function signIn(fetch: FetchLike, account: Account): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
}
