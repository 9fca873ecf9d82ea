import { describe, expect, it } from 'vitest';
import { dashboardStatsSchema, moodStreakResponseSchema, type StreakSettings } from '@selah/shared';
import { STREAK_CASES } from '@selah/shared/streak-cases';
import { createTestServer, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, clock } = server;

/** The query a device sends for its streak settings. */
function streakQuery({ graceDay, restDay }: StreakSettings): string {
  return `?graceDay=${graceDay ? 'on' : 'off'}${restDay ? `&restDay=${restDay}` : ''}`;
}

describe('GET /api/mood-streak and the dashboard’s moodStreak follow the shared streak rule', () => {
  it.each(STREAK_CASES)('$name', async ({ dates, now, timeZone, settings, streak }) => {
    clock.set(new Date(now)); // first: a session lasts 180 days from the clock's sign-in
    const { cookie } = await signUp(server);
    for (const date of dates) {
      const created = await call('POST', '/api/mood-entries', {
        cookie,
        body: { mood: 'good', date },
      });
      expect(created.status, created.text).toBe(201);
    }
    const headers = { 'X-Time-Zone': timeZone };
    const query = streakQuery(settings);
    expect(
      expectJson(
        await call('GET', `/api/mood-streak${query}`, { cookie, headers }),
        200,
        moodStreakResponseSchema,
      ).streak,
    ).toBe(streak);
    expect(
      expectJson(
        await call('GET', `/api/dashboard-stats${query}`, { cookie, headers }),
        200,
        dashboardStatsSchema,
      ).moodStreak,
    ).toBe(streak);
  });

  it('counts with the grace day and no rest day when the request names no settings', async () => {
    clock.set(new Date('2026-03-11T12:00:00.000Z'));
    const { cookie } = await signUp(server);
    for (const day of ['11', '10', '08']) {
      const date = `2026-03-${day}T08:00:00.000Z`;
      const created = await call('POST', '/api/mood-entries', {
        cookie,
        body: { mood: 'okay', date },
      });
      expect(created.status, created.text).toBe(201);
    }
    const headers = { 'X-Time-Zone': 'UTC' };
    const plain = await call('GET', '/api/mood-streak', { cookie, headers });
    expect(expectJson(plain, 200, moodStreakResponseSchema).streak).toBe(3);
  });

  it('refuses settings it does not know, naming the field', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('GET', '/api/mood-streak?restDay=someday', { cookie }),
      400,
      'restDay must be a day of the week, e.g. sunday',
      'restDay',
    );
    expectError(
      await call('GET', '/api/dashboard-stats?graceDay=maybe', { cookie }),
      400,
      'graceDay must be on or off',
      'graceDay',
    );
  });
});
