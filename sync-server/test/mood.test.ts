import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  moodEntrySchema,
  moodStreakResponseSchema,
  pullResponseSchema,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
} from '@selah/shared';
import { createTestServer, DAY, expectError, expectJson, HOUR, signUp } from './helpers';

const server = await createTestServer();
const { call, rows, clock } = server;
const entries = z.array(moodEntrySchema);
const daysAgo = (days: number, hours = 0) =>
  new Date(clock.now().getTime() - days * DAY - hours * HOUR).toISOString();

describe('mood entries', () => {
  it('logs a mood with notes for the signed-in member', async () => {
    const { user, cookie } = await signUp(server);
    const entry = expectJson(
      await call('POST', '/api/mood-entries', {
        cookie,
        body: { mood: 'good', notes: 'Calm day' },
      }),
      201,
      moodEntrySchema,
    );
    expect(entry).toMatchObject({
      userId: user.id,
      mood: 'good',
      notes: 'Calm day',
      date: clock.now().toISOString(),
    });
    expect(
      await rows('select user_id, mood, notes from mood_entries where id = ?', entry.id),
    ).toEqual([{ user_id: user.id, mood: 'good', notes: 'Calm day' }]);
  });

  it('stores empty or missing notes as null', async () => {
    const { cookie } = await signUp(server);
    const withoutNotes = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'okay' } }),
      201,
      moodEntrySchema,
    );
    const blankNotes = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'okay', notes: '   ' } }),
      201,
      moodEntrySchema,
    );
    expect([withoutNotes.notes, blankNotes.notes]).toEqual([null, null]);
  });

  it('requires one of the five moods', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', '/api/mood-entries', { cookie, body: {} }),
      400,
      'Please choose a mood',
      'mood',
    );
    expectError(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'ecstatic' } }),
      400,
      'Please choose a mood',
      'mood',
    );
  });

  it('lists entries newest first by their (client) date', async () => {
    const { cookie } = await signUp(server);
    for (const [mood, date] of [
      ['down', daysAgo(2)],
      ['amazing', daysAgo(0)],
      ['okay', daysAgo(1)],
    ] as const) {
      expectJson(
        await call('POST', '/api/mood-entries', { cookie, body: { mood, date } }),
        201,
        moodEntrySchema,
      );
    }
    const list = expectJson(await call('GET', '/api/mood-entries', { cookie }), 200, entries);
    expect(list.map((entry) => entry.mood)).toEqual(['amazing', 'okay', 'down']);
  });

  it('keeps an offline entry with its id and date; a retry changes nothing', async () => {
    const { cookie } = await signUp(server);
    const body = { id: uuidv7(), mood: 'struggling', notes: 'Long night', date: daysAgo(3) };
    const first = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body }),
      201,
      moodEntrySchema,
    );
    expect(first).toMatchObject({ id: body.id, date: body.date });
    const again = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body: { ...body, mood: 'amazing' } }),
      200,
      moodEntrySchema,
    );
    expect(again).toEqual(first);
    expect(await rows('select count(*) as n from mood_entries where id = ?', body.id)).toEqual([
      { n: 1 },
    ]);
  });

  it('rejects a date more than 24 hours ahead', async () => {
    const { cookie } = await signUp(server);
    const date = new Date(clock.now().getTime() + 2 * DAY).toISOString();
    expectError(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good', date } }),
      400,
      'That time is more than 24 hours in the future',
      'date',
    );
    expectError(
      await call('POST', '/api/mood-entries', {
        cookie,
        body: { mood: 'good', date: 'yesterday' },
      }),
      400,
      'Invalid date and time',
      'date',
    );
  });

  it('deletes an entry with a tombstone', async () => {
    const { user, cookie } = await signUp(server);
    const entry = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good' } }),
      201,
      moodEntrySchema,
    );
    expect((await call('DELETE', `/api/mood-entries/${entry.id}`, { cookie })).body).toEqual({
      id: entry.id,
    });
    expect(await rows('select * from mood_entries where id = ?', entry.id)).toEqual([]);
    expect(
      await rows('select table_name, user_id from tombstones where row_id = ?', entry.id),
    ).toEqual([{ table_name: 'moodEntries', user_id: user.id }]);
    expectError(
      await call('DELETE', `/api/mood-entries/${entry.id}`, { cookie }),
      404,
      'Mood entry not found',
    );
  });
});

