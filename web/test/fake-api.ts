/**
 * A fake of the sync-server's REST API for web tests: stubs `fetch` and answers from handlers keyed
 * by "METHOD /path" (query strings ignored). Unhandled calls answer 404 `{ error }`, except
 * GET /api/session, which answers a guest (200, no user) unless a handler says otherwise, and
 * GET /api/me, which answers 401.
 *
 *   const api = fakeApi({
 *     'POST /api/login': () => ({ status: 401, body: { error: 'Invalid email or password' } }),
 *   });
 *   ...
 *   expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/login' }));
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** A handler answers with a response, or throws a TypeError to simulate a network failure. */
export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function fakeApi(handlers: Record<string, FakeHandler> = {}) {
  const calls: FakeRequest[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://selah.test');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(request);

    const handler = handlers[`${request.method} ${request.path}`];
    const response: FakeResponse = handler
      ? await handler(request)
      : request.path === '/api/session'
        ? { body: { user: null, accountDeleted: false } }
        : request.path === '/api/me'
          ? { status: 401, body: { error: 'Not signed in' } }
          : { status: 404, body: { error: 'Not found' } };
    const status = response.status ?? 200;
    const text = response.body === undefined ? '' : JSON.stringify(response.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: text ? { 'Content-Type': 'application/json' } : {},
    });
  });

  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** A handler that fails like fetch does when the network is down. */
export const networkDown: FakeHandler = () => {
  throw new TypeError('Failed to fetch');
};
