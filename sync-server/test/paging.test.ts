import { describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
  type OutboxMutation,
} from '@selah/shared';
import { PULL_PAGE_MAX_BYTES } from '../src/sync/page-bytes';
import { createTestServer, expectError, signUp } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer({ seed: true });
const { call, clock } = server;
const { pushOk } = syncClient(server);
const mutation = mutationFactory();
const admin = await signUp(server);

/** `count` rows of each kind for a new member, pushed in batches of 100, a second apart. */
async function memberWith(count: number, make: (index: number, when: string) => OutboxMutation) {
  const member = await signUp(server);
  const base = clock.now().getTime() - count * 1000;
  for (let start = 0; start < count; start += 100) {
    const batch = [];
    for (let index = start; index < Math.min(count, start + 100); index += 1) {
      batch.push(make(index, at(new Date(base + index * 1000))));
    }
    const results = await pushOk(member.cookie, batch);
    expect(results.every((result) => result.status === 'applied')).toBe(true);
  }
  return member;
}

/** Follows X-Next-Cursor to the end; every page is within `limit`. */
async function readAll(path: string, cookie: string | undefined, limit?: number) {
  const pages: unknown[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const response = await call('GET', `${path}?${query}`, cookie ? { cookie } : {});
    expect(response.status, response.text).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const items = response.body as unknown[];
    expect(items.length).toBeLessThanOrEqual(limit ?? PAGE_SIZE_DEFAULT);
    pages.push(items);
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 50);
  return pages;
}

describe('list routes', () => {
  it('answer at most 100 items by default, a plain list, with the next cursor in a header', async () => {
    const member = await memberWith(250, (index, when) =>
      mutation('mood.create', { id: uuidv7(), mood: 'good', notes: `n${index}`, date: when }),
    );
    const pages = await readAll('/api/mood-entries', member.cookie);
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    const notes = pages.flat().map((entry) => (entry as { notes: string }).notes);
    // Newest first, every entry exactly once.
    expect(notes).toEqual(Array.from({ length: 250 }, (_, index) => `n${249 - index}`));
  });

  it('take ?limit up to 500 and refuse more, and refuse a cursor they did not make', async () => {
    const member = await signUp(server);
    expect((await call('GET', `/api/mood-entries?limit=${PAGE_SIZE_MAX}`, member)).status).toBe(
      200,
    );
    expectError(
      await call('GET', `/api/mood-entries?limit=${PAGE_SIZE_MAX + 1}`, member),
      400,
      'limit must be at most 500',
      'limit',
    );
    expectError(
      await call('GET', '/api/goals?limit=0', member),
      400,
      'limit must be at least 1',
      'limit',
    );
    expectError(
      await call('GET', '/api/goals?cursor=bogus', member),
      400,
      'Invalid cursor',
      'cursor',
    );
  });

  it('page every personal list, whatever one member stored', async () => {
    const member = await signUp(server);
    // Six rounds of one row of each kind, a second apart: three pages of two for every list.
    for (let round = 0; round < 6; round += 1) {
      const when = at(new Date(clock.now().getTime() - (6 - round) * 1000));
      await pushOk(member.cookie, [
        mutation('goal.create', {
          id: uuidv7(),
          title: `g${round}`,
          targetValue: 3,
          createdAt: when,
        }),
        mutation('journal.create', {
          id: uuidv7(),
          title: `j${round}`,
          content: 'x',
          category: 'gratitude',
          createdAt: when,
        }),
        mutation('meditation.create', {
          id: uuidv7(),
          duration: 5,
          sessionType: 'breathing',
          completedAt: when,
        }),
        mutation('privateSession.create', {
          id: uuidv7(),
          title: `p${round}`,
          sessionType: 'counseling',
          createdAt: when,
        }),
        mutation('motivation.create', {
          id: uuidv7(),
          message: `m${round}`,
          type: 'custom',
          createdAt: when,
        }),
        mutation('post.create', { id: uuidv7(), content: `post ${round}`, createdAt: when }),
      ]);
    }
    for (const path of [
      '/api/goals',
      '/api/goals/active',
      '/api/journal-entries',
      '/api/meditation-sessions',
      '/api/private-sessions',
      '/api/daily-motivation',
      '/api/daily-motivation/unread',
      '/api/community-posts',
    ]) {
      const pages = await readAll(path, member.cookie, 2);
      expect(pages.length, path).toBeGreaterThanOrEqual(3);
      const ids = pages.flat().map((row) => (row as { id: string }).id);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
    // The dashboard's ?limit=2 is still two entries, a plain list.
    const recent = await call('GET', '/api/journal-entries?limit=2', member);
    expect((recent.body as unknown[]).length).toBe(2);
  });

  it('page the public lists and the admin overview', async () => {
    for (const path of [
      '/api/inspirational-content',
      '/api/counseling-tips',
      '/api/meditation-audio',
    ]) {
      const pages = await readAll(path, undefined, 1);
      expect(pages.length, path).toBeGreaterThanOrEqual(2);
    }
    await signUp(server);
    const first = await call('GET', '/api/admin/users?limit=1', admin);
    expect(first.status).toBe(200);
    const body = first.body as { members: unknown[]; counts: { total: number } };
    expect(body.members).toHaveLength(1);
    expect(body.counts.total).toBeGreaterThan(1);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
  });
});

describe('pull pages', () => {
  it('stop at 1 MiB of changes as well as at the row limit, and still deliver everything once', async () => {
    const { pullAll } = syncClient(server);
    const content = 'Selah. '.repeat(2800).slice(0, 19_000);
    const member = await memberWith(120, (index, when) =>
      mutation('journal.create', {
        id: uuidv7(),
        title: `Long ${index}`,
        content,
        category: 'reflection',
        createdAt: when,
      }),
    );
    const { changes, pages } = await pullAll(member.cookie, '', 2000);
    const journal = changes.filter((change) => change.table === 'journalEntries');
    expect(journal).toHaveLength(120);
    expect(pages).toBeGreaterThanOrEqual(3);
    const query = `cursor=0&limit=2000&protocolVersion=${SYNC_PROTOCOL_VERSION}`;
    const first = await call('GET', `/api/sync/pull?${query}`, member);
    expect(first.text.length).toBeLessThanOrEqual(PULL_PAGE_MAX_BYTES + 1024);
    expect((first.body as { hasMore: boolean }).hasMore).toBe(true);
  });
});
