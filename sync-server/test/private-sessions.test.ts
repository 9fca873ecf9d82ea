import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { privateSessionSchema, uuidv7 } from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, rows, clock } = server;

describe('private sessions', () => {
  it('schedules a session with all optional fields', async () => {
    const { user, cookie } = await signUp(server);
    const scheduledAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    const session = expectJson(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: {
          title: 'Weekly check-in',
          sessionType: 'counseling',
          scheduledAt,
          duration: 50,
          notes: 'Bring journal',
        },
      }),
      201,
      privateSessionSchema,
    );
    expect(session).toMatchObject({
      userId: user.id,
      title: 'Weekly check-in',
      sessionType: 'counseling',
      scheduledAt,
      duration: 50,
      notes: 'Bring journal',
      completedAt: null,
    });
    expect(
      await rows('select session_type, duration from private_sessions where id = ?', session.id),
    ).toEqual([{ session_type: 'counseling', duration: 50 }]);
  });

  it('accepts null or missing optional fields', async () => {
    const { cookie } = await signUp(server);
    const session = expectJson(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'Talk', sessionType: 'support', scheduledAt: null, notes: '' },
      }),
      201,
      privateSessionSchema,
    );
    expect(session).toMatchObject({ scheduledAt: null, duration: null, notes: null });
  });

  it('requires a title and one of the five session types; duration is whole minutes', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', '/api/private-sessions', { cookie, body: { sessionType: 'therapy' } }),
      400,
      'Title is required',
      'title',
    );
    expectError(
      await call('POST', '/api/private-sessions', { cookie, body: { title: 'x' } }),
      400,
      'Session type is required',
      'sessionType',
    );
    expectError(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'x', sessionType: 'yoga' },
      }),
      400,
      'Session type is required',
      'sessionType',
    );
    expectError(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'x', sessionType: 'therapy', duration: 2.5 },
      }),
      400,
      'Duration must be a whole number of minutes',
      'duration',
    );
    expectError(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'x', sessionType: 'therapy', scheduledAt: 'tomorrow' },
      }),
      400,
      'Invalid date and time',
      'scheduledAt',
    );
  });

  it('marks a session complete, lists newest first, and deletes', async () => {
    const { user, cookie } = await signUp(server);
    const older = expectJson(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'Older', sessionType: 'therapy' },
      }),
      201,
      privateSessionSchema,
    );
    clock.advance(1000);
    const newer = expectJson(
      await call('POST', '/api/private-sessions', {
        cookie,
        body: { title: 'Newer', sessionType: 'coaching' },
      }),
      201,
      privateSessionSchema,
    );
    const completedAt = clock.now().toISOString();
    const completed = expectJson(
      await call('PATCH', `/api/private-sessions/${older.id}`, { cookie, body: { completedAt } }),
      200,
      privateSessionSchema,
    );
    expect(completed.completedAt).toBe(completedAt);
    expect(await rows('select completed_at from private_sessions where id = ?', older.id)).toEqual([
      { completed_at: completedAt },
    ]);
    expectError(
      await call('PATCH', `/api/private-sessions/${older.id}`, {
        cookie,
        body: { completedAt: new Date(clock.now().getTime() + 2 * DAY).toISOString() },
      }),
      400,
      'That time is more than 24 hours in the future',
      'completedAt',
    );
    expectError(
      await call('PATCH', `/api/private-sessions/${older.id}`, { cookie, body: {} }),
      400,
      'Invalid date and time',
      'completedAt',
    );
    const list = expectJson(
      await call('GET', '/api/private-sessions', { cookie }),
      200,
      z.array(privateSessionSchema),
    );
    expect(list.map((session) => session.title)).toEqual(['Newer', 'Older']);
    expect((await call('DELETE', `/api/private-sessions/${newer.id}`, { cookie })).body).toEqual({
      id: newer.id,
    });
    expect(
      await rows('select table_name, user_id from tombstones where row_id = ?', newer.id),
    ).toEqual([{ table_name: 'privateSessions', user_id: user.id }]);
  });

  it('answers 401 to anonymous calls', async () => {
    const id = uuidv7();
    for (const [method, path] of [
      ['GET', '/api/private-sessions'],
      ['POST', '/api/private-sessions'],
      ['PATCH', `/api/private-sessions/${id}`],
      ['DELETE', `/api/private-sessions/${id}`],
    ] as const) {
      expectError(
        await call(method, path, { body: { title: 'x', sessionType: 'therapy' } }),
        401,
        'Please sign in',
      );
    }
  });
});
