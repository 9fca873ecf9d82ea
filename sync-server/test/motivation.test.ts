import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dailyMotivationSchema, MOTIVATION_TYPES, uuidv7 } from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, rows, clock } = server;
const motivations = z.array(dailyMotivationSchema);

describe('daily motivation', () => {
  it('generates an unread message from the shared generator with an empty body', async () => {
    const { user, cookie } = await signUp(server);
    const message = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie }),
      201,
      dailyMotivationSchema,
    );
    expect(message).toMatchObject({
      userId: user.id,
      isRead: false,
      createdAt: clock.now().toISOString(),
    });
    expect(message.message.length).toBeGreaterThan(0);
    expect(MOTIVATION_TYPES).toContain(message.type);
    const stored = await rows<{ user_id: string; is_read: unknown }>(
      'select user_id, is_read from daily_motivation where id = ?',
      message.id,
    );
    // SQLite stores booleans as 0/1, PostgreSQL as booleans.
    expect(stored.map((row) => ({ ...row, is_read: Boolean(row.is_read) }))).toEqual([
      { user_id: user.id, is_read: false },
    ]);
  });

  it("uses the member's own data: a mood streak becomes a streak celebration", async () => {
    const { cookie } = await signUp(server);
    const day = 24 * 60 * 60 * 1000;
    for (let daysAgo = 0; daysAgo < 7; daysAgo += 1) {
      const date = new Date(clock.now().getTime() - daysAgo * day).toISOString();
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good', date } });
    }
    const message = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie }),
      201,
      dailyMotivationSchema,
    );
    expect(message.type).toBe('streak_celebration');
    expect(message.message).toContain('7');
  });

  it('lists unread and all messages newest first; reading one removes it from unread', async () => {
    const { cookie } = await signUp(server);
    const first = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie }),
      201,
      dailyMotivationSchema,
    );
    clock.advance(1000);
    const second = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie }),
      201,
      dailyMotivationSchema,
    );
    const unread = expectJson(
      await call('GET', '/api/daily-motivation/unread', { cookie }),
      200,
      motivations,
    );
    expect(unread.map((m) => m.id)).toEqual([second.id, first.id]);

    const read = expectJson(
      await call('PATCH', `/api/daily-motivation/${second.id}/read`, { cookie }),
      200,
      dailyMotivationSchema,
    );
    expect(read).toMatchObject({ id: second.id, isRead: true });
    const stored = await rows<{ is_read: unknown }>(
      'select is_read from daily_motivation where id = ?',
      second.id,
    );
    expect(stored.map((row) => Boolean(row.is_read))).toEqual([true]);
    // Reading twice is harmless.
    expect(
      (await call('PATCH', `/api/daily-motivation/${second.id}/read`, { cookie })).status,
    ).toBe(200);

    const stillUnread = expectJson(
      await call('GET', '/api/daily-motivation/unread', { cookie }),
      200,
      motivations,
    );
    expect(stillUnread.map((m) => m.id)).toEqual([first.id]);
    const all = expectJson(
      await call('GET', '/api/daily-motivation', { cookie }),
      200,
      motivations,
    );
    expect(all.map((m) => [m.id, m.isRead])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('keeps a client id: a retried generate returns the same message', async () => {
    const { cookie } = await signUp(server);
    const id = uuidv7();
    const first = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie, body: { id } }),
      201,
      dailyMotivationSchema,
    );
    const again = expectJson(
      await call('POST', '/api/daily-motivation/generate', { cookie, body: { id } }),
      200,
      dailyMotivationSchema,
    );
    expect(again).toEqual(first);
    expect(await rows('select count(*) as n from daily_motivation where id = ?', id)).toEqual([
      { n: 1 },
    ]);
  });

  it('answers 404 for an unknown message and 401 when signed out', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('PATCH', `/api/daily-motivation/${uuidv7()}/read`, { cookie }),
      404,
      'Message not found',
    );
    expectError(await call('GET', '/api/daily-motivation'), 401, 'Please sign in');
    expectError(await call('GET', '/api/daily-motivation/unread'), 401, 'Please sign in');
    expectError(await call('POST', '/api/daily-motivation/generate'), 401, 'Please sign in');
    expectError(
      await call('PATCH', `/api/daily-motivation/${uuidv7()}/read`),
      401,
      'Please sign in',
    );
  });
});
