import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  meditationAudioSchema,
  meditationMinutesWeekResponseSchema,
  meditationSessionSchema,
  uuidv7,
} from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, HOUR, signUp } from './helpers';

const server = await createTestServer({ seed: true });
const { call, rows, clock } = server;

describe('meditation sessions', () => {
  it('records a completed session', async () => {
    const { user, cookie } = await signUp(server);
    const session = expectJson(
      await call('POST', '/api/meditation-sessions', {
        cookie,
        body: { duration: 10, sessionType: 'Morning Mindfulness' },
      }),
      201,
      meditationSessionSchema,
    );
    expect(session).toMatchObject({
      userId: user.id,
      duration: 10,
      sessionType: 'Morning Mindfulness',
      completedAt: clock.now().toISOString(),
    });
    expect(
      await rows('select duration, session_type from meditation_sessions where id = ?', session.id),
    ).toEqual([{ duration: 10, session_type: 'Morning Mindfulness' }]);
  });

  it('validates duration and session type', async () => {
    const { cookie } = await signUp(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sessionType: 'Body Scan' }, 'Duration must be a number of minutes', 'duration'],
      [{ duration: 0, sessionType: 'Body Scan' }, 'Duration must be at least 1 minute', 'duration'],
      [
        { duration: 2.5, sessionType: 'Body Scan' },
        'Duration must be a whole number of minutes',
        'duration',
      ],
      [{ duration: 5 }, 'Session type is required', 'sessionType'],
      [{ duration: 5, sessionType: ' ' }, 'Session type is required', 'sessionType'],
    ];
    for (const [body, message, field] of cases) {
      expectError(
        await call('POST', '/api/meditation-sessions', { cookie, body }),
        400,
        message,
        field,
      );
    }
  });

  it('lists sessions newest first and sums this week (since Monday, local time) in minutes', async () => {
    const { cookie } = await signUp(server);
    // Wednesday 2026-03-04 12:00 UTC; the week began Monday 2026-03-02 00:00.
    clock.set(new Date('2026-03-04T12:00:00.000Z'));
    const sessions: [number, string][] = [
      [5, '2026-03-01T23:30:00.000Z'], // Sunday night UTC: last week (but Monday already in Berlin)
      [10, '2026-03-02T08:00:00.000Z'],
      [20, '2026-03-04T11:00:00.000Z'],
    ];
    for (const [duration, completedAt] of sessions) {
      await call('POST', '/api/meditation-sessions', {
        cookie,
        body: { duration, sessionType: 'Body Scan', completedAt },
      });
    }
    const list = expectJson(
      await call('GET', '/api/meditation-sessions', { cookie }),
      200,
      z.array(meditationSessionSchema),
    );
    expect(list.map((session) => session.duration)).toEqual([20, 10, 5]);
    expect(
      expectJson(
        await call('GET', '/api/meditation-minutes-week', { cookie }),
        200,
        meditationMinutesWeekResponseSchema,
      ),
    ).toEqual({ minutes: 30 });
    const berlin = await call('GET', '/api/meditation-minutes-week', {
      cookie,
      headers: { 'X-Time-Zone': 'Europe/Berlin' },
    });
    expect(berlin.body).toEqual({ minutes: 35 });
  });

  it('keeps an offline session and rejects one completed more than a day ahead', async () => {
    const { cookie } = await signUp(server);
    const body = {
      id: uuidv7(),
      duration: 12,
      sessionType: 'Loving Kindness',
      completedAt: new Date(clock.now().getTime() - HOUR).toISOString(),
    };
    const first = expectJson(
      await call('POST', '/api/meditation-sessions', { cookie, body }),
      201,
      meditationSessionSchema,
    );
    expect(
      expectJson(
        await call('POST', '/api/meditation-sessions', { cookie, body }),
        200,
        meditationSessionSchema,
      ),
    ).toEqual(first);
    expectError(
      await call('POST', '/api/meditation-sessions', {
        cookie,
        body: {
          ...body,
          id: uuidv7(),
          completedAt: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
        },
      }),
      400,
      'That time is more than 24 hours in the future',
      'completedAt',
    );
  });

  it('answers 401 to anonymous session calls', async () => {
    expectError(await call('GET', '/api/meditation-sessions'), 401, 'Please sign in');
    expectError(
      await call('POST', '/api/meditation-sessions', { body: { duration: 5, sessionType: 'x' } }),
      401,
      'Please sign in',
    );
    expectError(await call('GET', '/api/meditation-minutes-week'), 401, 'Please sign in');
  });
});

describe('meditation audio', () => {
  it('is public and lists the four seeded sounds', async () => {
    const audio = expectJson(
      await call('GET', '/api/meditation-audio'),
      200,
      z.array(meditationAudioSchema),
    );
    expect(
      audio.map(({ title, audioUrl, duration, category }) => ({
        title,
        audioUrl,
        duration,
        category,
      })),
    ).toEqual([
      { title: 'Gentle Rain', audioUrl: '/audio/rain.mp3', duration: 60, category: 'nature' },
      { title: 'Ocean Waves', audioUrl: '/audio/ocean.mp3', duration: 60, category: 'nature' },
      {
        title: 'Singing Bowl',
        audioUrl: '/audio/singing-bowl.mp3',
        duration: 60,
        category: 'ambient',
      },
      { title: 'Soft Wind', audioUrl: '/audio/wind.mp3', duration: 60, category: 'ambient' },
    ]);
    expect(audio.every((item) => item.isPublic)).toBe(true);
  });
});
