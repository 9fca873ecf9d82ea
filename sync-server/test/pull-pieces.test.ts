import { describe, expect, it } from 'vitest';
import {
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
  type Change,
} from '@selah/shared';
import { decodeCursor, encodeCursor, START_CURSOR, type Cursor } from '../src/sync/cursor';
import { pullChanges, pullChangesJson } from '../src/sync/pull';
import { PULL_SOURCES, pullSourcesFor, type PullScope } from '../src/sync/pull-sources';
import { createTestServer, signUp, type Member } from './helpers';
import { at, awkwardJournalEntry, mutationFactory, syncClient } from './sync-helpers';

/*
 * A pull page's statements prepared once per connection on SQLite, and its answer joined from each
 * change's JSON in pieces, with the event loop's turns between them (decision 041): the same
 * answer as before, and a write committed meanwhile is neither in the page nor lost.
 */

// Seeded content, tips and audio, and the demo community with its posts.
const server = await createTestServer({ seed: true, demo: true });
const { call, clock } = server;
const { pushOk, pullAll } = syncClient(server);
const mutation = mutationFactory();

const alice = await signUp(server, { name: 'Alice' });
const bob = await signUp(server, { name: 'Bob' });

/** A few rows of several kinds for `member`, and a post, a like and a delete. */
async function someRows(member: Member): Promise<void> {
  const when = at(clock.now());
  const post = uuidv7();
  const gone = uuidv7();
  await pushOk(member.cookie, [
    mutation('mood.create', { id: uuidv7(), mood: 'good', notes: 'n', date: when }),
    mutation('mood.create', { id: gone, mood: 'okay', date: when }),
    mutation('journal.create', awkwardJournalEntry(uuidv7(), when)),
    mutation('meditation.create', {
      id: uuidv7(),
      duration: 5,
      sessionType: 'breathing',
      completedAt: when,
    }),
    mutation('post.create', { id: post, content: 'Hello all', createdAt: when }),
    mutation('mood.delete', { id: gone }),
  ]);
  await pushOk(bob.cookie, [mutation('post.like', { id: post })]);
}
await someRows(alice);
await someRows(bob);

