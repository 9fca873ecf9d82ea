import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dailyMotivationSchema,
  goalSchema,
  journalEntrySchema,
  moodEntrySchema,
  privateSessionSchema,
} from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp, type Member } from './helpers';

/** Member B can neither see nor change anything personal that belongs to member A. */
const server = await createTestServer();
const { call, rows } = server;

let a: Member;
let b: Member;
const ids = { goal: '', journal: '', mood: '', session: '', motivation: '' };

beforeAll(async () => {
  a = await signUp(server);
  b = await signUp(server);
  const cookie = a.cookie;
  ids.goal = expectJson(
    await call('POST', '/api/goals', { cookie, body: { title: 'A goal', targetValue: 3 } }),
    201,
    goalSchema,
  ).id;
  ids.journal = expectJson(
    await call('POST', '/api/journal-entries', {
      cookie,
      body: { title: 'A diary', content: 'Private' },
    }),
    201,
    journalEntrySchema,
  ).id;
  ids.mood = expectJson(
    await call('POST', '/api/mood-entries', { cookie, body: { mood: 'down', notes: 'Private' } }),
    201,
    moodEntrySchema,
  ).id;
  ids.session = expectJson(
    await call('POST', '/api/private-sessions', {
      cookie,
      body: { title: 'Therapy', sessionType: 'therapy' },
    }),
    201,
    privateSessionSchema,
  ).id;
  ids.motivation = expectJson(
    await call('POST', '/api/daily-motivation/generate', { cookie }),
    201,
    dailyMotivationSchema,
  ).id;
});

/** A's rows as stored: compared before and after B's attempts. */
async function snapshotOfA() {
  return {
    goals: await rows('select * from goals where user_id = ?', a.user.id),
    journal: await rows('select * from journal_entries where user_id = ?', a.user.id),
    mood: await rows('select * from mood_entries where user_id = ?', a.user.id),
    sessions: await rows('select * from private_sessions where user_id = ?', a.user.id),
    motivations: await rows('select * from daily_motivation where user_id = ?', a.user.id),
  };
}

describe("another member's personal rows", () => {
  it('never appear in their lists', async () => {
    for (const path of [
      '/api/goals',
      '/api/goals/active',
      '/api/journal-entries',
      '/api/mood-entries',
      '/api/private-sessions',
      '/api/daily-motivation',
      '/api/daily-motivation/unread',
      '/api/meditation-sessions',
    ]) {
      expect(
        expectJson(await call('GET', path, { cookie: b.cookie }), 200, z.array(z.unknown())),
      ).toEqual([]);
    }
    // A sees their own.
    expect(
      expectJson(await call('GET', '/api/goals', { cookie: a.cookie }), 200, z.array(goalSchema)),
    ).toHaveLength(1);
  });

  it('cannot be changed or deleted: every attempt is 404 and nothing changes', async () => {
    const before = await snapshotOfA();
    const cookie = b.cookie;
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/goals/${ids.goal}/progress`, { currentValue: 3 }],
      ['PATCH', `/api/goals/${ids.goal}`, { title: 'Hijacked' }],
      ['DELETE', `/api/goals/${ids.goal}`],
      ['PATCH', `/api/journal-entries/${ids.journal}`, { content: 'Hijacked' }],
      ['DELETE', `/api/journal-entries/${ids.journal}`],
      ['DELETE', `/api/mood-entries/${ids.mood}`],
      ['PATCH', `/api/private-sessions/${ids.session}`, { completedAt: new Date().toISOString() }],
      ['DELETE', `/api/private-sessions/${ids.session}`],
      ['PATCH', `/api/daily-motivation/${ids.motivation}/read`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, { cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshotOfA()).toEqual(before);
    expect(await rows('select * from tombstones')).toEqual([]);
  });

  it("cannot be overwritten by creating with the other member's id (409)", async () => {
    const before = await snapshotOfA();
    const cookie = b.cookie;
    const creates: [string, unknown][] = [
      ['/api/goals', { id: ids.goal, title: 'Mine now', targetValue: 1 }],
      ['/api/journal-entries', { id: ids.journal, title: 'Mine', content: 'now' }],
      ['/api/mood-entries', { id: ids.mood, mood: 'amazing' }],
      ['/api/private-sessions', { id: ids.session, title: 'Mine', sessionType: 'support' }],
      ['/api/daily-motivation/generate', { id: ids.motivation }],
    ];
    for (const [path, body] of creates) {
      expectError(
        await call('POST', path, { cookie, body }),
        409,
        'That id is already in use',
        'id',
      );
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
