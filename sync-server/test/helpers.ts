import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, meResponseSchema, type User } from '@selah/shared';
import { createApp, type App, type AppOptions } from '../src/app';
import {
  closeDatabase,
  openDatabase,
  type AppDatabase,
  type DatabaseLocation,
} from '../src/db/client';
import { createThrowawayDatabase } from '../src/db/throwaway';
import { seedDatabase } from '../src/db/seed';
import type { ScryptCost } from '../src/security/passwords';
import { throwawayOptions } from './engine';

/** Cheap scrypt parameters: the real ones would make every signup take tens of milliseconds. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

/** A Wednesday, midday UTC. */
export const START = new Date('2026-03-04T12:00:00.000Z');

// A test fails when anything logs an error it did not expect.
let consoleError: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError?.mock.calls ?? []).toEqual([]);
  consoleError?.mockRestore();
});

export type Clock = { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void };

export function createClock(start: Date = START): Clock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type CallOptions = {
  body?: unknown;
  /** Sent as is, e.g. malformed JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestResponse = {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
  setCookies: string[];
};

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * A fresh database with the real migrations (a SQLite file, or a PostgreSQL database when the run is
 * the PostgreSQL one: see engine.ts), and the app on top of it. One per test file; members are
 * unique per test, so tests in a file do not see each other's rows.
 */
export async function createTestServer(
  options: { seed?: boolean; demo?: boolean } & Partial<AppOptions> = {},
) {
  const database = await createThrowawayDatabase(throwawayOptions());
  const db = database.db;
  const clock = createClock();
  if (options.seed) {
    await seedDatabase(db, {
      demo: options.demo ?? false,
      now: clock.now(),
      scryptCost: TEST_SCRYPT_COST,
    });
  }
  const reportedErrors: unknown[] = [];
  const app = createApp({ ...testAppOptions(db, clock, reportedErrors), ...options });

  afterEach(() => {
    // An unexpected 500 is a failure even when the test did not look at the status.
    expect(reportedErrors).toEqual([]);
  });
  afterAll(() => database.drop());

  const call = createCaller(app);

  /**
   * Rows straight from the database, to check what a call left behind: SQL both engines accept,
   * with `?` placeholders. A statement that returns nothing (an update) returns [].
   */
  const rows = <T = Record<string, unknown>>(query: string, ...params: unknown[]) =>
    database.rows<T>(query, ...params);

  return { app, db, database, engine: database.engine, clock, call, rows, reportedErrors };
}

/** The app as tests build it: the test clock, no log, no web app, cheap hashing. */
function testAppOptions(db: AppDatabase, clock: Clock, reportedErrors: unknown[]): AppOptions {
  return {
    db,
    now: clock.now,
    logger: false,
    webDist: null,
    scryptCost: TEST_SCRYPT_COST,
    reportError: (error) => reportedErrors.push(error),
  };
}

/**
 * Another server process on the test server's database (a second node behind a load balancer, or
 * the server after a restart): its own connections, the same clock.
 */
export async function startAnotherNode(
  server: Pick<TestServer, 'database' | 'clock'>,
  options: { location?: DatabaseLocation; app?: Partial<AppOptions> } = {},
) {
  const db = await openDatabase(options.location ?? server.database.location);
  const reportedErrors: unknown[] = [];
  const app = createApp({ ...testAppOptions(db, server.clock, reportedErrors), ...options.app });
  return { db, app, call: createCaller(app), reportedErrors, stop: () => closeDatabase(db) };
}

export type Call = (method: string, path: string, init?: CallOptions) => Promise<TestResponse>;

/** Calls the app in-process (no socket) and reads the whole response. */
export function createCaller(app: { request: App['request'] }): Call {
  return async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (method === 'GET' || method === 'HEAD') body = undefined;
    if (
      body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ) {
      headers['Content-Type'] = 'application/json';
    }
    if (init.cookie) headers.Cookie = init.cookie;
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return {
      status: response.status,
      body: parsed,
      text,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
    };
  };
}

let memberCounter = 0;

export type Member = { user: User; cookie: string; password: string };

/** Signs up a new member through the API and returns the session cookie to act as them. */
export async function signUp(
  server: Pick<TestServer, 'call'>,
  overrides: Partial<{ username: string; email: string; name: string; password: string }> = {},
): Promise<Member> {
  memberCounter += 1;
  const username =
    overrides.username ?? `member${memberCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const password = overrides.password ?? 'correct horse';
  const response = await server.call('POST', '/api/signup', {
    body: {
      username,
      email: overrides.email ?? `${username}@example.org`,
      password,
      confirmPassword: password,
      ...(overrides.name ? { name: overrides.name } : {}),
    },
  });
  expect(response.status, response.text).toBe(201);
  const { user } = meResponseSchema.parse(response.body);
  return { user, cookie: sessionCookieFrom(response), password };
}

/** The `name=value` part of the session Set-Cookie, ready for a Cookie header. */
export function sessionCookieFrom(response: TestResponse): string {
  const header = response.setCookies.find((cookie) => cookie.startsWith('selah_session='));
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0]!;
}

/** Asserts the status and parses the body with a shared schema: the contract, checked. */
export function expectJson<S extends z.ZodType>(
  response: TestResponse,
  status: number,
  schema: S,
): z.output<S> {
  expect(response.status, response.text).toBe(status);
  return schema.parse(response.body);
}

/** Asserts an error response: `{ error, field? }` and nothing else (no stack, no details). */
export function expectError(
  response: TestResponse,
  status: number,
  message: string,
  field?: string,
): void {
  expect(response.status, response.text).toBe(status);
  const body = apiErrorSchema.strict().parse(response.body);
  expect(body.error).toBe(message);
  if (field !== undefined) expect(body.field).toBe(field);
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
