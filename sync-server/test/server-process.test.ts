import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'selah-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run serve` end to end: a real process on a random port, then a graceful SIGTERM. */
it('serves on a random port, prints its URL, and shuts down cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/index.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web'),
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

    const tooBig = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooBig.status).toBe(413);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toMatch(/POST \/api\/signup 201/);
    expect(stdout).toMatch(/SIGTERM received, shutting down/);
    expect(stderr).toBe('');
    // The WAL was folded back into the database file on the way out.
    const wal = join(dataDir, 'selah.db-wal');
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 30_000);
