import { expect, it } from 'vitest';
import { dashboardStatsSchema, goalSchema } from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, clock } = server;

it('starts at zero for a new member', async () => {
  const { cookie } = await signUp(server);
  expect(
    expectJson(
      await call('GET', '/api/dashboard-stats', { cookie }),
      200,
      dashboardStatsSchema.strict(),
    ),
  ).toEqual({
    moodStreak: 0,
    goalsProgress: 0,
    meditationMinutes: 0,
  });
});

it("combines the member's streak, goal completion and this week's minutes", async () => {
  const { cookie } = await signUp(server);
  // Wednesday: Monday and Tuesday of this week, and the Sunday before.
  clock.set(new Date('2026-03-04T12:00:00.000Z'));
  for (let daysAgo = 0; daysAgo < 3; daysAgo += 1) {
    const date = new Date(clock.now().getTime() - daysAgo * DAY).toISOString();
    await call('POST', '/api/mood-entries', { cookie, body: { mood: 'okay', date } });
  }
  const goals = [];
  for (const targetValue of [2, 5, 3]) {
    goals.push(
      expectJson(
        await call('POST', '/api/goals', { cookie, body: { title: 'Goal', targetValue } }),
        201,
        goalSchema,
      ),
    );
  }
  // One of three active goals completed: 33%; a completed goal made inactive does not count.
  await call('PATCH', `/api/goals/${goals[0]!.id}/progress`, { cookie, body: { currentValue: 2 } });
  const retired = expectJson(
    await call('POST', '/api/goals', { cookie, body: { title: 'Retired', targetValue: 1 } }),
    201,
    goalSchema,
  );
  await call('PATCH', `/api/goals/${retired.id}/progress`, { cookie, body: { currentValue: 1 } });
  await call('PATCH', `/api/goals/${retired.id}`, { cookie, body: { isActive: false } });
  await call('PATCH', `/api/goals/${goals[1]!.id}/progress`, { cookie, body: { currentValue: 4 } });
  for (const [duration, completedAt] of [
    [15, '2026-03-03T07:00:00.000Z'],
    [10, '2026-03-04T06:00:00.000Z'],
    [30, '2026-03-01T07:00:00.000Z'], // last week
  ] as const) {
    await call('POST', '/api/meditation-sessions', {
      cookie,
      body: { duration, sessionType: 'Body Scan', completedAt },
    });
  }
  expect(
    expectJson(await call('GET', '/api/dashboard-stats', { cookie }), 200, dashboardStatsSchema),
  ).toEqual({
    moodStreak: 3,
    goalsProgress: 33,
    meditationMinutes: 25,
  });
});

it('answers 401 when signed out', async () => {
  expectError(await call('GET', '/api/dashboard-stats'), 401, 'Please sign in');
});
