import { describe, expect, it } from 'vitest';
import { send } from './transport';

const deps = { baseUrl: 'http://selah.test', timeZone: () => 'Europe/Berlin' };

describe('sync transport', () => {
  it('sends cookies, the time zone and JSON, and reads the answer', async () => {
    let seen: RequestInit | undefined;
    const result = await send(
      {
        ...deps,
        fetch: async (_url, init) => {
          seen = init;
          return new Response(JSON.stringify({ ok: 1 }), { status: 200 });
        },
      },
      'POST',
      '/api/sync/push',
      { a: 1 },
    );
    expect(result).toMatchObject({ kind: 'response', status: 200, body: { ok: 1 } });
    expect(seen).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"a":1}',
      headers: { 'X-Time-Zone': 'Europe/Berlin', 'Content-Type': 'application/json' },
    });
  });

  it('counts a request that hangs past the timeout as no answer', async () => {
    const result = await send(
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
    const result = await send(
      { ...deps, fetch: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }) },
      'GET',
      '/api/me',
    );
    expect(result).toMatchObject({ kind: 'response', status: 502, body: '<h1>Bad gateway</h1>' });
  });
});
