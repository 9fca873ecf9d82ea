import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { goalSchema } from '@selah/shared';
import { closeDatabase } from '../src/db/client';
import { createTestServer, expectError, expectJson, signUp, START } from './helpers';

const lines: string[] = [];
const server = await createTestServer({ seed: true, logger: (line) => lines.push(line) });
const { call } = server;
// A second app whose database is closed mid-life, to produce an unexpected failure.
const broken = await createTestServer();

describe('health and database', () => {
  it('GET /api/health reports ok once the database is open', async () => {
    const response = await call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  // On PostgreSQL there are no per-connection pragmas: it always writes ahead, enforces foreign keys
  // (checked for both engines below), and durability is set on the cluster, not by the server.
  it.runIf(server.engine === 'sqlite')(
    'runs SQLite in WAL mode with synchronous=NORMAL and foreign keys on (SQLite only: pragmas the server sets on its connection, which PostgreSQL does not have)',
    () => {
      const sqlite = (server.db as unknown as { $client: Database.Database }).$client;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    },
  );

  it('enforces foreign keys: a row naming no member is refused', async () => {
    await expect(
      server.rows(
        'insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
        'orphan-token',
        'no-such-user',
        START.toISOString(),
        START.toISOString(),
      ),
    ).rejects.toThrow(/foreign key/i);
    expect(
      await server.rows('select * from sessions where token_hash = ?', 'orphan-token'),
    ).toEqual([]);
  });

  it('has every table and the version indexes from the committed migration', async () => {
    const catalog =
      server.engine === 'sqlite'
        ? {
            tables: "select name from sqlite_master where type = 'table' order by name",
            indexes: "select name from sqlite_master where type = 'index'",
          }
        : {
            tables:
              "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
            indexes: "select indexname as name from pg_indexes where schemaname = 'public'",
          };
    const tables = (await server.rows<{ name: string }>(catalog.tables)).map((row) => row.name);
    for (const table of [
      'users',
      'sessions',
      'mood_entries',
      'goals',
      'journal_entries',
      'community_posts',
      'post_likes',
      'meditation_sessions',
      'inspirational_content',
      'counseling_tips',
      'private_sessions',
      'meditation_audio',
      'daily_motivation',
      'sync_counter',
      'space_versions',
      'tombstones',
      'processed_mutations',
    ]) {
      expect(tables).toContain(table);
    }
    const indexes = (await server.rows<{ name: string }>(catalog.indexes)).map((row) => row.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'goals_user_version_idx',
        'community_posts_version_idx',
        'tombstones_version_idx',
      ]),
    );
  });

  it("hands out strictly increasing versions from the member's counter across tables", async () => {
    const { cookie, user } = await signUp(server);
    const goal = expectJson(
      await call('POST', '/api/goals', { cookie, body: { title: 'G', targetValue: 1 } }),
      201,
      goalSchema,
    );
    await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good' } });
    const [goalRow] = await server.rows<{ version: number }>(
      'select version from goals where id = ?',
      goal.id,
    );
    const [moodRow] = await server.rows<{ version: number }>(
      'select max(version) as version from mood_entries where user_id = ?',
      user.id,
    );
    const [counter] = await server.rows<{ value: number }>(
      'select value from space_versions where space = ?',
      `member:${user.id}`,
    );
    expect(moodRow!.version).toBe(goalRow!.version + 1);
    expect(Number(counter!.value)).toBe(moodRow!.version);
  });
});

describe('responses', () => {
  it("carry the API's security headers, on API and error responses alike", async () => {
    for (const response of [await call('GET', '/api/health'), await call('GET', '/api/nope')]) {
      // JSON is never a page: it may load and run nothing, and not be framed, sniffed or read
      // by another site.
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // The page's own policies are the app shell's (see below), not sent with JSON.
      expect(response.headers.get('permissions-policy')).toBeNull();
    }
  });

  it("carry the page's security headers on everything that is not the API", async () => {
    const response = await call('GET', '/no-such-file.txt');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('carry the same headers when served over a socket by the Node adapter', async () => {
    const { cookie } = await signUp(server);
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(listening, 'listening');
    const { port } = listening.address() as AddressInfo;
    // What the socket adds: the connection's own headers and the length of what it wrote.
    const written = new Set(['date', 'connection', 'keep-alive', 'content-length']);
    const headersOf = (headers: Headers) =>
      [...headers].filter(([name]) => !written.has(name)).sort();
    try {
      for (const [path, init] of [
        ['/api/health', {}],
        ['/api/nope', {}],
        ['/api/dashboard-stats', { cookie }],
      ] as const) {
        const inProcess = await call('GET', path, init);
        const overSocket = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: 'cookie' in init ? { cookie: init.cookie } : {},
        });
        expect(overSocket.status).toBe(inProcess.status);
        expect(await overSocket.text()).toBe(inProcess.text);
        expect(headersOf(overSocket.headers), path).toEqual(headersOf(inProcess.headers));
        expect(overSocket.headers.get('cache-control')).toBe('no-store');
        expect(overSocket.headers.get('x-frame-options')).toBe('DENY');
      }
    } finally {
      listening.close();
    }
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    expectError(await call('GET', '/api/nope'), 404, 'Not found');
    expectError(await call('GET', '/api'), 404, 'Not found');
    expectError(await call('PUT', '/api/nope'), 404, 'Not found');
  });

  it('answers malformed JSON with 400 "Malformed JSON body"', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', '/api/goals', { cookie, rawBody: '{"title": "x",' }),
      400,
      'Malformed JSON body',
    );
    expectError(
      await call('POST', '/api/signup', { rawBody: 'not json' }),
      400,
      'Malformed JSON body',
    );
  });

  it('refuses a body that is not declared as JSON (415)', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', '/api/goals', {
        cookie,
        rawBody: 'title=x&targetValue=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'Send JSON with Content-Type: application/json',
    );
  });

  it('answers a JSON value that is not an object with a 400', async () => {
    const { cookie } = await signUp(server);
    const response = await call('POST', '/api/goals', { cookie, rawBody: '[1,2]' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const { cookie } = await signUp(server);
    const content = 'x'.repeat(2 * 1024 * 1024);
    const response = await call('POST', '/api/journal-entries', {
      cookie,
      body: { title: 'Big', content },
    });
    expectError(response, 413, 'Request body is too large (the limit is 1 MB)');
    expect(await server.rows('select * from journal_entries where title = ?', 'Big')).toEqual([]);
  });

  it('logs one line per request: method, path, status and milliseconds', async () => {
    lines.length = 0;
    await call('GET', '/api/health?secret=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/health 200 \d+(\.\d+)?ms$/);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and no details, and are reported on the server', async () => {
    await closeDatabase(broken.db);
    const response = await broken.call('GET', '/api/inspirational-content');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Something went wrong' });
    expect(response.text).not.toMatch(/at |\.ts|database|sqlite|postgres|pool/i);
    expect(broken.reportedErrors).toHaveLength(1);
    // The driver's own error, possibly wrapped by drizzle (as the cause of a failed query).
    const reported = broken.reportedErrors[0] as Error;
    expect(`${String(reported)}\n${String(reported.cause)}`).toMatch(
      broken.engine === 'sqlite'
        ? /database connection is not open/
        : /Cannot use a pool after calling end on the pool/,
    );
    broken.reportedErrors.length = 0;

    const health = await broken.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable' });
  });
});
