import { dirname } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountResponseSchema,
  LAST_ADMIN_MESSAGE,
  meResponseSchema,
  RESET_LINK_INVALID_MESSAGE,
  resetLinkSchema,
  uuidv7,
} from '@selah/shared';
import { createApp, type AppOptions } from '../src/app';
import { runAdminCli } from '../src/cli/admin';
import { writeTransaction } from '../src/db/transaction';
import { UNKNOWN_HOST_MESSAGE } from '../src/http/public-url';
import { recountCommunityStats } from '../src/services/community-stats';
import {
  createCaller,
  createTestServer,
  expectError,
  expectJson,
  HOUR,
  signUp,
  TEST_SCRYPT_COST,
  type Member,
} from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, clock, rows } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();
const admin = await signUp(server, { name: 'Ada Admin' }); // the first account is the admin

async function signIn(member: Member, password = member.password) {
  return call('POST', '/api/login', { body: { email: member.user.email, password } });
}

/** Every server table that can hold a member's rows, and the column that names them. */
const MEMBER_COLUMNS: [string, string][] = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['mood_entries', 'user_id'],
  ['goals', 'user_id'],
  ['journal_entries', 'user_id'],
  ['community_posts', 'user_id'],
  ['post_likes', 'user_id'],
  ['post_reports', 'reporter_id'],
  ['meditation_sessions', 'user_id'],
  ['private_sessions', 'user_id'],
  ['daily_motivation', 'user_id'],
  ['feed_filters', 'user_id'],
  ['favorites', 'user_id'],
  ['tombstones', 'user_id'],
  ['processed_mutations', 'user_id'],
  ['usage_counters', 'user_id'],
  ['password_resets', 'user_id'],
];

