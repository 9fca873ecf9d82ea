import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  communityPostSchema,
  prayerRequestSchema,
  SHARED_SYNC_TABLES,
  favoriteSchema,
  feedFilterSchema,
  counselingTipSchema,
  dailyMotivationSchema,
  goalSchema,
  inspirationalContentSchema,
  journalEntrySchema,
  meditationAudioSchema,
  meditationSessionSchema,
  moodEntrySchema,
  privateSessionSchema,
  SYNC_PROTOCOL_VERSION,
  UNSUPPORTED_PROTOCOL_MESSAGE,
  uuidv7,
  type Change,
  type SyncTable,
} from '@selah/shared';
import pg from 'pg';
import { writeTransaction } from '../src/db/transaction';
import { writeTombstone } from '../src/db/versions';
import { decodeCursor } from '../src/sync/cursor';
import { PULL_SOURCES } from '../src/sync/pull-sources';
import { createTestServer, expectError, expectJson, signUp, type Member } from './helpers';
import { applyChanges, at, mutationFactory, syncClient } from './sync-helpers';

// Seeded content, tips and audio, and the demo community with its posts.
const server = await createTestServer({ seed: true, demo: true });
const { call, rows, clock } = server;
const { pushOk, pullPage, pullAll } = syncClient(server);
const mutation = mutationFactory();

const admin = await signUp(server, { name: 'Ada Admin' });
const alice = await signUp(server, { name: 'Alice' });
const bob = await signUp(server, { name: 'Bob' });

const PUBLIC_TABLES: SyncTable[] = ['inspirationalContent', 'counselingTips', 'meditationAudio'];

/** Rows of every personal kind for `member`: 14 changes, 2 of them deletes. */
async function makePersonalRows(member: Member) {
  const when = at(clock.now());
  const ids = {
    mood: uuidv7(),
    goal: uuidv7(),
    journal: uuidv7(),
    meditation: uuidv7(),
    session: uuidv7(),
    motivation: uuidv7(),
    deletedMood: uuidv7(),
    deletedGoal: uuidv7(),
    feedFilter: uuidv7(),
    favorite: uuidv7(),
  };
  const results = await pushOk(member.cookie, [
    mutation('mood.create', { id: ids.mood, mood: 'good', notes: 'n', date: when }),
    mutation('goal.create', { id: ids.goal, title: 'G', targetValue: 3, createdAt: when }),
    mutation('goal.progress', { id: ids.goal, delta: 1 }),
    mutation('journal.create', {
      id: ids.journal,
      title: 'J',
      content: 'C',
      category: 'thoughts',
      createdAt: when,
    }),
    mutation('meditation.create', {
      id: ids.meditation,
      duration: 5,
      sessionType: 'breathing',
      completedAt: when,
    }),
    mutation('privateSession.create', {
      id: ids.session,
      title: 'S',
      sessionType: 'coaching',
      createdAt: when,
    }),
    mutation('motivation.create', {
      id: ids.motivation,
      message: 'M',
      type: 'custom',
      createdAt: when,
    }),
    mutation('mood.create', { id: ids.deletedMood, mood: 'down', date: when }),
    mutation('mood.delete', { id: ids.deletedMood }),
    mutation('goal.create', { id: ids.deletedGoal, title: 'X', targetValue: 1, createdAt: when }),
    mutation('goal.delete', { id: ids.deletedGoal }),
    mutation('feedFilter.create', {
      id: ids.feedFilter,
      kind: 'author',
      targetId: uuidv7(), // an author muted
      createdAt: when,
    }),
    mutation('favorite.create', { id: ids.favorite, contentId: uuidv7(), createdAt: when }),
    mutation('prayer.create', {
      id: uuidv7(),
      content: 'Please pray for my exams',
      isAnonymous: true,
      createdAt: when,
    }),
  ]);
  expect(results.every((r) => r.status === 'applied')).toBe(true);
  return ids;
}

const restLists = {
  moodEntries: ['/api/mood-entries', moodEntrySchema],
  goals: ['/api/goals', goalSchema],
  journalEntries: ['/api/journal-entries', journalEntrySchema],
  meditationSessions: ['/api/meditation-sessions', meditationSessionSchema],
  privateSessions: ['/api/private-sessions', privateSessionSchema],
  motivations: ['/api/daily-motivation', dailyMotivationSchema],
  communityPosts: ['/api/community-posts', communityPostSchema],
  prayerRequests: ['/api/prayer-requests', prayerRequestSchema],
  feedFilters: ['/api/feed-filters', feedFilterSchema],
  favorites: ['/api/favorites', favoriteSchema],
  inspirationalContent: ['/api/inspirational-content', inspirationalContentSchema],
  counselingTips: ['/api/counseling-tips', counselingTipSchema],
  meditationAudio: ['/api/meditation-audio', meditationAudioSchema],
} as const satisfies Record<SyncTable, readonly [string, z.ZodType]>;

