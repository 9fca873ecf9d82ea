import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import {
  createTestServer,
  expectError,
  HOUR,
  START,
  signUp,
  type Member,
  type TestServer,
} from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const mutation = mutationFactory();
const mood = (when: Date) =>
  mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(when) });
const progress = (id: string, delta: number) => mutation('goal.progress', { id, delta });

const CHANGES_MESSAGE =
  'You have made a great many changes in the last hour. Please try again in 15 minutes.';

/** A member with one goal of their own, made over REST (a create: it costs no change). */
async function memberWithGoal(server: TestServer): Promise<{ member: Member; goalId: string }> {
  const member = await signUp(server);
  const created = await server.call('POST', '/api/goals', {
    cookie: member.cookie,
    body: { title: 'Walk', targetValue: 100 },
  });
  expect(created.status, created.text).toBe(201);
  return { member, goalId: (created.body as { id: string }).id };
}

async function currentValue(server: TestServer, goalId: string): Promise<unknown> {
  const [row] = await server.rows<{ current_value: number }>(
    'select current_value from goals where id = ?',
    goalId,
  );
  return row?.current_value;
}

describe('write quotas', () => {
  it('let a phone back from a week offline drain 1,000 queued changes at once', async () => {
    const server = await createTestServer();
    const { pushOk } = syncClient(server);
    const member = await signUp(server);
    const start = server.clock.now().getTime() - 7 * 24 * HOUR;
    const queued = Array.from({ length: 1000 }, (_, index) => {
      const when = new Date(start + index * 600_000);
      return index % 10 === 9
        ? mutation('journal.create', {
            id: uuidv7(),
            title: `Day ${index}`,
            content: 'Grateful',
            category: 'gratitude',
            createdAt: at(when),
          })
        : mood(when);
    });
    for (let batch = 0; batch < 10; batch += 1) {
      const results = await pushOk(member.cookie, queued.slice(batch * 100, batch * 100 + 100));
      expect(results.every((result) => result.status === 'applied')).toBe(true);
    }
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', member.user.id),
    ).toEqual([{ n: 900 }]);
  }, 30_000); // a thousand savepoints, a few round trips each on PostgreSQL: seconds

  it('refuse a whole batch beyond the hour quota with 429 and Retry-After, applying none of it', async () => {
    const server = await createTestServer({ writeQuotas: { entries: { max: 5, windowMs: HOUR } } });
    const { push, pushOk } = syncClient(server);
    const member = await signUp(server);
    const other = await signUp(server);
    server.clock.set(new Date('2026-03-04T12:45:00.000Z'));
    const first = [mood(server.clock.now()), mood(server.clock.now()), mood(server.clock.now())];
    expect((await pushOk(member.cookie, first)).map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    // A replay of what was applied costs nothing.
    expect((await push(member.cookie, first)).status).toBe(200);
    const second = [mood(server.clock.now()), mood(server.clock.now()), mood(server.clock.now())];
    const refused = await push(member.cookie, second);
    expectError(
      refused,
      429,
      'You have added a great many entries in the last hour. Please try again in 15 minutes.',
    );
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(
      await server.rows('select count(*) as n from mood_entries where user_id = ?', member.user.id),
    ).toEqual([{ n: 3 }]);
    // Another member is not affected.
    expect((await push(other.cookie, [mood(server.clock.now())])).status).toBe(200);
    // The same batch, sent again once the hour has turned, is applied in full.
    server.clock.advance(15 * 60 * 1000);
    expect(
      (await pushOk(member.cookie, second)).every((result) => result.status === 'applied'),
    ).toBe(true);
  });

  it('refuse a batch in the transaction that would apply it: no row, record or count of it stays', async () => {
    const server = await createTestServer({
      writeQuotas: { posts: { max: 2, windowMs: HOUR }, entries: { max: 100, windowMs: HOUR } },
    });
    const { push, pushOk } = syncClient(server);
    const member = await signUp(server);
    const now = () => server.clock.now();
    const post = () =>
      mutation('post.create', { id: uuidv7(), content: 'Grateful today', createdAt: at(now()) });
    const counted = () =>
      server.rows<{ kind: string; count: number }>(
        'select kind, count from usage_counters where user_id = ? order by kind',
        member.user.id,
      );
    const stored = async () => ({
      moods: await server.rows(
        'select count(*) as n from mood_entries where user_id = ?',
        member.user.id,
      ),
      posts: await server.rows(
        'select count(*) as n from community_posts where user_id = ?',
        member.user.id,
      ),
      records: await server.rows(
        'select count(*) as n from processed_mutations where user_id = ?',
        member.user.id,
      ),
    });
    // A batch with a post goes one mutation at a time, one of the member's own rows set-based:
    // both are refused whole.
    const mixed = [mood(now()), post(), post(), post()];
    expect((await push(member.cookie, mixed)).status).toBe(429);
    expect(
      (
        await pushOk(
          member.cookie,
          Array.from({ length: 99 }, () => mood(now())),
        )
      ).length,
    ).toBe(99);
    expect((await push(member.cookie, [mood(now()), mood(now())])).status).toBe(429);
    expect(await counted()).toEqual([{ kind: 'entries', count: 99 }]);
    expect(await stored()).toEqual({ moods: [{ n: 99 }], posts: [{ n: 0 }], records: [{ n: 99 }] });
    // Within the quotas a batch with posts is applied, and counted, once.
    const results = await pushOk(member.cookie, mixed.slice(0, 3));
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await counted()).toEqual([
      { kind: 'entries', count: 100 },
      { kind: 'posts', count: 2 },
    ]);
    expect(await stored()).toEqual({
      moods: [{ n: 100 }],
      posts: [{ n: 2 }],
      records: [{ n: 102 }],
    });
  });

  it('count REST creates too, posts against their own smaller quota', async () => {
    const server = await createTestServer({ writeQuotas: { posts: { max: 2, windowMs: HOUR } } });
    const member = await signUp(server);
    for (const content of ['One', 'Two']) {
      expect(
        (
          await server.call('POST', '/api/community-posts', {
            cookie: member.cookie,
            body: { content },
          })
        ).status,
      ).toBe(201);
    }
    const refused = await server.call('POST', '/api/community-posts', {
      cookie: member.cookie,
      body: { content: 'Three' },
    });
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(
      /^You have shared a lot of posts in the last hour\. Please wait \d+ minutes? before sharing more\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Personal entries have their own quota.
    expect(
      (
        await server.call('POST', '/api/mood-entries', {
          cookie: member.cookie,
          body: { mood: 'good' },
        })
      ).status,
    ).toBe(201);
    expect(await server.rows('select count(*) as n from community_posts')).toEqual([{ n: 2 }]);
  });
});