async function pullText(member: Member | null, token: string, limit?: number) {
  const query = new URLSearchParams({
    cursor: token,
    protocolVersion: String(SYNC_PROTOCOL_VERSION),
  });
  if (limit !== undefined) query.set('limit', String(limit));
  const response = await call(
    'GET',
    `/api/sync/pull?${query}`,
    member ? { cookie: member.cookie } : {},
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return response.text;
}

describe(`a pull page in pieces on ${server.engine}`, () => {
  it('answers JSON.stringify of the page, to the byte, page after page', async () => {
    for (const member of [alice, null]) {
      for (const limit of [3, PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX]) {
        let token = '';
        for (let pages = 0; pages < 200; pages += 1) {
          const text = await pullText(member, token, limit);
          const cursor = decodeCursor(token)!;
          const expected = await pullChanges(
            server.db,
            { memberId: member?.user.id ?? null },
            cursor,
            limit,
          );
          expect(text).toBe(JSON.stringify(expected));
          const page = JSON.parse(text) as { nextCursor: string; hasMore: boolean };
          if (!page.hasMore) break;
          token = page.nextCursor;
        }
      }
    }
  });

  it('reads through each prepared statement what its query reads', async () => {
    const scopes: PullScope[] = [
      { memberId: alice.user.id, windowStarts: {} },
      { memberId: bob.user.id, windowStarts: { communityPosts: '2026-03-01T00:00:00.000Z' } },
      { memberId: null, windowStarts: {} },
    ];
    let compared = 0;
    for (const scope of scopes) {
      for (const source of pullSourcesFor(scope)) {
        const all = await source.query(server.db, scope, 0, PULL_LIMIT_MAX + 1);
        const versions = (all as { version: number }[]).map((row) => row.version);
        for (const cursor of [0, versions[1] ?? 0]) {
          // The usual page sizes are written into the SQL, any other is bound.
          for (const take of [PULL_LIMIT_MAX + 1, PULL_LIMIT_DEFAULT + 1, 2, 1]) {
            const expected = (await source.query(server.db, scope, cursor, take)).map((row) =>
              source.toChange(row as never, scope),
            );
            // Twice: the second run reuses the statement the first one prepared.
            expect(await source.changes(server.db, scope, cursor, take)).toEqual(expected);
            expect(await source.changes(server.db, scope, cursor, take)).toEqual(expected);
            compared += expected.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(PULL_SOURCES.length).toBeGreaterThan(10);
  });

  it('keeps a write committed while a page is read and built out of it, and delivers it next', async () => {
    const carol = await signUp(server, { name: 'Carol' });
    await someRows(carol);
    const logMood = (mood: string) =>
      call('POST', '/api/mood-entries', {
        cookie: carol.cookie,
        body: { id: uuidv7(), mood, date: at(clock.now()) },
      });
    const before = await pullAll(carol.cookie);
    const sources = pullSourcesFor({ memberId: carol.user.id, windowStarts: {} }).length;
    let calls = 0;
    let during: Promise<unknown> | undefined;
    let afterRead: Promise<unknown> | undefined;
    const text = await pullChangesJson(
      server.db,
      { memberId: carol.user.id },
      START_CURSOR,
      PULL_LIMIT_MAX,
      {
        betweenSlices: async () => {
          calls += 1;
          // While the sources are read: on SQLite it waits for the read's turn, on PostgreSQL
          // it commits beside the snapshot.
          if (calls === 2) during = logMood('good');
          // While the answer is built from its pieces, after the read.
          if (calls === sources + 2) {
            await during;
            afterRead = logMood('amazing');
            expect(((await afterRead) as { status: number }).status).toBe(201);
          }
        },
      },
    );
    expect(calls).toBeGreaterThan(sources + 2);
    expect(((await during) as { status: number }).status).toBe(201);
    const page = JSON.parse(text) as { changes: Change[]; nextCursor: string; hasMore: boolean };
    // The page is the snapshot's: what the pull before it found, in the same order.
    expect(page.changes).toEqual(before.changes);
    expect(page.hasMore).toBe(false);
    // Both writes come on the next pull, once each and in the order they committed, and nothing
    // else.
    const next = await pullAll(carol.cookie, page.nextCursor);
    const moods = next.changes.filter((change) => change.table === 'moodEntries');
    expect(moods.map((change) => (change as { row?: { mood: string } }).row?.mood)).toEqual([
      'good',
      'amazing',
    ]);
    expect(next.changes).toHaveLength(2);
    expect(new Set(next.changes.map((change) => change.id)).size).toBe(2);
  });

  it('cuts a page at its byte limit the same way in pieces', async () => {
    // Big journal entries: a page of 2,000 stops at 1 MiB, and the cursor at its last change.
    const dora = await signUp(server, { name: 'Dora' });
    const long = 'x'.repeat(19_000);
    for (let batch = 0; batch < 2; batch += 1) {
      await pushOk(
        dora.cookie,
        Array.from({ length: 40 }, () =>
          mutation('journal.create', {
            id: uuidv7(),
            title: 'Long',
            content: long,
            category: 'thoughts',
            createdAt: at(clock.now()),
          }),
        ),
      );
    }
    const cursor: Cursor = { ...START_CURSOR };
    const text = await pullText(dora, encodeCursor(cursor), PULL_LIMIT_MAX);
    const page = JSON.parse(text) as { changes: Change[]; hasMore: boolean };
    expect(page.hasMore).toBe(true);
    expect(text).toBe(
      JSON.stringify(
        await pullChanges(server.db, { memberId: dora.user.id }, cursor, PULL_LIMIT_MAX),
      ),
    );
    const all = await pullAll(dora.cookie);
    const journals = all.changes.filter((change) => change.table === 'journalEntries');
    expect(new Set(journals.map((change) => change.id)).size).toBe(80);
    expect(journals).toHaveLength(80);
  });
});
