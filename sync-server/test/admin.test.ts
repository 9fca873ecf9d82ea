import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUsersResponseSchema, meResponseSchema } from '@selah/shared';
import { runAdminCli } from '../src/cli/admin';
import { createTestServer, DAY, expectError, expectJson, HOUR, signUp } from './helpers';

const server = await createTestServer({ seed: true, demo: true });
const { call, rows, clock } = server;
const admin = await signUp(server, { name: 'Ada Admin' });
// Joined a second later: "newest first" must not depend on the random half of two same-millisecond ids.
clock.advance(1000);
const member = await signUp(server, { name: 'Mo Member' });

describe('GET /api/admin/users', () => {
  it('lists every member, newest first, with activity counts', async () => {
    clock.advance(2 * HOUR);
    // The admin's request marks them active; the member was last seen two hours ago.
    const response = await call('GET', '/api/admin/users', { cookie: admin.cookie });
    const body = expectJson(response, 200, adminUsersResponseSchema.strict());
    expect(body.members.map((m) => m.name)).toEqual([
      'Mo Member',
      'Ada Admin',
      'Grace Williams',
      'Michael Chen',
      'Sarah Johnson',
    ]);
    expect(body.members[1]).toEqual({
      id: admin.user.id,
      name: 'Ada Admin',
      username: admin.user.username,
      email: admin.user.email,
      isAdmin: true,
      createdAt: admin.user.createdAt,
      lastSeenAt: clock.now().toISOString(),
      isDemo: false,
    });
    // Demo members are marked, so the page can say they can never be admins.
    expect(body.members.filter((m) => m.isDemo).map((m) => m.name)).toEqual([
      'Grace Williams',
      'Michael Chen',
      'Sarah Johnson',
    ]);
    // Nothing secret travels: no hashes, no time zones.
    expect(response.text).not.toMatch(/scrypt|password/i);
    // Active (< 1 h): the admin only (Sarah was seen 10 minutes before the start, now 2 h 10 min ago).
    // New this week: the two real members and Grace (joined 4 days before).
    expect(body.counts).toEqual({ total: 5, activeNow: 1, admins: 1, newThisWeek: 3 });
  });

  it('is admins only: 403 for members, 401 for visitors', async () => {
    expectError(
      await call('GET', '/api/admin/users', { cookie: member.cookie }),
      403,
      'Only admins can do that',
    );
    expectError(await call('GET', '/api/admin/users'), 401, 'Please sign in');
  });

  it('counts a member as new for 7 days', async () => {
    clock.advance(8 * DAY);
    const body = expectJson(
      await call('GET', '/api/admin/users', { cookie: admin.cookie }),
      200,
      adminUsersResponseSchema,
    );
    expect(body.counts.newThisWeek).toBe(0);
  });
});

describe('admin CLI', () => {
  // The CLI opens the configured database: DATABASE_URL, or else (empty) the SQLite file in DATA_DIR.
  const location = server.database.location;
  const env =
    location.engine === 'sqlite'
      ? { DATA_DIR: dirname(location.file), DATABASE_URL: '' }
      : { DATABASE_URL: location.url, DATABASE_POOL_SIZE: '1' };
  const isAdmin = async (id: string) =>
    (await rows<{ is_admin: unknown }>('select is_admin from users where id = ?', id)).map(
      (row) => ({ is_admin: Boolean(row.is_admin) }),
    );
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it('promotes and demotes a member by email, against the configured database', async () => {
    expect(await runAdminCli(['promote', member.user.email.toUpperCase()], env)).toBe(0);
    expect(log).toHaveBeenCalledWith(
      `${member.user.email} (${member.user.username}) is now an admin.`,
    );
    expect(await isAdmin(member.user.id)).toEqual([{ is_admin: true }]);
    // The running server sees the change on the next request.
    const me = expectJson(
      await call('GET', '/api/me', { cookie: member.cookie }),
      200,
      meResponseSchema,
    );
    expect(me.user.isAdmin).toBe(true);
    expect((await call('GET', '/api/admin/users', { cookie: member.cookie })).status).toBe(200);

    expect(await runAdminCli(['demote', member.user.email], env)).toBe(0);
    expect(log).toHaveBeenCalledWith(
      `${member.user.email} (${member.user.username}) is no longer an admin.`,
    );
    expect(await isAdmin(member.user.id)).toEqual([{ is_admin: false }]);
    expectError(
      await call('GET', '/api/admin/users', { cookie: member.cookie }),
      403,
      'Only admins can do that',
    );
  });

  it('fails with a clear message and exit code 1 for an unknown email or bad usage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runAdminCli(['promote', 'nobody@example.org'], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith('No account with the email nobody@example.org.');
      expect(await runAdminCli(['elevate', 'x@example.org'], env)).toBe(1);
      expect(await runAdminCli(['promote'], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith(
        'Usage: npm run admin -- <promote|demote|reset-password> <email>',
      );
    } finally {
      error.mockRestore();
    }
  });

  it('runs as `npm run admin` (tsx) and exits with 1 for an unknown email', () => {
    const repo = fileURLToPath(new URL('../..', import.meta.url));
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'sync-server/src/cli/admin.ts', 'promote', 'ghost@example.org'],
      {
        cwd: repo,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.stderr.trim()).toBe('No account with the email ghost@example.org.');
    expect(result.status).toBe(1);
    // Starting tsx in a child process takes seconds on a busy machine.
  }, 20_000);
});
