import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { createTestServer, expectError, HOUR, signUp } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const mutation = mutationFactory();
const mood = (when: Date) =>
  mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(when) });

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
