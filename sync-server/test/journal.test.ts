import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { journalEntrySchema, uuidv7 } from '@selah/shared';
import { createTestServer, expectError, expectJson, signUp } from './helpers';

const server = await createTestServer();
const { call, rows, clock } = server;
const entries = z.array(journalEntrySchema);

describe('journal entries', () => {
  it("writes for the session's member, ignoring the placeholder userId the spec's client sends", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const entry = expectJson(
      await call('POST', '/api/journal-entries', {
        cookie: a.cookie,
        body: {
          title: 'Thankful',
          content: 'For friends',
          category: 'gratitude',
          userId: b.user.id,
        },
      }),
      201,
      journalEntrySchema,
    );
    expect(entry).toMatchObject({
      userId: a.user.id,
      title: 'Thankful',
      content: 'For friends',
      category: 'gratitude',
    });
    expect(await rows('select user_id from journal_entries where id = ?', entry.id)).toEqual([
      { user_id: a.user.id },
    ]);
  });

  it('defaults the category to reflection', async () => {
    const { cookie } = await signUp(server);
    const entry = expectJson(
      await call('POST', '/api/journal-entries', {
        cookie,
        body: { title: 'Today', content: 'Quiet' },
      }),
      201,
      journalEntrySchema,
    );
    expect(entry.category).toBe('reflection');
  });

  it('requires title and content, and a listed category', async () => {
    const { cookie } = await signUp(server);
    expectError(
      await call('POST', '/api/journal-entries', { cookie, body: { content: 'x' } }),
      400,
      'Title is required',
      'title',
    );
    expectError(
      await call('POST', '/api/journal-entries', { cookie, body: { title: 'x', content: '  ' } }),
      400,
      'Content is required',
      'content',
    );
    expectError(
      await call('POST', '/api/journal-entries', {
        cookie,
        body: { title: 'x', content: 'y', category: 'Dreams' },
      }),
      400,
      'Choose a listed category',
      'category',
    );
    expect(await rows('select count(*) as n from journal_entries where title = ?', 'x')).toEqual([
      { n: 0 },
    ]);
  });

  it('lists newest first and honours ?limit=', async () => {
    const { cookie } = await signUp(server);
    for (const title of ['one', 'two', 'three']) {
      await call('POST', '/api/journal-entries', { cookie, body: { title, content: title } });
      clock.advance(1000);
    }
    const all = expectJson(await call('GET', '/api/journal-entries', { cookie }), 200, entries);
    expect(all.map((entry) => entry.title)).toEqual(['three', 'two', 'one']);
    const two = expectJson(
      await call('GET', '/api/journal-entries?limit=2', { cookie }),
      200,
      entries,
    );
    expect(two.map((entry) => entry.title)).toEqual(['three', 'two']);
    for (const bad of ['0', 'abc', '501']) {
      expect((await call('GET', `/api/journal-entries?limit=${bad}`, { cookie })).status).toBe(400);
    }
    const badLimit = await call('GET', '/api/journal-entries?limit=0', { cookie });
    expect(badLimit.body).toMatchObject({ field: 'limit' });
  });

  it('edits and deletes an entry', async () => {
    const { user, cookie } = await signUp(server);
    const entry = expectJson(
      await call('POST', '/api/journal-entries', {
        cookie,
        body: { title: 'Draft', content: 'Words' },
      }),
      201,
      journalEntrySchema,
    );
    const edited = expectJson(
      await call('PATCH', `/api/journal-entries/${entry.id}`, {
        cookie,
        body: { title: 'Final', category: 'dreams' },
      }),
      200,
      journalEntrySchema,
    );
    expect(edited).toMatchObject({ title: 'Final', content: 'Words', category: 'dreams' });
    expectError(
      await call('PATCH', `/api/journal-entries/${entry.id}`, { cookie, body: { title: '' } }),
      400,
      'Title is required',
      'title',
    );
    expect((await call('DELETE', `/api/journal-entries/${entry.id}`, { cookie })).status).toBe(200);
    expect(await rows('select * from journal_entries where id = ?', entry.id)).toEqual([]);
    expect(
      await rows('select table_name, user_id from tombstones where row_id = ?', entry.id),
    ).toEqual([{ table_name: 'journalEntries', user_id: user.id }]);
  });

  it('keeps an offline id; a retry returns the stored entry', async () => {
    const { cookie } = await signUp(server);
    const body = {
      id: uuidv7(),
      title: 'Offline',
      content: 'Written on a train',
      createdAt: '2026-03-01T08:00:00.000Z',
    };
    const first = expectJson(
      await call('POST', '/api/journal-entries', { cookie, body }),
      201,
      journalEntrySchema,
    );
    expect(first.createdAt).toBe(body.createdAt);
    expect(
      expectJson(
        await call('POST', '/api/journal-entries', { cookie, body }),
        200,
        journalEntrySchema,
      ),
    ).toEqual(first);
  });

  it('answers 401 to anonymous journal calls', async () => {
    const id = uuidv7();
    for (const [method, path] of [
      ['GET', '/api/journal-entries'],
      ['POST', '/api/journal-entries'],
      ['PATCH', `/api/journal-entries/${id}`],
      ['DELETE', `/api/journal-entries/${id}`],
    ] as const) {
      expectError(
        await call(method, path, { body: { title: 't', content: 'c' } }),
        401,
        'Please sign in',
      );
    }
  });
});
