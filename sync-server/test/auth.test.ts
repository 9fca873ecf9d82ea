import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, meResponseSchema, SIGNUP_MESSAGES } from '@selah/shared';
import { hashToken } from '../src/security/tokens';
import {
  createTestServer,
  DAY,
  expectError,
  expectJson,
  HOUR,
  sessionCookieFrom,
  signUp,
} from './helpers';

// Seeded with demo members: they must not count as "the first account".
const server = await createTestServer({ seed: true, demo: true });
const { call, rows, clock } = server;

const signupBody = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.org`,
  password: 'secret1',
  confirmPassword: 'secret1',
  ...overrides,
});

describe('signup', () => {
  // Runs first in this file: the database holds only the seeded demo members.
  it('makes the first real account the admin, and later ones ordinary members', async () => {
    expect(await rows('select count(*) as n from users where is_demo = true')).toEqual([{ n: 3 }]);
    expect(await rows('select count(*) as n from users where is_admin = true')).toEqual([{ n: 0 }]);
    const first = await signUp(server);
    expect(first.user.isAdmin).toBe(true);
    const second = await signUp(server);
    expect(second.user.isAdmin).toBe(false);
    // Even with no admin left, a new signup does not inherit the role.
    await rows('update users set is_admin = false');
    const third = await signUp(server);
    expect(third.user.isAdmin).toBe(false);
  });

  it('answers 201 with the user, sets the session cookie, and stores a scrypt hash', async () => {
    const response = await call('POST', '/api/signup', {
      body: signupBody('hannah', { name: 'Hannah Lee', timeZone: 'Europe/Berlin' }),
    });
    const { user } = expectJson(response, 201, meResponseSchema.strict());
    expect(user).toMatchObject({
      username: 'hannah',
      email: 'hannah@example.org',
      name: 'Hannah Lee',
      level: 1,
      title: 'Mindful',
      isAdmin: false,
      createdAt: clock.now().toISOString(),
    });
    expect(Object.keys(user)).not.toContain('passwordHash');
    const cookie = response.setCookies.find((c) => c.startsWith('selah_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    const [stored] = await rows<{ password_hash: string; time_zone: string }>(
      'select password_hash, time_zone from users where id = ?',
      user.id,
    );
    expect(stored?.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored?.password_hash).not.toContain('secret1');
    expect(stored?.time_zone).toBe('Europe/Berlin');
    // The session is stored by the SHA-256 of the token, never the token itself.
    const token = sessionCookieFrom(response).split('=')[1]!;
    expect(
      await rows('select user_id from sessions where token_hash = ?', hashToken(token)),
    ).toEqual([{ user_id: user.id }]);
    expect(await rows('select * from sessions where token_hash = ?', token)).toEqual([]);
  });

  it('defaults the name to the username and ignores isAdmin and id in the body', async () => {
    const response = await call('POST', '/api/signup', {
      body: signupBody('sneaky', { isAdmin: true, id: 'chosen-id', level: 99 }),
    });
    const { user } = expectJson(response, 201, meResponseSchema);
    expect(user).toMatchObject({ name: 'sneaky', isAdmin: false, level: 1 });
    expect(user.id).not.toBe('chosen-id');
  });

  it('believes X-Forwarded-Proto only from a proxy of our own (TRUST_PROXY_HOPS >= 1)', async () => {
    const response = await call('POST', '/api/signup', {
      body: signupBody('secure1'),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(201);
    expect(response.setCookies.join()).not.toMatch(/; Secure/);
    const proxied = await createTestServer({ trustProxyHops: 1 });
    const behindProxy = await proxied.call('POST', '/api/signup', {
      body: signupBody('secure2'),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(behindProxy.status).toBe(201);
    // The session and the device cookie alike.
    expect(behindProxy.setCookies).toHaveLength(2);
    for (const cookie of behindProxy.setCookies) expect(cookie).toMatch(/; Secure/);
  });

  it('refuses a duplicate email or username with 409 (case-insensitive)', async () => {
    await signUp(server, { username: 'taken', email: 'taken@example.org' });
    expectError(
      await call('POST', '/api/signup', {
        body: signupBody('other', { email: 'TAKEN@example.org' }),
      }),
      409,
      'An account with this email already exists',
      'email',
    );
    expectError(
      await call('POST', '/api/signup', {
        body: signupBody('Taken', { email: 'new@example.org' }),
      }),
      409,
      'That username is taken',
      'username',
    );
    expect(
      await rows('select count(*) as n from users where lower(username) = ?', 'taken'),
    ).toEqual([{ n: 1 }]);
  });

  it('validates every field with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        signupBody('short', { password: 'abc', confirmPassword: 'abc' }),
        SIGNUP_MESSAGES.tooShort,
        'password',
      ],
      [
        signupBody('mismatch', { confirmPassword: 'secret2' }),
        SIGNUP_MESSAGES.mismatch,
        'confirmPassword',
      ],
      [signupBody('noemail', { email: '' }), 'Email is required', 'email'],
      [signupBody('bademail', { email: 'not-an-email' }), 'Enter a valid email address', 'email'],
      [{ ...signupBody('x'), username: undefined }, 'Username is required', 'username'],
      [{ ...signupBody('nopass'), password: undefined }, 'Password is required', 'password'],
      [
        signupBody('bad name!'),
        'Username may use letters, digits, dots, dashes and underscores',
        'username',
      ],
      [signupBody('zone', { timeZone: 'Mars/Olympus' }), 'Unknown time zone', 'timeZone'],
    ];
    for (const [body, message, field] of cases) {
      expectError(await call('POST', '/api/signup', { body }), 400, message, field);
    }
    expect(
      await rows("select * from users where username in ('short', 'mismatch', 'zone')"),
    ).toEqual([]);
  });
});

describe('login', () => {
  it('signs in with the right password (email case-insensitive) and sets a fresh session', async () => {
    const member = await signUp(server, { username: 'lucy', email: 'lucy@example.org' });
    const response = await call('POST', '/api/login', {
      body: { email: 'Lucy@Example.org', password: member.password, timeZone: 'America/Chicago' },
    });
    const { user } = expectJson(response, 200, meResponseSchema);
    expect(user.id).toBe(member.user.id);
    const cookie = sessionCookieFrom(response);
    expect(cookie).not.toBe(member.cookie);
    expect(await rows('select count(*) as n from sessions where user_id = ?', user.id)).toEqual([
      { n: 2 },
    ]);
    expect(await rows('select time_zone from users where id = ?', user.id)).toEqual([
      { time_zone: 'America/Chicago' },
    ]);
    const me = expectJson(await call('GET', '/api/me', { cookie }), 200, meResponseSchema);
    expect(me.user.id).toBe(user.id);
  });

  it('answers unknown email and wrong password with the same 401 message', async () => {
    const member = await signUp(server);
    expectError(
      await call('POST', '/api/login', { body: { email: member.user.email, password: 'wrong!' } }),
      401,
      LOGIN_MESSAGES.failed,
    );
    expectError(
      await call('POST', '/api/login', { body: { email: 'nobody@example.org', password: 'x' } }),
      401,
      LOGIN_MESSAGES.failed,
    );
    expect(LOGIN_MESSAGES.failed).toBe('Invalid email or password. Please try again.');
  });

  it('requires email and password', async () => {
    expectError(
      await call('POST', '/api/login', { body: { password: 'x' } }),
      400,
      'Email is required',
      'email',
    );
    expectError(
      await call('POST', '/api/login', { body: { email: 'a@example.org' } }),
      400,
      'Password is required',
      'password',
    );
  });

  it('demo members cannot sign in', async () => {
    for (const email of ['sarah.johnson@demo.selah.invalid', 'michael.chen@demo.selah.invalid']) {
      expectError(
        await call('POST', '/api/login', { body: { email, password: '' + email } }),
        401,
        LOGIN_MESSAGES.failed,
      );
    }
  });

  it('rate-limits failed logins per address and email: the 6th try in 15 minutes gets 429', async () => {
    const member = await signUp(server);
    const wrong = { email: member.user.email, password: 'wrong-password' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(await call('POST', '/api/login', { body: wrong }), 401, LOGIN_MESSAGES.failed);
      clock.advance(1000);
    }
    // Now even the right password is refused until the window has passed.
    const limited = await call('POST', '/api/login', {
      body: { email: member.user.email, password: member.password },
    });
    expectError(
      limited,
      429,
      'Too many sign-in attempts for this account. To keep it safe, sign-in is paused: please try again in 15 minutes.',
    );
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another email from the same address is not affected.
    const other = await signUp(server);
    expectJson(
      await call('POST', '/api/login', {
        body: { email: other.user.email, password: other.password },
      }),
      200,
      meResponseSchema,
    );
    clock.advance(retryAfter * 1000);
    expectJson(
      await call('POST', '/api/login', {
        body: { email: member.user.email, password: member.password },
      }),
      200,
      meResponseSchema,
    );
  });

  it('a successful login clears the failure count', async () => {
    const member = await signUp(server);
    const wrong = { email: member.user.email, password: 'nope-nope' };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await call('POST', '/api/login', { body: wrong });
    }
    expect(
      (
        await call('POST', '/api/login', {
          body: { email: member.user.email, password: member.password },
        })
      ).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await call('POST', '/api/login', { body: wrong })).status).toBe(401);
    }
  });
});

describe('sessions', () => {
  it('GET /api/me is 401 when signed out and for an unknown cookie', async () => {
    expectError(await call('GET', '/api/me'), 401, 'Please sign in');
    const response = await call('GET', '/api/me', { cookie: 'selah_session=made-up' });
    expectError(response, 401, 'Please sign in');
    // The stale cookie is cleared.
    expect(response.setCookies.join()).toMatch(/selah_session=;.*Max-Age=0/);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const member = await signUp(server);
    const response = await call('POST', '/api/logout', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.setCookies.join()).toMatch(/selah_session=;.*Max-Age=0/);
    expect(await rows('select * from sessions where user_id = ?', member.user.id)).toEqual([]);
    expectError(await call('GET', '/api/me', { cookie: member.cookie }), 401, 'Please sign in');
    // Logging out again, or while signed out, is harmless.
    expect((await call('POST', '/api/logout')).status).toBe(200);
  });

  it('slides the expiry forward on use, at most once an hour, and expires after 30 idle days', async () => {
    const member = await signUp(server);
    const expiry = async () =>
      (
        await rows<{ expires_at: string }>(
          'select expires_at from sessions where user_id = ?',
          member.user.id,
        )
      )[0]?.expires_at;
    const initial = await expiry();
    clock.advance(30 * 60 * 1000);
    const early = await call('GET', '/api/me', { cookie: member.cookie });
    expect(early.status).toBe(200);
    expect(early.setCookies).toEqual([]);
    expect(await expiry()).toBe(initial);

    clock.advance(45 * 60 * 1000);
    const later = await call('GET', '/api/me', { cookie: member.cookie });
    expect(later.status).toBe(200);
    expect(later.setCookies.join()).toMatch(/selah_session=.*Max-Age=2592000/);
    expect(await expiry()).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());

    clock.advance(29 * DAY);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    clock.advance(30 * DAY + HOUR);
    expectError(await call('GET', '/api/me', { cookie: member.cookie }), 401, 'Please sign in');
    expect(await rows('select * from sessions where user_id = ?', member.user.id)).toEqual([]);
  });

  it('records when a member was last seen, at most once a minute', async () => {
    const member = await signUp(server);
    const lastSeen = async () =>
      (
        await rows<{ last_seen_at: string }>(
          'select last_seen_at from users where id = ?',
          member.user.id,
        )
      )[0]?.last_seen_at;
    const signedUpAt = clock.now().toISOString();
    expect(await lastSeen()).toBe(signedUpAt);
    clock.advance(30 * 1000);
    await call('GET', '/api/goals', { cookie: member.cookie });
    expect(await lastSeen()).toBe(signedUpAt);
    clock.advance(31 * 1000);
    await call('GET', '/api/goals', { cookie: member.cookie });
    expect(await lastSeen()).toBe(clock.now().toISOString());
  });
});