/** What the REST GETs show `cookie`, table by table, keyed like applyChanges. */
async function restState(cookie: string | undefined, tables: readonly SyncTable[]) {
  const state = new Map<string, unknown>();
  for (const table of tables) {
    const [path, schema] = restLists[table];
    const response = await call('GET', path, cookie ? { cookie } : {});
    for (const row of expectJson(response, 200, z.array(schema)) as { id: string }[]) {
      state.set(`${table}/${row.id}`, row);
    }
  }
  return state;
}

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) output, the fields read here. */
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
};

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

function describeNode(node: PlanNode): string {
  return [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' ');
}

const tablesOf = (changes: Change[]) => new Set(changes.map((c) => c.table));

describe('GET /api/sync/pull', () => {
  it('gives a new device everything the member may see, in the REST shapes', async () => {
    await makePersonalRows(alice);
    const { changes } = await pullAll(alice.cookie);
    // Exactly what the REST GETs return, row for row and field for field.
    expect(applyChanges(changes)).toEqual(
      await restState(alice.cookie, Object.keys(restLists) as SyncTable[]),
    );
    expect(tablesOf(changes)).toEqual(new Set(Object.keys(restLists)));
    const deletes = changes.filter((c) => c.op === 'delete');
    expect(deletes.map((c) => c.table).sort()).toEqual(['goals', 'moodEntries']);
  });

  it('pages with limit 7 through 30 changes: everything exactly once, versions rising', async () => {
    const member = await signUp(server);
    const start = (await pullAll(member.cookie)).cursor; // what was there before
    const when = at(clock.now());
    const moods = Array.from({ length: 24 }, () =>
      mutation('mood.create', { id: uuidv7(), mood: 'okay', date: when }),
    );
    const goals = Array.from({ length: 3 }, () =>
      mutation('goal.create', { id: uuidv7(), title: 'G', targetValue: 9, createdAt: when }),
    );
    const goalId = (goals[0]!.args as { id: string }).id;
    const doomed = Array.from({ length: 3 }, () => uuidv7());
    await pushOk(member.cookie, [
      ...moods,
      ...goals,
      // Progress only moves the goal's version on: still one change for that goal.
      ...Array.from({ length: 5 }, () => mutation('goal.progress', { id: goalId, delta: 1 })),
      ...doomed.map((id) =>
        mutation('journal.create', {
          id,
          title: 'T',
          content: 'C',
          category: 'dreams',
          createdAt: when,
        }),
      ),
      ...doomed.map((id) => mutation('journal.delete', { id })),
    ]);
    // 24 moods + 3 goals + 3 tombstones (the deleted entries' puts are gone) = 30 changes.
    const paged = await pullAll(member.cookie, start, 7);
    expect(paged.changes).toHaveLength(30);
    expect(paged.pages).toBe(5);
    const keys = paged.changes.map((c) => `${c.op}/${c.table}/${c.id}`);
    expect(new Set(keys).size).toBe(30);
    expect(keys.filter((k) => k.startsWith('put/moodEntries/'))).toHaveLength(24);
    expect(keys.filter((k) => k.startsWith('put/goals/'))).toHaveLength(3);
    expect(keys.filter((k) => k.startsWith('delete/journalEntries/')).sort()).toEqual(
      doomed.map((id) => `delete/journalEntries/${id}`).sort(),
    );
    expect(paged.changes.find((c) => c.id === goalId)).toMatchObject({
      op: 'put',
      row: { currentValue: 5 },
    });
    // The same as one big page, and pulling on from the last cursor gives nothing.
    expect(paged.changes).toEqual((await pullPage(member.cookie, start, 2000)).changes);
    const after = await pullPage(member.cookie, paged.cursor, 7);
    expect(after).toEqual({
      changes: [],
      nextCursor: paged.cursor,
      hasMore: false,
      communityStats: expect.any(Object),
    });
  });

  it('delivers a row changed during paging again, later, with its new version', async () => {
    const member = await signUp(server);
    const start = (await pullAll(member.cookie)).cursor;
    const goalIds = Array.from({ length: 10 }, () => uuidv7());
    await pushOk(
      member.cookie,
      goalIds.map((id) =>
        mutation('goal.create', { id, title: 'G', targetValue: 5, createdAt: at(clock.now()) }),
      ),
    );
    const first = await pullPage(member.cookie, start, 4);
    expect(first.hasMore).toBe(true);
    const edited = first.changes[0]!.id;
    await pushOk(member.cookie, [mutation('goal.progress', { id: edited, delta: 2 })]);
    const rest = await pullAll(member.cookie, first.nextCursor, 4);
    const again = rest.changes.filter((c) => c.id === edited);
    expect(again).toHaveLength(1);
    expect(again[0]!.version).toBeGreaterThan(decodeCursor(first.nextCursor)!.own);
    const state = applyChanges([...first.changes, ...rest.changes]);
    expect(state.get(`goals/${edited}`)).toMatchObject({ currentValue: 2 });
    expect(state.size).toBe(10);
  });

  it('sends a tombstone for a delete, and only the tombstone to a device that had the row', async () => {
    const moodId = uuidv7();
    await pushOk(alice.cookie, [
      mutation('mood.create', { id: moodId, mood: 'good', date: at(clock.now()) }),
    ]);
    const { cursor } = await pullAll(alice.cookie);
    await pushOk(alice.cookie, [mutation('mood.delete', { id: moodId })]);
    const page = await pullPage(alice.cookie, cursor);
    expect(page.changes).toEqual([
      {
        op: 'delete',
        table: 'moodEntries',
        id: moodId,
        version: decodeCursor(page.nextCursor)!.own,
      },
    ]);
  });

  it("never gives one member another member's rows or deletes", async () => {
    const aliceIds = Object.values(await makePersonalRows(alice));
    const bobIds = Object.values(await makePersonalRows(bob));
    const { changes } = await pullAll(bob.cookie);
    const seen = new Set(changes.map((c) => c.id));
    expect(aliceIds.filter((id) => seen.has(id))).toEqual([]);
    expect(bobIds.every((id) => seen.has(id))).toBe(true);
    for (const change of changes) {
      const shared = (SHARED_SYNC_TABLES as readonly string[]).includes(change.table);
      if (change.op === 'put' && !shared && 'userId' in change.row) {
        expect(change.row.userId).toBe(bob.user.id);
      }
    }
  });

  it('gives a guest the public tables only, deletes included', async () => {
    const postId = uuidv7();
    await pushOk(alice.cookie, [
      mutation('post.create', { id: postId, content: 'Members only', createdAt: at(clock.now()) }),
    ]);
    const tipId = (await rows<{ id: string }>('select id from counseling_tips limit 1'))[0]!.id;
    await writeTransaction(server.db, async (tx) => {
      await writeTombstone(tx, 'counselingTips', tipId, null);
      await writeTombstone(tx, 'communityPosts', uuidv7(), null);
    });

    const guest = await pullAll(undefined);
    expect(tablesOf(guest.changes)).toEqual(new Set(PUBLIC_TABLES));
    expect(guest.changes.filter((c) => c.op === 'delete')).toEqual([
      expect.objectContaining({ table: 'counselingTips', id: tipId }),
    ]);
    const rest = await restState(undefined, PUBLIC_TABLES);
    rest.delete(`counselingTips/${tipId}`); // the row is still there; the tombstone was planted
    expect(applyChanges(guest.changes)).toEqual(rest);
    // A member also learns of the deleted post.
    const member = await pullAll(alice.cookie);
    expect(
      member.changes.filter((c) => c.op === 'delete' && c.table === 'communityPosts'),
    ).toHaveLength(1);
  });

  it('moves a liked post up for everyone, with likedByMe for the one who liked it', async () => {
    const postId = uuidv7();
    await pushOk(alice.cookie, [
      mutation('post.create', { id: postId, content: 'Joy', createdAt: at(clock.now()) }),
    ]);
    const aliceCursor = (await pullAll(alice.cookie)).cursor;
    const bobCursor = (await pullAll(bob.cookie)).cursor;
    const versionBefore = (
      await rows<{ version: number }>('select version from community_posts where id = ?', postId)
    )[0]!.version;

    await pushOk(bob.cookie, [mutation('post.like', { id: postId })]);
    const versionAfter = (
      await rows<{ version: number }>('select version from community_posts where id = ?', postId)
    )[0]!.version;
    expect(versionAfter).toBeGreaterThan(versionBefore);

    const forAlice = await pullPage(alice.cookie, aliceCursor);
    expect(forAlice.changes).toEqual([
      expect.objectContaining({
        table: 'communityPosts',
        id: postId,
        version: versionAfter,
        row: expect.objectContaining({ likes: 1, likedByMe: false, author: { name: 'Alice' } }),
      }),
    ]);
    const forBob = await pullPage(bob.cookie, bobCursor);
    expect(forBob.changes).toEqual([
      expect.objectContaining({
        id: postId,
        row: expect.objectContaining({ likes: 1, likedByMe: true }),
      }),
    ]);
    // Liking again changes nothing, so nobody pulls anything new.
    await pushOk(bob.cookie, [mutation('post.like', { id: postId })]);
    expect((await pullPage(alice.cookie, forAlice.nextCursor)).changes).toEqual([]);
  });

  it('reads only what it returns: every source walks an index in version order', async () => {
    const scopes = [
      { memberId: admin.user.id, windowStarts: {} },
      { memberId: null, windowStarts: {} },
    ];
    const cases = PULL_SOURCES.flatMap((s) =>
      scopes.filter((sc) => s.public || sc.memberId).map((sc) => [s, sc] as const),
    );
    expect(cases.length).toBeGreaterThan(10);
    if (server.engine === 'sqlite') {
      for (const [source, scope] of cases) {
        const { sql, params } = source.query(server.db, scope, 0, 100).toSQL();
        const plan = (await rows<{ detail: string }>(`explain query plan ${sql}`, ...params)).map(
          (r) => r.detail,
        );
        const main = plan[0] ?? '';
        expect(main, `${source.name}: ${plan.join(' | ')}`).toMatch(
          /^SEARCH \S+ USING (COVERING )?INDEX \S+_version_idx/,
        );
        expect(plan.join(' | '), source.name).not.toMatch(/TEMP B-TREE|^SCAN|\| SCAN/);
      }
      // A feed longer than the window: the posts come from the window's range of the creation
      // index and the member's own, never from a walk of every post above the cursor.
      const feed = PULL_SOURCES.find((s) => s.name === 'communityPosts')!;
      const windowed = {
        memberId: admin.user.id,
        windowStarts: { communityPosts: '2026-03-01T00:00:00.000Z' },
      };
      const { sql, params } = feed.query(server.db, windowed, 0, 100).toSQL();
      const plan = (await rows<{ detail: string }>(`explain query plan ${sql}`, ...params))
        .map((r) => r.detail)
        .join(' | ');
      expect(plan).toMatch(/SEARCH community_posts USING INDEX community_posts_created_idx/);
      expect(plan).toMatch(/SEARCH community_posts USING INDEX community_posts_user_created_idx/);
      expect(plan).not.toMatch(/community_posts_version_idx|SCAN community_posts/);
      return;
    }
    // PostgreSQL: the same property from EXPLAIN. On tables this small the planner would rightly
    // read the whole table (or a bitmap of it, then sort), so those plans are ruled out for this
    // connection: what is left must still be a walk of the version index in order, with no sort
    // and no full scan. Without a usable index it would fall back to them regardless, and fail.
    if (server.database.location.engine !== 'postgres') throw new Error('Not PostgreSQL');
    const client = new pg.Client({ connectionString: server.database.location.url });
    await client.connect();
    try {
      await client.query('set enable_seqscan = off');
      await client.query('set enable_bitmapscan = off');
      for (const [source, scope] of cases) {
        const { sql, params } = source.query(server.db, scope, 0, 100).toSQL();
        const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${sql}`,
          params,
        );
        const root = explained.rows[0]!['QUERY PLAN'][0].Plan;
        const nodes = planNodes(root);
        const summary = `${source.name}: ${nodes.map(describeNode).join(' | ')}`;
        // The outermost scan (the first input all the way down) reads the source's own table.
        let main = root;
        while (main.Plans?.[0]) main = main.Plans[0];
        expect.soft(main['Node Type'], summary).toMatch(/^Index (Only )?Scan$/);
        expect.soft(main['Index Name'], summary).toMatch(/_version_idx$/);
        expect.soft(main['Scan Direction'], summary).toBe('Forward');
        expect
          .soft(
            nodes.filter((node) => /Sort|Seq Scan/.test(node['Node Type'])).map(describeNode),
            summary,
          )
          .toEqual([]);
      }
    } finally {
      await client.end();
    }
  });

  it('checks the protocol version and the paging parameters', async () => {
    for (const version of [undefined, '1', '3', 'one']) {
      const query = version === undefined ? '' : `&protocolVersion=${version}`;
      expectError(
        await call('GET', `/api/sync/pull?cursor=0${query}`),
        400,
        UNSUPPORTED_PROTOCOL_MESSAGE,
        'protocolVersion',
      );
    }
    const base = `/api/sync/pull?protocolVersion=${SYNC_PROTOCOL_VERSION}`;
    expect((await call('GET', `${base}&limit=0`)).status).toBe(400);
    expect((await call('GET', `${base}&limit=2001`)).status).toBe(400);
    expect((await call('GET', `${base}&cursor=-1`)).status).toBe(400);
    expect((await call('GET', `${base}&cursor=abc`)).status).toBe(400);
    const defaults = await pullPage(undefined, '');
    expect(defaults.changes.length).toBeGreaterThan(0);
  });
});