describe('the changes quota', () => {
  const LIMITED = { writeQuotas: { changes: { max: 3, windowMs: HOUR } } };

  it('refuses pushed changes beyond it with 429 and Retry-After, until the hour turns', async () => {
    const server = await createTestServer(LIMITED);
    const { push, pushOk } = syncClient(server);
    const { member, goalId } = await memberWithGoal(server);
    server.clock.set(new Date('2026-03-04T12:45:00.000Z'));
    const first = [progress(goalId, 1), progress(goalId, 1)];
    expect((await pushOk(member.cookie, first)).map((result) => result.status)).toEqual([
      'applied',
      'applied',
    ]);
    // A replay of what was processed costs nothing: one change is still free after it.
    expect((await push(member.cookie, first)).status).toBe(200);
    const second = [progress(goalId, 1), progress(goalId, 1)];
    const refused = await push(member.cookie, second);
    expectError(refused, 429, CHANGES_MESSAGE);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await currentValue(server, goalId)).toBe(2);
    // Within the quota, one more still fits; then the window is full.
    expect((await pushOk(member.cookie, [second[0]!]))[0]!.status).toBe('applied');
    expect((await push(member.cookie, [second[1]!])).status).toBe(429);
    // Creates keep their own quota.
    expect((await pushOk(member.cookie, [mood(server.clock.now())]))[0]!.status).toBe('applied');
    server.clock.advance(15 * 60 * 1000);
    expect((await pushOk(member.cookie, [second[1]!]))[0]!.status).toBe('applied');
    expect(await currentValue(server, goalId)).toBe(4);
  });

  it('counts deletes, and rejected mutations of every kind', async () => {
    const server = await createTestServer(LIMITED);
    const { push, pushOk } = syncClient(server);
    const { member } = await memberWithGoal(server);
    server.clock.set(new Date('2026-03-04T12:45:00.000Z'));
    const made = mood(server.clock.now());
    await pushOk(member.cookie, [made]);
    const results = await pushOk(member.cookie, [
      mutation('mood.delete', { id: (made.args as { id: string }).id }),
      // A row that is not there, and a name this server does not know: rejected, and counted.
      mutation('journal.update', { id: uuidv7(), changes: { title: 'Nothing' } }),
      { ...mutation('mood.delete', { id: uuidv7() }), name: 'mood.explode' },
    ]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'rejected', 'rejected']);
    expectError(await push(member.cookie, [progress(uuidv7(), 1)]), 429, CHANGES_MESSAGE);
  });

  it('counts a rejected create against the creates, not the changes', async () => {
    const server = await createTestServer({ writeQuotas: { entries: { max: 1, windowMs: HOUR } } });
    const { push, pushOk } = syncClient(server);
    const member = await signUp(server);
    const rejected = await pushOk(member.cookie, [
      mutation('mood.create', { id: uuidv7(), mood: 'fine?' as 'good', date: at(new Date()) }),
    ]);
    expect(rejected[0]!.status).toBe('rejected');
    expect((await push(member.cookie, [mood(server.clock.now())])).status).toBe(429);
    expect((await pushOk(member.cookie, [progress(uuidv7(), 1)]))[0]!.status).toBe('rejected');
  });

  it('counts REST changes and deletes with the same check, and answers 429 with its message', async () => {
    const server = await createTestServer(LIMITED);
    const { member, goalId } = await memberWithGoal(server);
    server.clock.set(new Date('2026-03-04T12:45:00.000Z'));
    const patch = () =>
      server.call('PATCH', `/api/goals/${goalId}/progress`, {
        cookie: member.cookie,
        body: { currentValue: 5 },
      });
    expect((await patch()).status).toBe(200);
    // A delete of a row that is not there is a 404, and it counts.
    expect(
      (await server.call('DELETE', `/api/goals/${uuidv7()}`, { cookie: member.cookie })).status,
    ).toBe(404);
    // So does a change of the member's profile.
    expect(
      (await server.call('PATCH', '/api/me', { cookie: member.cookie, body: { name: 'New' } }))
        .status,
    ).toBe(200);
    const refused = await server.call('DELETE', `/api/goals/${goalId}`, { cookie: member.cookie });
    expectError(refused, 429, CHANGES_MESSAGE);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await currentValue(server, goalId)).toBe(5);
    // Pushed changes share the same window.
    const { push } = syncClient(server);
    expect((await push(member.cookie, [progress(goalId, 1)])).status).toBe(429);
    // A REST create is not a change.
    expect(
      (
        await server.call('POST', '/api/mood-entries', {
          cookie: member.cookie,
          body: { mood: 'good' },
        })
      ).status,
    ).toBe(201);
    server.clock.advance(15 * 60 * 1000);
    expect((await patch()).status).toBe(200);
  });

  it('does not count a REST replay under an Idempotency-Key again', async () => {
    const server = await createTestServer({ writeQuotas: { changes: { max: 1, windowMs: HOUR } } });
    const { member, goalId } = await memberWithGoal(server);
    const patch = (key: string) =>
      server.call('PATCH', `/api/goals/${goalId}/progress`, {
        cookie: member.cookie,
        body: { currentValue: 7 },
        headers: { 'Idempotency-Key': key },
      });
    expect((await patch('first')).status).toBe(200);
    const replay = await patch('first');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await patch('second')).status).toBe(429);
  });
});

