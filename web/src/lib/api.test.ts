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
    await api.post('/api/community-posts/p1/like');
    expect(await api.post('/api/goals', { title: 'Pray daily' })).toEqual({ id: 'g1' });

    const [get, like, create] = server.calls;
    expect(get!.credentials).toBe('include');
    expect(get!.headers['X-Time-Zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(get!.headers['Content-Type']).toBeUndefined();
    expect(like!.headers['Content-Type']).toBeUndefined();
    expect(like!.body).toBeUndefined();
    expect(create!.headers['Content-Type']).toBe('application/json');
    expect(create!.body).toEqual({ title: 'Pray daily' });
  });

  it('leaves the time zone out on a first visit, without asking Intl for it', async () => {
    vi.resetModules();
    localStorage.removeItem('selah.timeZone');
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./api'); // a new page: nothing remembered in memory either
      const server = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { error: 'No' } }) });
      await fresh.api.getOrNullOn401('/api/me');
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
    const error = await api.post('/api/goals', {}).catch((e: unknown) => e);
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

  it('returns null on 401 only in the "null on 401" mode', async () => {
    fakeApi();
    expect(await api.getOrNullOn401('/api/me')).toBeNull();
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
  });

  it('reports a failed fetch as a NetworkError', async () => {
    fakeApi({ 'GET /api/goals': networkDown });
    const error = await api.get('/api/goals').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new ApiError(500, '', '', undefined, undefined))).toBe(false);
  });
});