describe('mood streak', () => {
  it('is 0 without entries and counts consecutive days ending today', async () => {
    const { cookie } = await signUp(server);
    expect(
      expectJson(await call('GET', '/api/mood-streak', { cookie }), 200, moodStreakResponseSchema),
    ).toEqual({
      streak: 0,
    });
    for (const date of [daysAgo(0), daysAgo(1), daysAgo(1, 2), daysAgo(2), daysAgo(4)]) {
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'good', date } });
    }
    // Day 3 is one missed day in seven, forgiven by the grace day unless the member turned it off.
    expect((await call('GET', '/api/mood-streak', { cookie })).body).toEqual({ streak: 4 });
    const strict = await call('GET', '/api/mood-streak?graceDay=off', { cookie });
    expect(strict.body).toEqual({ streak: 3 });
  });

  it("counts days in the member's time zone from the X-Time-Zone header", async () => {
    const { cookie } = await signUp(server);
    // 12:00 UTC on Wednesday. 23:30 UTC Monday is already Tuesday in Tokyo (UTC+9).
    clock.set(new Date('2026-03-04T12:00:00.000Z'));
    for (const date of ['2026-03-02T23:30:00.000Z', '2026-03-04T01:00:00.000Z']) {
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'okay', date } });
    }
    // Without the grace day, so that Tuesday missed in UTC ends the streak there.
    const utc = await call('GET', '/api/mood-streak?graceDay=off', { cookie });
    expect(utc.body).toEqual({ streak: 1 });
    const tokyo = await call('GET', '/api/mood-streak?graceDay=off', {
      cookie,
      headers: { 'X-Time-Zone': 'Asia/Tokyo' },
    });
    expect(tokyo.body).toEqual({ streak: 2 });
    // An invalid header falls back to the stored zone (none here), then UTC.
    const bogus = await call('GET', '/api/mood-streak?graceDay=off', {
      cookie,
      headers: { 'X-Time-Zone': 'Nowhere/Land' },
    });
    expect(bogus.body).toEqual({ streak: 1 });
  });
});

it('answers 401 to anonymous mood calls', async () => {
  const count = () => rows('select count(*) as n from mood_entries');
  const before = await count();
  for (const [method, path] of [
    ['GET', '/api/mood-entries'],
    ['POST', '/api/mood-entries'],
    ['DELETE', `/api/mood-entries/${uuidv7()}`],
    ['GET', '/api/mood-streak'],
  ] as const) {
    expectError(await call(method, path, { body: { mood: 'good' } }), 401, 'Please sign in');
  }
  expect(await count()).toEqual(before);
});

describe('activities on a mood entry', () => {
  it('are kept, listed and pulled with the entry; an entry without them stays valid', async () => {
    const { cookie } = await signUp(server);
    const withActivities = expectJson(
      await call('POST', '/api/mood-entries', {
        cookie,
        body: { mood: 'good', activities: ['Prayed', 'Time outdoors'] },
      }),
      201,
      moodEntrySchema,
    );
    expect(withActivities.activities).toEqual(['Prayed', 'Time outdoors']);
    const plain = expectJson(
      await call('POST', '/api/mood-entries', { cookie, body: { mood: 'okay' } }),
      201,
      moodEntrySchema,
    );
    expect(plain.activities).toBeNull();

    const listed = expectJson(await call('GET', '/api/mood-entries', { cookie }), 200, entries);
    expect(listed.map((entry) => entry.activities ?? null).sort()).toEqual([
      ['Prayed', 'Time outdoors'],
      null,
    ]);
    const pulled = expectJson(
      await call('GET', `/api/sync/pull?protocolVersion=${SYNC_PROTOCOL_VERSION}`, { cookie }),
      200,
      pullResponseSchema,
    );
    const pulledActivities = pulled.changes.flatMap((change) =>
      change.op === 'put' && change.table === 'moodEntries' ? [change.row.activities] : [],
    );
    expect(pulledActivities.sort()).toEqual([['Prayed', 'Time outdoors'], null]);
  });

  it('refuses a blank, repeated or overlong activity, and too many', async () => {
    const { cookie } = await signUp(server);
    const post = (activities: unknown) =>
      call('POST', '/api/mood-entries', { cookie, body: { mood: 'good', activities } });
    expectError(await post(['  ']), 400, 'An activity needs a name', 'activities.0');
    expectError(await post(['Prayed', 'Prayed']), 400, 'An activity is listed twice', 'activities');
    expectError(
      await post(['x'.repeat(41)]),
      400,
      'An activity is at most 40 characters',
      'activities.0',
    );
    expectError(
      await post(Array.from({ length: 21 }, (_, i) => `a${i}`)),
      400,
      'At most 20 activities',
      'activities',
    );
  });
});