describe('processed-mutation records', () => {
  it('keep only the outcome, and a replay answers exactly what the first push did', async () => {
    const server = await createTestServer();
    const { pushOk } = syncClient(server);
    const { member, goalId } = await memberWithGoal(server);
    const batch = [
      progress(goalId, 1),
      mutation('journal.update', { id: uuidv7(), changes: { title: 'Nothing' } }),
      mutation('goal.update', { id: goalId, changes: { title: '' } }),
    ];
    const first = await pushOk(member.cookie, batch);
    expect(first.map((result) => result.status)).toEqual(['applied', 'rejected', 'rejected']);
    expect(await pushOk(member.cookie, batch)).toEqual(first);
    const stored = await server.rows<{
      mutation_id: string;
      code: number | null;
      result: string | null;
    }>(
      'select mutation_id, code, result from processed_mutations where user_id = ?',
      member.user.id,
    );
    const codes = new Map(stored.map((row) => [row.mutation_id, row.code]));
    expect(batch.map((sent) => codes.get(sent.mutationId))).toEqual([null, 404, 400]);
    expect(stored.every((row) => row.result === null)).toBe(true);
  });
});

describe('quota state', () => {
  it('keeps only the windows that still count', async () => {
    const server = await createTestServer();
    const { pushOk } = syncClient(server);
    const member = await signUp(server);
    await pushOk(member.cookie, [mood(server.clock.now())]);
    expect(await server.rows('select * from usage_counters')).toHaveLength(1);
    server.clock.advance(2 * HOUR);
    await pushOk(member.cookie, [mood(server.clock.now())]);
    expect(await server.rows<{ count: number }>('select count from usage_counters')).toEqual([
      { count: 1 },
    ]);
  });
});

