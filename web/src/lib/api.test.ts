// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown } from '../../test/fake-api';
import { ApiError, NetworkError, api, isNetworkError } from './api';
import { browserTimeZone } from './time-zone';

describe('api client', () => {
  it('sends cookies and the time zone, and a JSON body only when there is one', async () => {
    browserTimeZone(); // the zone is known (asked of Intl once, as anything counting days does)
    const server = fakeApi({
      'GET /api/goals': () => ({ body: [] }),
      'POST /api/community-posts/p1/like': () => ({ body: { ok: true } }),
      'POST /api/goals': () => ({ status: 201, body: { id: 'g1' } }),
    });
    await api.get('/api/goals');
    await api.post('/api/community-posts/:id/like', { param: { id: 'p1' } });
    expect(await api.post('/api/goals', { json: { title: 'Pray daily', targetValue: 7 } })).toEqual(
      { id: 'g1' },
    );

    const [get, like, create] = server.calls;
    expect(get!.credentials).toBe('include');
    expect(get!.headers['X-Time-Zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(get!.headers['Content-Type']).toBeUndefined();
    expect(like!.headers['Content-Type']).toBeUndefined();
    expect(like!.body).toBeUndefined();
    expect(create!.headers['Content-Type']).toBe('application/json');
    expect(create!.body).toEqual({ title: 'Pray daily', targetValue: 7 });
  });

  it('leaves the time zone out on a first visit, without asking Intl for it', async () => {
    vi.resetModules();
    localStorage.removeItem('selah.timeZone');
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./api'); // a new page: nothing remembered in memory either
      const server = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { error: 'No' } }) });
      await fresh.api.get('/api/me').catch(() => null);
      expect(server.calls[0]!.headers['X-Time-Zone']).toBeUndefined();
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('turns a non-2xx into ApiError "<status>: <body>" with the server message', async () => {
    fakeApi({
      'POST /api/goals': () => ({
        status: 400,
        body: { error: 'Title is required', field: 'title' },
      }),
    });
    const error = await api
      .post('/api/goals', { json: { title: '', targetValue: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('400: {"error":"Title is required","field":"title"}');
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Title is required');
    expect(apiError.field).toBe('title');
  });

  it('uses the status text when the error body is empty', async () => {
    fakeApi({ 'GET /api/goals': () => ({ status: 503 }) });
    const error = (await api.get('/api/goals').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toMatch(/^503: /);
    expect(error.serverMessage).toBeUndefined();
  });

  it('throws ApiError for a 401 too (a guest asking GET /api/me)', async () => {
    fakeApi();
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
  });

  it('reports a failed fetch as a NetworkError', async () => {
    fakeApi({ 'GET /api/goals': networkDown });
    const error = await api.get('/api/goals').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new ApiError(500, '', '', undefined, undefined))).toBe(false);
  });

  it("sends a paged list's query and reads its next cursor", async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response('[]', { headers: { 'X-Next-Cursor': 'c2' } });
    });
    const page = await api.getPage('/api/admin/reports', {
      query: new URLSearchParams({ limit: '2' }),
    });
    expect(page).toEqual({ body: [], next: 'c2' });
    expect(urls).toEqual(['/api/admin/reports?limit=2']);
  });
});

/**
 * Never run: what the server's routes do not allow does not compile (checked by \`tsc -b\`). Each
 * line below fails without its expect-error comment.
 */
export function callsTheServerRefusesToType() {
  // @ts-expect-error no such route
  void api.get('/api/nowhere');
  // @ts-expect-error the route is not served for this method
  void api.delete('/api/goals');
  // @ts-expect-error a create needs its body
  void api.post('/api/goals');
  // @ts-expect-error the body's fields are the route's schema's
  void api.post('/api/goals', { json: { name: 'Pray daily' } });
  // @ts-expect-error a path with :id needs the id
  void api.post('/api/community-posts/:id/like');
  // @ts-expect-error the answer of GET /api/me is typed: no such field
  void api.get('/api/me').then((answer) => answer.member);
}
