import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../src/db/throwaway';
import { TEST_ENGINE, throwawayOptions } from './engine';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'selah-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type ServerRun = { stdout: string; stderr: string; exitCode: number | null };

/**
 * `npm run serve` end to end: a real process on a random port with `env`, the shared checks of a
 * fresh database (health, seeded tips, the first signup is the admin, the body limit), then a graceful
 * SIGTERM. Returns what the process printed and its exit code.
 */
async function serveAndStop(env: Record<string, string>): Promise<ServerRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/index.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      // Empty is unset: SQLite in DATA_DIR unless the caller names a database.
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No URL printed. stderr: ${stderr}`)),
        15_000,
      );
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /Selah is listening on (http:\/\/\S+)/.exec(stdout);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const tips = (await (await fetch(`${url}/api/counseling-tips`)).json()) as unknown[];
    expect(tips.length).toBeGreaterThanOrEqual(10);

    const signup = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'first',
        email: 'first@example.org',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    });
    expect(signup.status).toBe(201);
    expect(((await signup.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
    expect(signup.headers.get('set-cookie')).not.toMatch(/Secure/);

    expect(await postOversized(`${url}/api/signup`)).toBe(413);

    child.kill('SIGTERM');
    const exitCode = await exited;
    return { stdout, stderr, exitCode };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

it.runIf(TEST_ENGINE === 'sqlite')(
  'serves on a random port, prints its URL, and shuts down cleanly on SIGTERM (SQLite only: checks the SQLite file and WAL in DATA_DIR; the PostgreSQL run is below)',
  async () => {
    const run = await serveAndStop({});
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/POST \/api\/signup 201/);
    expect(run.stdout).toMatch(/SIGTERM received, shutting down/);
    expect(run.stderr).toBe('');
    expect(existsSync(join(dataDir, 'selah.db'))).toBe(true);
    // The WAL was folded back into the database file on the way out.
    const wal = join(dataDir, 'selah.db-wal');
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
  },
  30_000,
);

/**
 * Announces a 2 MiB JSON body (Content-Length) and resolves with the answer's status. The server
 * answers 413 from the header alone and closes the connection without reading the body, so only
 * its first bytes are sent, then the answer is awaited: pushing the whole upload into a closing
 * socket fails with EPIPE and loses the answer (as fetch did in a CI run).
 */
function postOversized(target: string): Promise<number> {
  const size = 2 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      target,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': size } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('No answer to the oversized body')));
    request.on('error', reject);
    request.write('{"username":"');
  });
}

/** How the server process's connections show in pg_stat_activity. */
const SERVER_APPLICATION = 'selah_server_process_test';

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it.runIf(TEST_ENGINE === 'postgres')(
  'serves from the PostgreSQL database in DATABASE_URL, and shuts down cleanly on SIGTERM (PostgreSQL only: needs the test cluster; the SQLite run is above)',
  async () => {
    const database = await createThrowawayDatabase(throwawayOptions());
    try {
      if (database.location.engine !== 'postgres') throw new Error('Not a PostgreSQL database');
      const url = new URL(database.location.url);
      url.searchParams.set('application_name', SERVER_APPLICATION);
      const run = await serveAndStop({
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '3',
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toMatch(/POST \/api\/signup 201/);
      expect(run.stdout).toMatch(/SIGTERM received, shutting down/);
      expect(run.stderr).toBe('');
      // Everything went to PostgreSQL: nothing was written to DATA_DIR.
      expect(existsSync(join(dataDir, 'selah.db'))).toBe(false);
      const members = await database.rows<{ username: string; is_admin: boolean }>(
        'select username, is_admin from users',
      );
      expect(members).toEqual([{ username: 'first', is_admin: true }]);
      const [tips] = await database.rows<{ n: number }>(
        'select count(*) as n from counseling_tips',
      );
      expect(tips!.n).toBeGreaterThanOrEqual(10);
      // The VAPID key pair for reminders was made on the first start, for every node to share.
      const keys = await database.rows<{ public_key: string }>('select public_key from vapid_keys');
      expect(keys).toHaveLength(1);
      expect(Buffer.from(keys[0]!.public_key, 'base64url')).toHaveLength(65);
    } finally {
      // DROP DATABASE refuses while a backend of the server's is still ending.
      await waitFor(
        async () =>
          (
            await database.rows<{ n: number }>(
              'select count(*) as n from pg_stat_activity where application_name = ?',
              SERVER_APPLICATION,
            )
          )[0]!.n === 0,
      );
      await database.drop();
    }
  },
  30_000,
);
