import { describe, expect, it } from 'vitest';
import { goalSchema, moodEntrySchema, uuidv7 } from '@selah/shared';
import {
  IDEMPOTENCY_KEY_LENGTH_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '../src/http/idempotency';
import {
  createTestServer,
  expectError,
  expectJson,
  signUp,
  type CallOptions,
  type TestResponse,
} from './helpers';

const server = await createTestServer();
const { call, rows } = server;
const admin = await signUp(server, { name: 'Ada Admin' });
const member = await signUp(server, { name: 'Mo' });

const withKey = (key: string, init: CallOptions = {}): CallOptions => ({
  ...init,
  headers: { ...init.headers, 'Idempotency-Key': key },
});

/** Every space's counter together: a version taken anywhere moves it. */
const counter = async () =>
  Number(
    (
      await rows<{ value: number }>('select coalesce(sum(value), 0) as value from space_versions')
    )[0]!.value,
  );
const count = async (table: string, userId: string) =>
  (await rows<{ n: number }>(`select count(*) as n from ${table} where user_id = ?`, userId))[0]!.n;

/** Sends the request twice with one key; the second answer must be the first, unchanged. */
async function twice(method: string, path: string, init: CallOptions) {
  const key = uuidv7();
  const first = await call(method, path, withKey(key, init));
  const version = await counter();
  const second = await call(method, path, withKey(key, init));
  expect(second.status, `${method} ${path}`).toBe(first.status);
  expect(second.text, `${method} ${path}`).toBe(first.text);
  expect(second.headers.get('Idempotent-Replayed')).toBe('true');
  expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  expect(await counter(), `${method} ${path} changed something on replay`).toBe(version);
  return first;
}

const idOf = (response: TestResponse) => (response.body as { id: string }).id;

describe('Idempotency-Key on REST mutations', () => {
  it('replays POST /api/mood-entries: the same response, one row', async () => {
    const key = uuidv7();
    const before = await count('mood_entries', member.user.id);
    const body = { mood: 'good', notes: 'Thankful' };
    const first = await call(
      'POST',
      '/api/mood-entries',
      withKey(key, { cookie: member.cookie, body }),
    );
    const entry = expectJson(first, 201, moodEntrySchema);
    const again = await call(
      'POST',
      '/api/mood-entries',
      withKey(key, { cookie: member.cookie, body }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(entry);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await count('mood_entries', member.user.id)).toBe(before + 1);
  });

  it('replays PATCH /api/goals/:id/progress without applying it again', async () => {
    const goal = expectJson(
      await call('POST', '/api/goals', {
        cookie: member.cookie,
        body: { title: 'Run', targetValue: 5 },
      }),
      201,
      goalSchema,
    );
    const path = `/api/goals/${goal.id}/progress`;
    const key = uuidv7();
    const first = await call(
      'PATCH',
      path,
      withKey(key, { cookie: member.cookie, body: { currentValue: 1 } }),
    );
    expect(expectJson(first, 200, goalSchema).currentValue).toBe(1);
    const version = (
      await rows<{ version: number }>('select version from goals where id = ?', goal.id)
    )[0]!.version;
    // Another device moves on meanwhile; the late retry must not pull progress back.
    await call('PATCH', path, { cookie: member.cookie, body: { currentValue: 2 } });
    const retry = await call(
      'PATCH',
      path,
      withKey(key, { cookie: member.cookie, body: { currentValue: 1 } }),
    );
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    const [stored] = await rows<{ current_value: number; version: number }>(
      'select current_value, version from goals where id = ?',
      goal.id,
    );
    expect(stored!.current_value).toBe(2);
    expect(stored!.version).toBeGreaterThan(version); // from the other device, not the retry
    const versionAfterRetry = stored!.version;
    await call('PATCH', path, withKey(key, { cookie: member.cookie, body: { currentValue: 1 } }));
    expect(await rows('select version from goals where id = ?', goal.id)).toEqual([
      { version: versionAfterRetry },
    ]);
  });

  it('gives every mutation route the same answer on replay and changes nothing', async () => {
    const cookie = member.cookie;
    const goal = await twice('POST', '/api/goals', {
      cookie,
      body: { title: 'Read', targetValue: 3 },
    });
    expect(goal.status).toBe(201);
    await twice('PATCH', `/api/goals/${idOf(goal)}`, { cookie, body: { title: 'Read more' } });
    await twice('PATCH', `/api/goals/${idOf(goal)}/progress`, {
      cookie,
      body: { currentValue: 3 },
    });
    await twice('DELETE', `/api/goals/${idOf(goal)}`, { cookie });

    const mood = await twice('POST', '/api/mood-entries', { cookie, body: { mood: 'okay' } });
    await twice('DELETE', `/api/mood-entries/${idOf(mood)}`, { cookie });

    const entry = await twice('POST', '/api/journal-entries', {
      cookie,
      body: { title: 'T', content: 'C', category: 'gratitude' },
    });
    await twice('PATCH', `/api/journal-entries/${idOf(entry)}`, { cookie, body: { content: 'D' } });
    await twice('DELETE', `/api/journal-entries/${idOf(entry)}`, { cookie });

    const post = await twice('POST', '/api/community-posts', { cookie, body: { content: 'Hi' } });
    const like = await twice('POST', `/api/community-posts/${idOf(post)}/like`, { cookie });
    expect(like.body).toMatchObject({ likes: 1, likedByMe: true });

    await twice('POST', '/api/meditation-sessions', {
      cookie,
      body: { duration: 5, sessionType: 'prayer' },
    });

    const session = await twice('POST', '/api/private-sessions', {
      cookie,
      body: { title: 'S', sessionType: 'support' },
    });
    await twice('PATCH', `/api/private-sessions/${idOf(session)}`, {
      cookie,
      body: { completedAt: new Date(server.clock.now()).toISOString() },
    });
    await twice('DELETE', `/api/private-sessions/${idOf(session)}`, { cookie });

    const motivation = await twice('POST', '/api/daily-motivation/generate', { cookie });
    await twice('PATCH', `/api/daily-motivation/${idOf(motivation)}/read`, { cookie });

    const content = await twice('POST', '/api/inspirational-content', {
      cookie: admin.cookie,
      body: { title: 'Be still', content: 'Psalm 46:10' },
    });
    expect(content.status).toBe(201);
    // A create of a row that already exists answers 200 with the stored row; that is what replays.
    const goalId = uuidv7();
    const created = { cookie, body: { id: goalId, title: 'X', targetValue: 1 } };
    expect((await call('POST', '/api/goals', created)).status).toBe(201);
    expect((await twice('POST', '/api/goals', created)).status).toBe(200);
  });

  it('refuses a key reused for a different request', async () => {
    const key = uuidv7();
    const cookie = member.cookie;
    expect(
      (await call('POST', '/api/mood-entries', withKey(key, { cookie, body: { mood: 'good' } })))
        .status,
    ).toBe(201);
    const before = await count('mood_entries', member.user.id);
    expectError(
      await call('POST', '/api/mood-entries', withKey(key, { cookie, body: { mood: 'down' } })),
      422,
      IDEMPOTENCY_KEY_REUSED_MESSAGE,
      'Idempotency-Key',
    );
    expectError(
      await call('POST', '/api/journal-entries', withKey(key, { cookie, body: { mood: 'good' } })),
      422,
      IDEMPOTENCY_KEY_REUSED_MESSAGE,
    );
    expect(await count('mood_entries', member.user.id)).toBe(before);
  });

  it('keeps keys per member, checks their length and ignores them on session routes', async () => {
    const key = uuidv7();
    const a = await call(
      'POST',
      '/api/mood-entries',
      withKey(key, { cookie: admin.cookie, body: { mood: 'good' } }),
    );
    const b = await call(
      'POST',
      '/api/mood-entries',
      withKey(key, { cookie: member.cookie, body: { mood: 'good' } }),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(idOf(a)).not.toBe(idOf(b));

    for (const bad of ['', 'k'.repeat(201)]) {
      expectError(
        await call(
          'POST',
          '/api/mood-entries',
          withKey(bad, { cookie: member.cookie, body: { mood: 'good' } }),
        ),
        400,
        IDEMPOTENCY_KEY_LENGTH_MESSAGE,
        'Idempotency-Key',
      );
    }
    expect(
      (
        await call(
          'POST',
          '/api/mood-entries',
          withKey('k'.repeat(200), { cookie: member.cookie, body: { mood: 'good' } }),
        )
      ).status,
    ).toBe(201);

    const records = () => rows('select count(*) as n from processed_mutations');
    const before = await records();
    expectError(
      await call('POST', '/api/mood-entries', withKey(uuidv7(), { body: { mood: 'good' } })),
      401,
      'Please sign in',
    );
    const login = await call(
      'POST',
      '/api/login',
      withKey(uuidv7(), { body: { email: member.user.email, password: member.password } }),
    );
    expect(login.status).toBe(200);
    expect(await records()).toEqual(before);
  });

  it('does not record a request that failed, so its retry runs again', async () => {
    const key = uuidv7();
    const goal = uuidv7();
    const path = `/api/goals/${goal}/progress`;
    expectError(
      await call('PATCH', path, withKey(key, { cookie: member.cookie, body: { currentValue: 1 } })),
      404,
      'Goal not found',
    );
    await call('POST', '/api/goals', {
      cookie: member.cookie,
      body: { id: goal, title: 'Late', targetValue: 2 },
    });
    const retried = await call(
      'PATCH',
      path,
      withKey(key, { cookie: member.cookie, body: { currentValue: 1 } }),
    );
    expect(expectJson(retried, 200, goalSchema).currentValue).toBe(1);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('applies two identical requests sent at once only once', async () => {
    const key = uuidv7();
    const before = await count('mood_entries', member.user.id);
    const init = withKey(key, { cookie: member.cookie, body: { mood: 'amazing' } });
    const [one, two] = await Promise.all([
      call('POST', '/api/mood-entries', init),
      call('POST', '/api/mood-entries', init),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.text).toBe(one.text);
    expect(await count('mood_entries', member.user.id)).toBe(before + 1);
  });
});
