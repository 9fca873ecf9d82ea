import { describe, expect, it } from 'vitest';
import { exchange } from './api';

const deps = { baseUrl: 'http://selah.test', timeZone: () => 'Europe/Berlin' };

describe("exchange (the sync engine's requests)", () => {
  it('sends cookies, the time zone and JSON, and reads the answer', async () => {
    let seen: RequestInit | undefined;
    const result = await exchange(
      {
        ...deps,
        fetch: async (_url, init) => {
          seen = init;
          return new Response(JSON.stringify({ ok: 1 }), { status: 200 });
        },
      },
      'POST',
      '/api/sync/push',
      { json: { protocolVersion: 1, mutations: [] } },
    );
    expect(result).toMatchObject({ kind: 'response', status: 200, body: { ok: 1 } });
    expect(seen).toMatchObject({
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      body: '{"protocolVersion":1,"mutations":[]}',
      headers: { 'X-Time-Zone': 'Europe/Berlin', 'Content-Type': 'application/json' },
    });
  });

  it('counts a request that hangs past the timeout as no answer', async () => {
    const result = await exchange(
      {
        ...deps,
        requestTimeoutMs: 20,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      },
      'GET',
      '/api/sync/pull',
    );
    expect(result.kind).toBe('network');
  });

  it('keeps a non-JSON error page as text', async () => {
    const result = await exchange(
      { ...deps, fetch: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }) },
      'GET',
      '/api/me',
    );
    expect(result).toMatchObject({ kind: 'response', status: 502, body: '<h1>Bad gateway</h1>' });
  });

  it("fills in the path's parameters and the query", async () => {
    const urls: string[] = [];
    const fetch = async (url: string) => {
      urls.push(url);
      return new Response('{}', { status: 200 });
    };
    await exchange({ ...deps, fetch }, 'POST', '/api/admin/users/:id/reset-link', {
      param: { id: 'a b/c' },
    });
    await exchange({ ...deps, fetch }, 'GET', '/api/sync/pull', {
      query: new URLSearchParams({ cursor: '5', limit: '10' }),
    });
    expect(urls).toEqual([
      'http://selah.test/api/admin/users/a%20b%2Fc/reset-link',
      'http://selah.test/api/sync/pull?cursor=5&limit=10',
    ]);
  });
});
