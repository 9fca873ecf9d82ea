/**
 * The server's behaviour for every synced table, enumerated from the entity declarations
 * (@selah/shared entities): a table added there is held to the same rules here without a new test.
 */
import { describe, expect, it } from 'vitest';
import {
  createsRow,
  marksOf,
  MUTATION_NAMES,
  MUTATION_POLICIES,
  PERSONAL_SYNC_TABLES,
  SHARED_SYNC_TABLES,
  uuidv7,
  type MutationName,
  type OutboxMutation,
} from '@selah/shared';
import { createTestServer, HOUR, signUp, START, type Member } from './helpers';
import { applyChanges, at, mutationFactory, syncClient } from './sync-helpers';

const mutation = mutationFactory();
// The test server's clock stands at START: a device's times are its own, but never ahead of the server.
const now = () => at(START);

/**
 * A valid push of every create a member may make. Listed by hand (each needs its own args); the
 * first test fails when a declared create is missing here.
 */
const CREATES: Partial<Record<MutationName, () => OutboxMutation>> = {
  'mood.create': () => mutation('mood.create', { id: uuidv7(), mood: 'good', date: now() }),
  'goal.create': () =>
    mutation('goal.create', { id: uuidv7(), title: 'Walk', targetValue: 5, createdAt: now() }),
  'journal.create': () =>
    mutation('journal.create', {
      id: uuidv7(),
      title: 'Evening',
      content: 'Thankful',
      createdAt: now(),
    }),
  'post.create': () =>
    mutation('post.create', { id: uuidv7(), content: 'Grateful today', createdAt: now() }),
  'prayer.create': () =>
    mutation('prayer.create', {
      id: uuidv7(),
      content: 'Please pray for my mother',
      isAnonymous: false,
      createdAt: now(),
    }),
  'feedFilter.create': () =>
    mutation('feedFilter.create', {
      id: uuidv7(),
      kind: 'author',
      targetId: uuidv7(),
      createdAt: now(),
    }),
  'meditation.create': () =>
    mutation('meditation.create', {
      id: uuidv7(),
      duration: 10,
      sessionType: 'Body Scan',
      completedAt: now(),
    }),
  'privateSession.create': () =>
    mutation('privateSession.create', {
      id: uuidv7(),
      title: 'Pastor',
      sessionType: 'spiritual',
      createdAt: now(),
    }),
  'motivation.create': () =>
    mutation('motivation.create', {
      id: uuidv7(),
      message: 'You are loved.',
      type: 'affirmation',
      createdAt: now(),
    }),
  'favorite.create': () =>
    mutation('favorite.create', { id: uuidv7(), contentId: uuidv7(), createdAt: now() }),
};

const MEMBER_CREATES = MUTATION_NAMES.filter(
  (name) => createsRow(name) && MUTATION_POLICIES[name].permission !== 'admin',
);

describe('every declared create a member makes', () => {
  it('has a valid push here', () => {
    expect(Object.keys(CREATES).sort()).toEqual([...MEMBER_CREATES].sort());
  });

  it.each(MEMBER_CREATES)(
    '%s is metered on push: the fourth with a quota of 3 is 429',
    async (name) => {
      const three = { max: 3, windowMs: HOUR };
      const server = await createTestServer({
        writeQuotas: { entries: three, posts: three, prayers: three },
      });
      const member = await signUp(server);
      const { push } = syncClient(server);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await push(member.cookie, [CREATES[name]!()])).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    },
  );
});

