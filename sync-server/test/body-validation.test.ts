import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { apiRoutes } from '../src/api';
import { TOO_DEEP_MESSAGE } from '../src/http/json-bounds';
import { MALFORMED_JSON_MESSAGE } from '../src/http/validate';
import { createTestServer, expectError, signUp } from './helpers';

const server = await createTestServer();
const { call } = server;
// The first account is the admin: every route's own checks let it through to the body.
const admin = await signUp(server, { username: 'admin' });

/** Every route that may take a body, with `:id` filled in (sign-out ones would end the session). */
const bodyRoutes = apiRoutes()
  .routes.filter(({ method }) => method !== 'GET' && method !== 'ALL')
  .filter(({ path }) => !path.startsWith('/logout'))
  .map(({ method, path }) => ({ method, path: `/api${path.replace(/:\w+/g, uuidv7())}` }));

const json = { 'Content-Type': 'application/json' };

afterEach(() => vi.restoreAllMocks());

describe('request bodies through the routes validator', () => {
  it('never reach JSON.parse when nested too deeply, on any route', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    const deep = `{"title":${'['.repeat(100_000)}`;
    const parse = vi.spyOn(JSON, 'parse');
    const refused: string[] = [];
    for (const { method, path } of bodyRoutes) {
      const answer = await call(method, path, {
        rawBody: deep,
        cookie: admin.cookie,
        headers: json,
      });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      if (answer.status === 400) {
        expectError(answer, 400, TOO_DEEP_MESSAGE);
        refused.push(`${method} ${path}`);
      }
    }
    expect(parse.mock.calls.filter(([text]) => String(text).length >= 100_000)).toEqual([]);
    // Every route that reads a body refused it: the writes, the sign-ins and the push among them.
    expect(refused).toEqual(
      expect.arrayContaining([
        'POST /api/signup',
        'POST /api/login',
        'POST /api/goals',
        'POST /api/favorites',
        'POST /api/feed-filters',
        'POST /api/admin/users',
        'POST /api/password-reset',
        'POST /api/sync/push',
      ]),
    );
  });

  it('answer a schema miss with the first issue as { error, field }', async () => {
    const answer = await call('POST', '/api/goals', {
      body: { title: 'Pray', targetValue: -1 },
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body as object).sort()).toEqual(['error', 'field']);
    expect(answer.body).toMatchObject({ field: 'targetValue' });
  });

  it('count an empty body as {} and refuse one that is not JSON', async () => {
    const empty = await call('POST', '/api/goals', { rawBody: '', cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'title' });
    const form = await call('POST', '/api/goals', {
      rawBody: 'title=Pray',
      cookie: admin.cookie,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    const broken = await call('POST', '/api/goals', {
      rawBody: '{"title":',
      cookie: admin.cookie,
      headers: json,
    });
    expectError(broken, 400, MALFORMED_JSON_MESSAGE);
  });

  it('ask who is writing before reading the body: a visitor gets 401, a member 403 on admin routes', async () => {
    expect((await call('POST', '/api/goals', { body: {} })).status).toBe(401);
    const member = await signUp(server, { username: 'member' });
    const answer = await call('POST', '/api/admin/users', { body: {}, cookie: member.cookie });
    expect(answer.status).toBe(403);
  });

  it('hand the handler the validated value: a valid body is written', async () => {
    const answer = await call('POST', '/api/goals', {
      body: { title: 'Pray daily', targetValue: 7 },
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title: 'Pray daily', targetValue: 7, currentValue: 0 });
  });
});
