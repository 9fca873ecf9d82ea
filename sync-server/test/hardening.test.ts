import { serve } from '@hono/node-server';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SYNC_PROTOCOL_VERSION, uuidv7 } from '@selah/shared';
import {
  jsonBoundsProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  TOO_DEEP_MESSAGE,
  TOO_MANY_VALUES_MESSAGE,
} from '../src/http/json-bounds';
import { DAY, expectError, createTestServer, signUp } from './helpers';
import { mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { call, clock, rows } = server;
const { push, pushOk } = syncClient(server);
const mutation = mutationFactory();

/** Lets `days` pass while the member keeps using the app (a session slides on use). */
async function keepUsing(cookie: string, days: number) {
  for (let left = days; left > 0; left -= 7) {
    clock.advance(Math.min(7, left) * DAY);
    expect((await call('GET', '/api/me', { cookie })).status).toBe(200);
  }
}

describe('changes from other sites', () => {
  const like = async (headers: Record<string, string>, cookie?: string) => {
    const author = await signUp(server);
    const post = await call('POST', '/api/community-posts', {
      cookie: author.cookie,
      body: { content: 'Be still' },
    });
    const id = (post.body as { id: string }).id;
    return call('POST', `/api/community-posts/${id}/like`, {
      ...(cookie ? { cookie } : { cookie: author.cookie }),
      headers,
    });
  };

  it('are refused with 403 when Sec-Fetch-Site says cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expectError(
        await like({ 'Sec-Fetch-Site': site }),
        403,
        'Requests from other sites are not allowed',
      );
    }
  });

  it('are refused with 403 when Origin names another site, even an empty text/plain POST', async () => {
    const { cookie } = await signUp(server);
    for (const origin of ['https://evil.example', 'null']) {
      const response = await call('POST', '/api/daily-motivation/generate', {
        cookie,
        rawBody: '',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
      });
      expectError(response, 403, 'Requests from other sites are not allowed');
    }
    expect(
      (await call('POST', '/api/logout', { cookie, headers: { Origin: 'https://evil.example' } }))
        .status,
    ).toBe(403);
    // The session survived the cross-site logout.
    expect((await call('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('pass from the app itself, and without Origin are judged by their other rules', async () => {
    expect((await like({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await like({ Origin: 'http://localhost' })).status).toBe(200);
    expect((await like({})).status).toBe(200);
    expectError(await call('POST', '/api/goals', { body: { title: 'x' } }), 401, 'Please sign in');
    // Reads are never refused for where they come from.
    expect(
      (await call('GET', '/api/health', { headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('JSON bodies', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('are refused with a 400 before they are parsed when nested deeply, on every route', async () => {
    const member = await signUp(server);
    const deep = '['.repeat(100_000);
    const hostile = [
      { path: '/api/login', rawBody: `{"email":"a@example.org","password":"x","timeZone":${deep}` },
      { path: '/api/signup', rawBody: `{"username":${deep}` },
      { path: '/api/goals', rawBody: `{"title":${deep}`, cookie: member.cookie },
      {
        path: '/api/sync/push',
        rawBody: `{"protocolVersion":1,"mutations":[{"args":${deep}`,
        cookie: member.cookie,
      },
    ];
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const { path, rawBody, cookie } of hostile) {
        const answer = await call('POST', path, {
          rawBody,
          ...(cookie ? { cookie } : {}),
          headers: { 'Content-Type': 'application/json' },
        });
        expectError(answer, 400, TOO_DEEP_MESSAGE);
      }
      // Refused on the raw text: the parser never saw any of them.
      const parsedHostile = parse.mock.calls.filter(([text]) => String(text).length >= 100_000);
      expect(parsedHostile).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('are refused with a 400 when they hold too many values', async () => {
    const wide = `{"email":"a@example.org","password":"x","timeZone":[${'0,'.repeat(MAX_JSON_VALUES)}0]}`;
    expectError(
      await call('POST', '/api/login', {
        rawBody: wide,
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      TOO_MANY_VALUES_MESSAGE,
    );
  });

  it('count structure outside strings only, and let real bodies through', () => {
    expect(jsonBoundsProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBoundsProblem(nested(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    // Brackets, commas and escaped quotes inside strings are text.
    const text = JSON.stringify({ content: `"${'[{,'.repeat(50_000)}\\"` });
    expect(jsonBoundsProblem(text)).toBeNull();
    // An escaped backslash ends just before the closing quote; an escaped quote does not close.
    expect(jsonBoundsProblem(`["\\\\"${nested(MAX_JSON_DEPTH)}]`)).toBe(TOO_DEEP_MESSAGE);
    expect(jsonBoundsProblem(`["\\"${nested(MAX_JSON_DEPTH)}"]`)).toBeNull();
    // The largest push a device sends: 100 journal entries.
    const push = {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      mutations: Array.from({ length: 100 }, (_, seq) => ({
        mutationId: uuidv7(),
        seq,
        name: 'journal.create',
        args: { id: uuidv7(), title: 'T', content: 'x', category: 'reflection', tags: ['a', 'b'] },
        createdAt: new Date().toISOString(),
      })),
    };
    expect(jsonBoundsProblem(JSON.stringify(push))).toBeNull();
  });
});

describe('X-Forwarded-Host', () => {
  const generate = (target: typeof server, cookie: string) =>
    target.call('POST', '/api/daily-motivation/generate', {
      cookie,
      headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    });

  it('cannot make another site look like our own without a trusted proxy', async () => {
    const { cookie } = await signUp(server);
    expectError(await generate(server, cookie), 403, 'Requests from other sites are not allowed');
  });

  it('names the host our own proxy was asked for when TRUST_PROXY_HOPS >= 1', async () => {
    const proxied = await createTestServer({ trustProxyHops: 1 });
    const { cookie } = await signUp(proxied);
    expect((await generate(proxied, cookie)).status).toBe(201);
  });
});

describe('sessions', () => {
  it('sign out everywhere ends every session of the member, and only theirs', async () => {
    const member = await signUp(server);
    const phone = await call('POST', '/api/login', {
      body: { email: member.user.email, password: member.password },
    });
    const phoneCookie = phone.setCookies[0]!.split(';')[0]!;
    const other = await signUp(server);
    const ended = await call('POST', '/api/logout/everywhere', { cookie: member.cookie });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ok: true, sessionsEnded: 2 });
    expect(ended.setCookies.some((cookie) => cookie.startsWith('selah_session=;'))).toBe(true);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    expect((await call('GET', '/api/me', { cookie: phoneCookie })).status).toBe(401);
    expect((await call('GET', '/api/me', { cookie: other.cookie })).status).toBe(200);
    expect((await call('POST', '/api/logout/everywhere')).status).toBe(401);
  });

  it('a password change ends every other session; the old password no longer works', async () => {
    const member = await signUp(server);
    const phone = await call('POST', '/api/login', {
      body: { email: member.user.email, password: member.password },
    });
    const phoneCookie = phone.setCookies[0]!.split(';')[0]!;
    const change = (body: Record<string, string>) =>
      call('POST', '/api/password', { cookie: member.cookie, body });
    expectError(
      await change({
        currentPassword: 'not it',
        newPassword: 'new secret',
        confirmPassword: 'new secret',
      }),
      400,
      'Your current password is not correct',
      'currentPassword',
    );
    expectError(
      await change({
        currentPassword: member.password,
        newPassword: 'short',
        confirmPassword: 'short',
      }),
      400,
      'Password must be at least 6 characters long.',
      'newPassword',
    );
    expectError(
      await change({
        currentPassword: member.password,
        newPassword: 'new secret',
        confirmPassword: 'other',
      }),
      400,
      'Passwords do not match. Please try again.',
      'confirmPassword',
    );
    const changed = await change({
      currentPassword: member.password,
      newPassword: 'new secret',
      confirmPassword: 'new secret',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ ok: true, sessionsEnded: 1 });
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: phoneCookie })).status).toBe(401);
    const login = (password: string) =>
      call('POST', '/api/login', { body: { email: member.user.email, password } });
    expect((await login(member.password)).status).toBe(401);
    expect((await login('new secret')).status).toBe(200);
    expect((await call('POST', '/api/password', { body: {} })).status).toBe(401);
  });

  it('end 180 days after sign-in however often they are used', async () => {
    const member = await signUp(server);
    for (let day = 0; day < 179; day += 7) {
      expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
      clock.advance(7 * DAY);
    }
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    clock.set(new Date('2026-03-04T12:00:00.000Z'));
  });

  it('never slide a cookie past that end', async () => {
    const member = await signUp(server);
    await keepUsing(member.cookie, 147);
    clock.advance(7 * DAY);
    const late = await call('GET', '/api/me', { cookie: member.cookie });
    const expires = /Expires=([^;]+)/.exec(late.setCookies.join('\n'))?.[1];
    expect(new Date(expires!).getTime()).toBe(
      new Date('2026-03-04T12:00:00.000Z').getTime() + 180 * DAY,
    );
    clock.set(new Date('2026-03-04T12:00:00.000Z'));
  });
});

describe('timestamps', () => {
  it('outside 2000-2099 are a 400 naming the field, in REST and in the shared schemas', async () => {
    const { cookie } = await signUp(server);
    for (const date of [
      '0000-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.000Z',
      '9999-01-01T00:00:00.000Z',
    ]) {
      expectError(
        await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good', date } }),
        400,
        'Date must be between the years 2000 and 2099',
        'date',
      );
    }
    expect(
      await rows(
        'select * from mood_entries where user_id = (select id from users where email = ?)',
        'x',
      ),
    ).toEqual([]);
  });
});

describe('sync push', () => {
  it('refuses a batch naming one mutationId twice, and applies none of it', async () => {
    const { cookie } = await signUp(server);
    const first = mutation('mood.create', {
      id: uuidv7(),
      mood: 'good',
      date: clock.now().toISOString(),
    });
    const twin = {
      ...mutation('mood.create', { id: uuidv7(), mood: 'down', date: clock.now().toISOString() }),
      mutationId: first.mutationId,
    };
    expectError(
      await push(cookie, [first, twin]),
      400,
      'Each mutationId may appear only once in a batch',
      'mutations.1.mutationId',
    );
    expect(
      await rows('select * from processed_mutations where mutation_id = ?', first.mutationId),
    ).toEqual([]);
  });

  it('prunes processed_mutations after their retention, and refuses mutations older than 90 days', async () => {
    const { cookie } = await signUp(server);
    const start = clock.now();
    const early = mutation('mood.create', {
      id: uuidv7(),
      mood: 'good',
      date: start.toISOString(),
    });
    early.createdAt = start.toISOString();
    expect((await pushOk(cookie, [early]))[0]!.status).toBe('applied');
    // Within 90 days a replay returns the recorded result and changes nothing.
    await keepUsing(cookie, 89);
    expect(await pushOk(cookie, [early])).toEqual([
      { mutationId: early.mutationId, status: 'applied' },
    ]);
    expect(
      await rows('select * from processed_mutations where mutation_id = ?', early.mutationId),
    ).toHaveLength(1);
    // After the retention the record is gone, and the mutation is too old to apply again.
    await keepUsing(cookie, 4);
    const later = mutation('mood.create', {
      id: uuidv7(),
      mood: 'okay',
      date: clock.now().toISOString(),
    });
    later.createdAt = clock.now().toISOString();
    expect((await pushOk(cookie, [later]))[0]!.status).toBe('applied');
    expect(
      await rows('select * from processed_mutations where mutation_id = ?', early.mutationId),
    ).toEqual([]);
    const replay = await pushOk(cookie, [early, later]);
    expect(replay).toEqual([
      {
        mutationId: early.mutationId,
        status: 'rejected',
        code: 400,
        field: 'createdAt',
        error:
          'This change was made more than 90 days ago and can no longer sync. Retry sends it again as a new change.',
      },
      { mutationId: later.mutationId, status: 'applied' },
    ]);
    expect(
      await rows('select * from mood_entries where id = ?', (early.args as { id: string }).id),
    ).toHaveLength(1);
    clock.set(start);
  });

  it('speaks protocol 2: the pull cursor as a token (docs/decisions/025)', () => {
    expect(SYNC_PROTOCOL_VERSION).toBe(2);
  });
});

describe('headers', () => {
  it('send HSTS only over HTTPS, which a forwarded header proves only from our own proxy', async () => {
    expect((await call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const forged = await call('GET', '/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const proxied = await createTestServer({ trustProxyHops: 1 });
    const https = await proxied.call('GET', '/api/health', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('let images come from https addresses and switch off features the app never uses', async () => {
    // The page's policy: every answer that is not the API's carries it.
    const response = await call('GET', '/no-such-page.txt');
    expect(response.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https:",
    );
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'screen-wake-lock=(self)',
    ]) {
      expect(policy).toContain(feature);
    }
  });
});

describe('methods', () => {
  it('a known path with a method it does not serve is a 405 with Allow', async () => {
    const put = await call('PUT', '/api/goals');
    expectError(put, 405, 'PUT is not allowed here');
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const streak = await call('DELETE', '/api/mood-streak');
    expect(streak.status).toBe(405);
    expect(streak.headers.get('allow')).toBe('GET, HEAD');
    const like = await call('GET', `/api/community-posts/${uuidv7()}/like`);
    expect(like.status).toBe(405);
    expect(like.headers.get('allow')).toBe('DELETE, POST');
    expect((await call('PUT', '/api/no-such-thing')).status).toBe(404);
  });
});

describe('a body over the limit on a real connection', () => {
  const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));

  it('is answered 413 with Connection: close, and the connection is closed', async () => {
    await new Promise<void>(
      (resolve) => listening.once('listening', resolve).listening && resolve(),
    );
    const { port } = listening.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const size = 2 * 1024 * 1024;
    socket.write(
      `POST /api/journal-entries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write('x'.repeat(64 * 1024));
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer.toLowerCase()).not.toContain('keep-alive');
  });
});

describe('a body nested too deeply on a real connection', () => {
  const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));

  it('is answered 400, and the connection goes on to the next request', async () => {
    await new Promise<void>(
      (resolve) => listening.once('listening', resolve).listening && resolve(),
    );
    const { port } = listening.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const depth = 450_000;
    const body = `{"email":"a@example.org","password":"x","timeZone":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 400/);
    expect(responses[0]).toContain(TOO_DEEP_MESSAGE);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 200/);
  });
});
