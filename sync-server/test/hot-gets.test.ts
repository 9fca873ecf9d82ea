import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@selah/shared';
import { closeDatabase } from '../src/db/client';
import { nodeListener } from '../src/http/node-listener';
import { createTestServer, DAY, HOUR, sessionCookieFrom, signUp, type TestServer } from './helpers';

/**
 * The hot GETs answered before the router (http/hot-gets.ts) must answer exactly as the router
 * does: the same app is served twice over real sockets, once by the server's own listener (hot
 * GETs early) and once by @hono/node-server alone (every request through the router), and each
 * request is sent to both.
 */

type Served = { url: string; server: Server; early: boolean[] };

async function listen(
  listener: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Both ways of serving `app`; `early` records, per request, whether it was answered early. */
async function serveBothWays(app: TestServer['app']) {
  const early: boolean[] = [];
  const withHotGets: Served = {
    early,
    ...(await listen(
      nodeListener({
        fetch: app.fetch,
        answerEarly: (incoming, outgoing) => {
          const answered = app.answerEarly(incoming, outgoing);
          early.push(answered);
          return answered;
        },
      }),
    )),
  };
  const routerOnly: Served = { early: [], ...(await listen(getRequestListener(app.fetch))) };
  afterAll(() => {
    withHotGets.server.close();
    routerOnly.server.close();
  });
  return { withHotGets, routerOnly };
}

type Answer = { status: number; headers: [string, string][]; text: string };

/** What the socket itself adds, or differs by the moment of sending. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

async function get(
  served: Served,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const response = await fetch(served.url + path, { method, headers });
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !PER_CONNECTION.has(name)).sort(),
    text: await response.text(),
  };
}

const lines: string[] = [];
const server = await createTestServer({ logger: (line) => lines.push(line), trustProxyHops: 1 });
const { withHotGets, routerOnly } = await serveBothWays(server.app);

/** Sends the same request to both servers: it must be answered early, and the same way. */
async function expectSameEarly(path: string, headers: Record<string, string> = {}) {
  withHotGets.early.length = 0;
  const early = await get(withHotGets, path, headers);
  expect(withHotGets.early, `${path} answered early`).toEqual([true]);
  const routed = await get(routerOnly, path, headers);
  expect(early).toEqual(routed);
  return early;
}

function header(answer: Answer, name: string): string | undefined {
  return answer.headers.find(([key]) => key === name)?.[1];
}

describe('hot GETs answered before the router', () => {
  it('answer a guest 401 as the router does, with every security header', async () => {
    for (const path of ['/api/dashboard-stats', '/api/community-posts']) {
      const answer = await expectSameEarly(path);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toEqual({ error: 'Please sign in' });
      expect(header(answer, 'cache-control')).toBe('no-store');
      expect(header(answer, 'x-frame-options')).toBe('DENY');
      expect(header(answer, 'content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(header(answer, 'content-type')).toBe('application/json');
      expect(header(answer, 'strict-transport-security')).toBeUndefined();
    }
  });

  it("answer a member's dashboard and feed pages as the router does, cursor header included", async () => {
    const { cookie } = await signUp(server);
    const other = await signUp(server);
    await server.call('POST', '/api/mood-entries', { cookie, body: { mood: 'good' } });
    await server.call('POST', '/api/goals', {
      cookie,
      body: { title: 'Walk', targetValue: 10, currentValue: 4, category: 'health' },
    });
    for (const content of ['First', 'Second', 'Third']) {
      await server.call('POST', '/api/community-posts', {
        cookie: other.cookie,
        body: { content },
      });
      server.clock.advance(1000);
    }

    const stats = await expectSameEarly('/api/dashboard-stats', { cookie });
    expect(stats.status).toBe(200);
    expect(JSON.parse(stats.text)).toMatchObject({ moodStreak: 1 });
    const inTokyo = await expectSameEarly('/api/dashboard-stats?graceDay=off', {
      cookie,
      'x-time-zone': 'Asia/Tokyo',
    });
    expect(inTokyo.status).toBe(200);

    const first = await expectSameEarly('/api/community-posts?limit=2', { cookie });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toHaveLength(2);
    const cursor = header(first, 'x-next-cursor');
    expect(cursor).toBeDefined();
    const rest = await expectSameEarly(`/api/community-posts?limit=2&cursor=${cursor}`, {
      cookie,
    });
    expect(JSON.parse(rest.text).map((post: { content: string }) => post.content)).toContain(
      'First',
    );
    expect(header(rest, 'x-next-cursor')).toBeUndefined();
  });

  it('page the feed at the default size as at any other (the size written into the SQL)', async () => {
    const author = await signUp(server);
    for (let i = 0; i < PAGE_SIZE_DEFAULT + 5; i++) {
      const content = `Post ${i}`;
      const posted = await server.call('POST', '/api/community-posts', {
        cookie: author.cookie,
        body: { content },
      });
      expect(posted.status).toBe(201);
      // Three minutes apart: under the hourly quota of posts.
      server.clock.advance(3 * 60 * 1000);
    }
    // Signed in after the posts, so that no request of this test slides the session.
    const { cookie } = await signUp(server);
    const first = await expectSameEarly('/api/community-posts', { cookie });
    const everything = await expectSameEarly(`/api/community-posts?limit=${PAGE_SIZE_MAX}`, {
      cookie,
    });
    const all = JSON.parse(everything.text) as unknown[];
    expect(JSON.parse(first.text)).toEqual(all.slice(0, PAGE_SIZE_DEFAULT));
    const cursor = header(first, 'x-next-cursor')!;
    const next = await expectSameEarly(`/api/community-posts?cursor=${cursor}`, { cookie });
    expect(JSON.parse(next.text)).toEqual(all.slice(PAGE_SIZE_DEFAULT, 2 * PAGE_SIZE_DEFAULT));
  });

  it('answer a bad query with the same 400 and field', async () => {
    const { cookie } = await signUp(server);
    for (const path of [
      '/api/community-posts?limit=x',
      '/api/community-posts?limit=0',
      '/api/community-posts?cursor=not-a-cursor',
      '/api/dashboard-stats?graceDay=maybe',
      '/api/dashboard-stats?restDay=someday&graceDay=on',
    ]) {
      const answer = await expectSameEarly(path, { cookie });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text)).toHaveProperty('field');
    }
  });

  it('slide a session and clear an expired one with the same Set-Cookie', async () => {
    const member = await signUp(server);
    // Two sessions of the same member, one for each server: sliding changes the stored session.
    const login = await server.call('POST', '/api/login', {
      body: { email: member.user.email, password: member.password },
    });
    const second = sessionCookieFrom(login);
    server.clock.advance(2 * HOUR);
    withHotGets.early.length = 0;
    const slid = await get(withHotGets, '/api/dashboard-stats', { cookie: member.cookie });
    expect(withHotGets.early).toEqual([true]);
    const slidByRouter = await get(routerOnly, '/api/dashboard-stats', { cookie: second });
    const withoutToken = (answer: Answer) =>
      JSON.stringify(answer).replaceAll(member.cookie.split('=')[1]!, 'TOKEN');
    expect(header(slid, 'set-cookie')).toMatch(/^selah_session=.+; Max-Age=\d+; Path=\/; Expires=/);
    expect(withoutToken(slid)).toBe(
      JSON.stringify(slidByRouter).replaceAll(second.split('=')[1]!, 'TOKEN'),
    );

    // An answer that fails after the session slid (a bad query) still carries the new cookie.
    const third = sessionCookieFrom(
      await server.call('POST', '/api/login', {
        body: { email: member.user.email, password: member.password },
      }),
    );
    server.clock.advance(2 * HOUR);
    const refused = await get(withHotGets, '/api/community-posts?limit=x', { cookie: second });
    const refusedByRouter = await get(routerOnly, '/api/community-posts?limit=x', {
      cookie: third,
    });
    expect(refused.status).toBe(400);
    expect(header(refused, 'set-cookie')).toMatch(/^selah_session=.+; Max-Age=\d+;/);
    expect(JSON.stringify(refused).replaceAll(second.split('=')[1]!, 'TOKEN')).toBe(
      JSON.stringify(refusedByRouter).replaceAll(third.split('=')[1]!, 'TOKEN'),
    );

    server.clock.advance(200 * DAY);
    const expired = await expectSameEarly('/api/community-posts', { cookie: member.cookie });
    expect(expired.status).toBe(401);
    expect(header(expired, 'set-cookie')).toMatch(/^selah_session=; Max-Age=0; Path=\/; HttpOnly/);
  });

  it('record when a member was last seen, at most once a minute, as the router does', async () => {
    const member = await signUp(server);
    const lastSeen = async () =>
      (
        await server.rows<{ last_seen_at: string }>(
          'select last_seen_at from users where id = ?',
          member.user.id,
        )
      )[0]?.last_seen_at;
    const signedUpAt = server.clock.now().toISOString();
    expect(await lastSeen()).toBe(signedUpAt);
    withHotGets.early.length = 0;
    server.clock.advance(30 * 1000);
    expect((await get(withHotGets, '/api/dashboard-stats', { cookie: member.cookie })).status).toBe(
      200,
    );
    expect(await lastSeen()).toBe(signedUpAt);
    server.clock.advance(31 * 1000);
    expect((await get(withHotGets, '/api/community-posts', { cookie: member.cookie })).status).toBe(
      200,
    );
    expect(withHotGets.early).toEqual([true, true]);
    expect(await lastSeen()).toBe(server.clock.now().toISOString());
  });

  it('tell a deleted account so, as the router does', async () => {
    const member = await signUp(server);
    const deleted = await server.call('DELETE', '/api/me', {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(deleted.status).toBe(200);
    const answer = await expectSameEarly('/api/dashboard-stats', { cookie: member.cookie });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text).error).not.toBe('Please sign in');
  });

  it('send HSTS when our own proxy says HTTPS', async () => {
    const { cookie } = await signUp(server);
    const answer = await expectSameEarly('/api/dashboard-stats', {
      cookie,
      'x-forwarded-proto': 'https',
    });
    expect(answer.status).toBe(200);
    expect(header(answer, 'strict-transport-security')).toMatch(/^max-age=/);
  });

  it('log one line per request, without the query string', async () => {
    lines.length = 0;
    await get(withHotGets, '/api/dashboard-stats?graceDay=off');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/dashboard-stats 401 \d+(\.\d+)?ms$/);
  });

  it('leave every other request to the router, which answers it as before', async () => {
    const { cookie } = await signUp(server);
    for (const [path, method] of [
      ['/api/dashboard-stats', 'HEAD'],
      ['/api/dashboard-stats', 'POST'],
      ['/api/dashboard-stats/', 'GET'],
      ['/api/dashboard%2Dstats', 'GET'],
      ['/api/health', 'GET'],
      ['/api/goals', 'GET'],
    ] as const) {
      withHotGets.early.length = 0;
      const answer = await get(withHotGets, path, { cookie }, method);
      expect(withHotGets.early, `${method} ${path}`).toEqual([false]);
      expect(answer).toEqual(await get(routerOnly, path, { cookie }, method));
    }
  });

  it('leave a request with two Cookie headers to the router', async () => {
    const { cookie } = await signUp(server);
    const { port } = new URL(withHotGets.url);
    withHotGets.early.length = 0;
    const socket = connect(Number(port), '127.0.0.1');
    // Not end(): a half-closed connection may be dropped before a slower answer is written.
    socket.write(
      `GET /api/dashboard-stats HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Cookie: theme=dark\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    let text = '';
    for await (const chunk of socket) text += String(chunk);
    expect(withHotGets.early).toEqual([false]);
    expect(text).toMatch(/^HTTP\/1\.1 \d{3} /);
  });
});

describe('a hot GET whose database fails', async () => {
  const broken = await createTestServer();
  const both = await serveBothWays(broken.app);

  it('answers 500 with a generic message and reports it, as the router does', async () => {
    const { cookie } = await signUp(broken);
    await closeDatabase(broken.db);
    broken.reportedErrors.length = 0;
    both.withHotGets.early.length = 0;
    const early = await get(both.withHotGets, '/api/dashboard-stats', { cookie });
    expect(both.withHotGets.early).toEqual([true]);
    expect(broken.reportedErrors).toHaveLength(1);
    const routed = await get(both.routerOnly, '/api/dashboard-stats', { cookie });
    expect(broken.reportedErrors).toHaveLength(2);
    broken.reportedErrors.length = 0;
    expect(early).toEqual(routed);
    expect(early.status).toBe(500);
    expect(JSON.parse(early.text)).toEqual({ error: 'Something went wrong' });
  });
});