async function rowsOf(memberId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of MEMBER_COLUMNS) {
    const [row] = await rows<{ n: number }>(
      `select count(*) as n from ${table} where ${column} = ?`,
      memberId,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

describe('DELETE /api/me', () => {
  it('removes every row of the member, answers what went, and ends every session', async () => {
    const member = await signUp(server, { name: 'Leaving Lee' });
    const other = await signUp(server, { name: 'Staying Sam' });
    const phone = await signIn(member);
    const phoneCookie = phone.headers.get('set-cookie')!.split(';')[0]!;
    const when = at(clock.now());
    const othersPost = uuidv7();
    await pushOk(other.cookie, [
      mutation('post.create', { id: othersPost, content: 'Hello all', createdAt: when }),
    ]);
    const myPost = uuidv7();
    const goal = uuidv7();
    const results = await pushOk(member.cookie, [
      mutation('mood.create', { id: uuidv7(), mood: 'good', date: when }),
      mutation('goal.create', { id: goal, title: 'Pray', targetValue: 3, createdAt: when }),
      mutation('goal.progress', { id: goal, delta: 1 }),
      mutation('journal.create', { id: uuidv7(), title: 'T', content: 'C', createdAt: when }),
      mutation('journal.create', { id: uuidv7(), title: 'T2', content: 'C2', createdAt: when }),
      mutation('meditation.create', {
        id: uuidv7(),
        duration: 5,
        sessionType: 'breathing',
        completedAt: when,
      }),
      mutation('privateSession.create', {
        id: uuidv7(),
        title: 'S',
        sessionType: 'coaching',
        createdAt: when,
      }),
      mutation('motivation.create', {
        id: uuidv7(),
        message: 'M',
        type: 'custom',
        createdAt: when,
      }),
      mutation('feedFilter.create', {
        id: uuidv7(),
        kind: 'author',
        targetId: uuidv7(),
        createdAt: when,
      }),
      mutation('favorite.create', { id: uuidv7(), contentId: uuidv7(), createdAt: when }),
      mutation('post.create', { id: myPost, content: 'Goodbye', createdAt: when }),
      mutation('post.like', { id: othersPost }),
      mutation('post.report', { id: othersPost, reason: 'other' }),
      mutation('mood.create', { id: uuidv7(), mood: 'down', date: when }),
    ]);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    const { cursor } = await pullAll(other.cookie);

    expectError(
      await call('DELETE', '/api/me', { cookie: member.cookie, body: { password: 'wrong one' } }),
      400,
      'Your password is not correct',
    );
    const answer = expectJson(
      await call('DELETE', '/api/me', {
        cookie: member.cookie,
        body: { password: member.password },
      }),
      200,
      deleteAccountResponseSchema,
    );
    expect(answer.deleted).toEqual({
      moodEntries: 2,
      goals: 1,
      journalEntries: 2,
      meditationSessions: 1,
      privateSessions: 1,
      motivations: 1,
      feedFilters: 1,
      favorites: 1,
      communityPosts: 1,
      likes: 1,
      reports: 1,
      // Counted for every shared table (entities.test.ts counts them with rows).
      prayerRequests: 0,
      prayers: 0,
      sessions: 2,
      pushSubscriptions: 0,
      reminders: 0,
    });
    expect(Object.values(await rowsOf(member.user.id)).every((n) => n === 0)).toBe(true);
    expect(
      await rows('select count(*) as n from auth_attempts where account = ?', member.user.email),
    ).toEqual([{ n: 0 }]);

    // Both of their devices are told the account is gone.
    for (const cookie of [member.cookie, phoneCookie]) {
      expectError(await call('GET', '/api/me', { cookie }), 401, ACCOUNT_DELETED_MESSAGE);
    }
    expectError(await signIn(member), 401, 'Invalid email or password. Please try again.');
    // Their like left the other member's post; their post left every device; the counts are exact.
    expect(await rows('select likes from community_posts where id = ?', othersPost)).toEqual([
      { likes: 0 },
    ]);
    const { changes } = await pullAll(other.cookie, cursor);
    expect(changes).toContainEqual(expect.objectContaining({ op: 'delete', id: myPost }));
    expect(changes).toContainEqual(
      expect.objectContaining({
        op: 'put',
        id: othersPost,
        row: expect.objectContaining({ likes: 0 }),
      }),
    );
    const kept = await call('GET', '/api/community-stats', { cookie: other.cookie });
    expect(kept.body).toEqual(await writeTransaction(server.db, (tx) => recountCommunityStats(tx)));
  });

  it('keeps the last admin until they name another member to take over', async () => {
    const adminServer = await createTestServer();
    const onlyAdmin = await signUp(adminServer, { name: 'Only Admin' });
    const successor = await signUp(adminServer, { name: 'Next Admin' });
    const remove = (body: object) =>
      adminServer.call('DELETE', '/api/me', { cookie: onlyAdmin.cookie, body });
    expectError(await remove({ password: onlyAdmin.password }), 409, LAST_ADMIN_MESSAGE);
    expectError(
      await remove({ password: onlyAdmin.password, nextAdminEmail: 'nobody@example.org' }),
      400,
      'No other member has the email nobody@example.org',
    );
    expect(
      (await remove({ password: onlyAdmin.password, nextAdminEmail: successor.user.email })).status,
    ).toBe(200);
    const me = expectJson(
      await adminServer.call('GET', '/api/me', { cookie: successor.cookie }),
      200,
      meResponseSchema,
    );
    expect(me.user.isAdmin).toBe(true);
  });
});

describe('password reset links', () => {
  it('lets an admin make a one-time link that sets a new password and signs out every device', async () => {
    const member = await signUp(server, { name: 'Forgetful Fay' });
    expect(
      (
        await call('POST', `/api/admin/users/${member.user.id}/reset-link`, {
          cookie: member.cookie,
        })
      ).status,
    ).toBe(403);
    const link = expectJson(
      await call('POST', `/api/admin/users/${member.user.id}/reset-link`, { cookie: admin.cookie }),
      200,
      resetLinkSchema,
    );
    expect(link.url).toMatch(/^http:\/\/localhost\/reset-password#token=[\w-]{40,}$/);
    const token = link.url.split('#token=')[1]!;
    const reset = (body: object) => call('POST', '/api/password-reset', { body });

    expectError(
      await reset({ token, newPassword: 'new-pass-1', confirmPassword: 'other' }),
      400,
      'Passwords do not match. Please try again.',
    );
    expect(
      (await reset({ token, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })).status,
    ).toBe(200);
    expectError(await call('GET', '/api/me', { cookie: member.cookie }), 401, 'Please sign in');
    expect((await signIn(member, 'new-pass-1')).status).toBe(200);
    expect((await signIn(member)).status).toBe(401);
    expectError(
      await reset({ token, newPassword: 'new-pass-2', confirmPassword: 'new-pass-2' }),
      400,
      RESET_LINK_INVALID_MESSAGE,
    );
  });

  it('expires a link after a day', async () => {
    const member = await signUp(server);
    const link = expectJson(
      await call('POST', `/api/admin/users/${member.user.id}/reset-link`, { cookie: admin.cookie }),
      200,
      resetLinkSchema,
    );
    clock.advance(25 * HOUR);
    const token = link.url.split('#token=')[1]!;
    expectError(
      await call('POST', '/api/password-reset', {
        body: { token, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
      }),
      400,
      RESET_LINK_INVALID_MESSAGE,
    );
  });

  describe('are revoked by whatever ends the old password or the member’s sessions', () => {
    async function linkFor(member: Member): Promise<string> {
      const link = expectJson(
        await call('POST', `/api/admin/users/${member.user.id}/reset-link`, {
          cookie: admin.cookie,
        }),
        200,
        resetLinkSchema,
      );
      return link.url.split('#token=')[1]!;
    }
    const reset = (token: string, password = 'taken-over') =>
      call('POST', '/api/password-reset', {
        body: { token, newPassword: password, confirmPassword: password },
      });
    const outstanding = async (member: Member) =>
      Number(
        (
          await rows<{ n: number }>(
            'select count(*) as n from password_resets where user_id = ?',
            member.user.id,
          )
        )[0]?.n,
      );

    it('a password change', async () => {
      const member = await signUp(server);
      const token = await linkFor(member);
      const change = await call('POST', '/api/password', {
        cookie: member.cookie,
        body: {
          currentPassword: member.password,
          newPassword: 'changed-it',
          confirmPassword: 'changed-it',
        },
      });
      expect(change.status, change.text).toBe(200);
      expect(await outstanding(member)).toBe(0);
      expectError(await reset(token), 400, RESET_LINK_INVALID_MESSAGE);
      expect((await signIn(member, 'changed-it')).status).toBe(200);
    });

    it('using a link, whichever of several is used', async () => {
      const member = await signUp(server);
      const older = await linkFor(member);
      const newer = await linkFor(member);
      expect((await reset(newer, 'from-newer')).status).toBe(200);
      expect(await outstanding(member)).toBe(0);
      expectError(await reset(older), 400, RESET_LINK_INVALID_MESSAGE);

      const first = await linkFor(member);
      const second = await linkFor(member);
      expect((await reset(first, 'from-older')).status).toBe(200);
      expectError(await reset(second), 400, RESET_LINK_INVALID_MESSAGE);
      expect((await signIn(member, 'from-older')).status).toBe(200);
    });

    it('signing out everywhere', async () => {
      const member = await signUp(server);
      const token = await linkFor(member);
      const other = await signUp(server);
      const othersLink = await linkFor(other);
      const out = await call('POST', '/api/logout/everywhere', { cookie: member.cookie });
      expect(out.status, out.text).toBe(200);
      expect(await outstanding(member)).toBe(0);
      expectError(await reset(token), 400, RESET_LINK_INVALID_MESSAGE);
      // Another member's link is theirs alone.
      expect((await reset(othersLink)).status).toBe(200);
    });
  });

  describe('start with PUBLIC_URL, or an address the server serves', () => {
    const listening = (options: Partial<AppOptions>) => {
      const app = createApp({
        db: server.db,
        now: clock.now,
        logger: false,
        webDist: null,
        scryptCost: TEST_SCRYPT_COST,
        listen: { host: '192.168.1.20', port: 3000 },
        ...options,
      });
      const request = createCaller(app);
      return async (origin: string, path = `/api/admin/users/${admin.user.id}/reset-link`) =>
        request('POST', `${origin}${path}`, { cookie: admin.cookie });
    };

    it('follows only a Host the server serves when PUBLIC_URL is unset', async () => {
      const makeAt = listening({});
      for (const origin of [
        'http://192.168.1.20:3000',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
      ]) {
        const link = expectJson(await makeAt(origin), 200, resetLinkSchema);
        expect(link.url.startsWith(`${origin}/reset-password#token=`), link.url).toBe(true);
      }
      for (const origin of [
        'http://evil.example:3000',
        'http://evil.example',
        'http://192.168.1.20:3001',
        'http://localhost:8080',
        'http://localhost',
      ]) {
        expectError(await makeAt(origin), 400, UNKNOWN_HOST_MESSAGE);
      }
      // Adding a member makes their first link too: refused before the member is stored.
      const username = `hosted_${Math.random().toString(36).slice(2, 8)}`;
      const add = await createCaller(
        createApp({
          db: server.db,
          now: clock.now,
          logger: false,
          webDist: null,
          scryptCost: TEST_SCRYPT_COST,
          listen: { host: '0.0.0.0', port: 3000 },
        }),
      )('POST', 'http://0.0.0.0:3000/api/admin/users', {
        cookie: admin.cookie,
        body: { username, email: `${username}@example.org` },
      });
      expectError(add, 400, UNKNOWN_HOST_MESSAGE);
      expect(await rows('select id from users where username = ?', username)).toEqual([]);
    });

    it('uses PUBLIC_URL whatever the Host says', async () => {
      const makeAt = listening({ publicUrl: 'https://selah.example.org' });
      const link = expectJson(await makeAt('http://evil.example'), 200, resetLinkSchema);
      expect(link.url).toMatch(/^https:\/\/selah\.example\.org\/reset-password#token=/);
    });
  });

  describe('from the command line', () => {
    const location = server.database.location;
    const env =
      location.engine === 'sqlite'
        ? {
            DATA_DIR: dirname(location.file),
            DATABASE_URL: '',
            PUBLIC_URL: 'https://selah.example.org',
          }
        : {
            DATABASE_URL: location.url,
            DATABASE_POOL_SIZE: '1',
            PUBLIC_URL: 'https://selah.example.org',
          };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    afterEach(() => log.mockClear());

    it('prints a link for the member that works once', async () => {
      const member = await signUp(server);
      expect(await runAdminCli(['reset-password', member.user.email], env)).toBe(0);
      const url = log.mock.calls
        .map((args) => String(args[0]))
        .find((line) => line.startsWith('https://'));
      expect(url).toMatch(/^https:\/\/selah\.example\.org\/reset-password#token=/);
      const token = url!.split('#token=')[1]!;
      const body = { token, newPassword: 'from-the-cli', confirmPassword: 'from-the-cli' };
      expect((await call('POST', '/api/password-reset', { body })).status).toBe(200);
      expect((await signIn(member, 'from-the-cli')).status).toBe(200);
    });
  });
});

describe('PATCH /api/me', () => {
  it('changes the member’s name and username, refusing a taken username', async () => {
    const member = await signUp(server, { name: 'Old Name' });
    const other = await signUp(server);
    const patch = (body: object) => call('PATCH', '/api/me', { cookie: member.cookie, body });
    const changed = expectJson(await patch({ name: 'New Name' }), 200, meResponseSchema);
    expect(changed.user.name).toBe('New Name');
    expectError(
      await patch({ username: other.user.username.toUpperCase() }),
      409,
      'That username is taken',
    );
    expectError(await patch({ name: '  ' }), 400, 'Name is required');
    expect((await call('PATCH', '/api/me', { body: { name: 'X' } })).status).toBe(401);
  });
});