describe('every personal table', () => {
  it('is pulled by its owner alone and counted when the account is deleted', async () => {
    const server = await createTestServer();
    await signUp(server); // the first account is the admin, who could not leave without an heir
    const owner = await signUp(server);
    const other = await signUp(server);
    const { pushOk, pullAll } = syncClient(server);
    const creates = MEMBER_CREATES.filter((name) =>
      (PERSONAL_SYNC_TABLES as readonly string[]).includes(MUTATION_POLICIES[name].table),
    );
    const results = await pushOk(
      owner.cookie,
      creates.map((name) => CREATES[name]!()),
    );
    expect(results.map((result) => result.status)).toEqual(creates.map(() => 'applied'));

    const tablesOf = async (cookie: string) =>
      new Set((await pullAll(cookie)).changes.map((change) => change.table));
    const ownerTables = await tablesOf(owner.cookie);
    const otherTables = await tablesOf(other.cookie);
    for (const table of PERSONAL_SYNC_TABLES) {
      expect(ownerTables.has(table), table).toBe(true);
      expect(otherTables.has(table), table).toBe(false);
    }

    const deleted = await server.call('DELETE', '/api/me', {
      cookie: owner.cookie,
      body: { password: owner.password },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const counts = (deleted.body as { deleted: Record<string, number> }).deleted;
    for (const table of PERSONAL_SYNC_TABLES) expect(counts[table], table).toBe(1);
  });
});

/** What a mark's mutation needs besides the row's id (a report gives its reason). */
const MARK_ARGS: Partial<Record<MutationName, object>> = {
  'post.report': { reason: 'spam' },
  'prayer.report': { reason: 'spam' },
};

describe.each(SHARED_SYNC_TABLES)('every shared table: %s', (table) => {
  const create = MEMBER_CREATES.find((name) => MUTATION_POLICIES[name].table === table)!;
  const markMutation = (name: MutationName, id: string) =>
    mutation(name as 'post.like', { id, ...MARK_ARGS[name] });

  it('shows each member their own marks and the count, never who marked, and forgets a leaver', async () => {
    const server = await createTestServer();
    await signUp(server); // the admin
    const author = await signUp(server);
    const marker = await signUp(server);
    const reader = await signUp(server);
    const { pushOk, pullAll } = syncClient(server);
    const row = CREATES[create]!();
    const id = (row.args as { id: string }).id;
    await pushOk(author.cookie, [row]);
    const rowAs = async (member: Member) =>
      applyChanges((await pullAll(member.cookie)).changes).get(`${table}/${id}`);

    for (const mark of marksOf(table)) {
      // Set twice (two devices, or a retry): one mark, counted once.
      const results = await pushOk(marker.cookie, [
        markMutation(mark.set, id),
        markMutation(mark.set, id),
      ]);
      expect(results.map((result) => result.status)).toEqual(['applied', 'applied']);
      const seenByMarker = await rowAs(marker);
      const seenByReader = await rowAs(reader);
      expect(seenByMarker?.[mark.flag], mark.name).toBe(true);
      expect(seenByReader?.[mark.flag], mark.name).toBe(false);
      if (mark.count !== null) {
        expect(seenByMarker?.[mark.count], mark.name).toBe(1);
        expect(seenByReader?.[mark.count], mark.name).toBe(1);
      }
      // Nobody, the author included, is told who marked it.
      const authorView = JSON.stringify(await rowAs(author));
      for (const trace of [marker.user.id, marker.user.name, marker.user.username]) {
        expect(authorView).not.toContain(trace);
      }
    }

    // The marker leaves: their counted marks come off the row, on every device's next pull.
    const left = await server.call('DELETE', '/api/me', {
      cookie: marker.cookie,
      body: { password: marker.password },
    });
    expect(left.status, left.text).toBe(200);
    const deleted = (left.body as { deleted: Record<string, number> }).deleted;
    const after = await rowAs(reader);
    for (const mark of marksOf(table)) {
      expect(deleted[`${mark.name}s`], mark.name).toBe(1);
      if (mark.count !== null) expect(after?.[mark.count], mark.name).toBe(0);
    }

    // The author leaves: the row leaves every other member's device.
    const gone = await server.call('DELETE', '/api/me', {
      cookie: author.cookie,
      body: { password: author.password },
    });
    expect((gone.body as { deleted: Record<string, number> }).deleted[table]).toBe(1);
    expect(await rowAs(reader)).toBeUndefined();
  });

  it('takes back a mark that can be taken back, counted off once', async () => {
    const server = await createTestServer();
    await signUp(server);
    const author = await signUp(server);
    const marker = await signUp(server);
    const { pushOk, pullAll } = syncClient(server);
    const row = CREATES[create]!();
    const id = (row.args as { id: string }).id;
    await pushOk(author.cookie, [row]);
    for (const mark of marksOf(table)) {
      if (mark.unset === null) continue;
      await pushOk(marker.cookie, [
        markMutation(mark.set, id),
        markMutation(mark.unset, id),
        markMutation(mark.unset, id),
      ]);
      const seen = applyChanges((await pullAll(marker.cookie)).changes).get(`${table}/${id}`);
      expect(seen?.[mark.flag], mark.name).toBe(false);
      if (mark.count !== null) expect(seen?.[mark.count], mark.name).toBe(0);
    }
  });
});