/**
 * Every REST create of a table a member owns rows in, with a body it accepts: each is metered by the
 * same check as a pushed create (a route left out of the quota once went unnoticed).
 */
const REST_CREATES: [path: string, body: () => Record<string, unknown>][] = [
  ['/api/mood-entries', () => ({ mood: 'good' })],
  ['/api/goals', () => ({ title: 'Walk', targetValue: 10 })],
  ['/api/journal-entries', () => ({ title: 'Evening', content: 'Thankful' })],
  ['/api/meditation-sessions', () => ({ duration: 10, sessionType: 'Body Scan' })],
  ['/api/private-sessions', () => ({ title: 'Pastor', sessionType: 'spiritual' })],
  ['/api/daily-motivation/generate', () => ({})],
  ['/api/community-posts', () => ({ content: 'Grateful today' })],
  ['/api/feed-filters', () => ({ kind: 'author', targetId: uuidv7() })],
  ['/api/favorites', () => ({ contentId: uuidv7() })],
];

describe('every REST create of a member-owned table', () => {
  it.each(REST_CREATES)('%s is metered: five creates with a quota of 3', async (path, body) => {
    const three = { max: 3, windowMs: HOUR };
    const server = await createTestServer({ writeQuotas: { entries: three, posts: three } });
    const member = await signUp(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await server.call('POST', path, { cookie: member.cookie, body: body() });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('a pushed batch sent again', () => {
  it('is not counted again: its processed mutations replay within a full quota', async () => {
    const server = await createTestServer({ writeQuotas: { entries: { max: 3, windowMs: HOUR } } });
    const member = await signUp(server);
    const { push } = syncClient(server);
    const batch = [1, 2, 3].map(() => mood(START));
    expect((await push(member.cookie, batch)).status).toBe(200);
    // The answer was lost; the device sends the same three again, and one more is over the quota.
    expect((await push(member.cookie, batch)).status).toBe(200);
    expect((await push(member.cookie, [...batch, mood(START)])).status).toBe(429);
  });
});
