/**
 * Versions per space (docs/decisions/025): a member's rows take their versions from the member's
 * own counter, the community's rows from the community's, published content from its own. Writers
 * of different spaces do not wait on each other; within a space a writer holds the counter's lock to
 * commit, so no pull passes a version that has yet to commit there. The cursor carries a position
 * per space, and an old single number N stands for N in every space.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, UNSUPPORTED_PROTOCOL_MESSAGE, uuidv7 } from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import { writeTransaction } from '../src/db/transaction';
import { COMMUNITY_SPACE, memberSpace, nextVersion } from '../src/db/versions';
import { decodeCursor, encodeCursor } from '../src/sync/cursor';
import { createTestServer, expectError, signUp } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { clock, engine, call, rows } = server;
const { push, pushOk, pullPage, pullAll } = syncClient(server);
const mutation = mutationFactory();

/** Asks until `condition` holds (a state of the database other connections make). */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise and the function that settles it: an event a held transaction waits for. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe(`versions per space on ${engine}`, () => {
  it("takes a member's versions from their own counter and the community's from its own", async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const when = at(clock.now());
    await pushOk(alice.cookie, [
      mutation('mood.create', { id: uuidv7(), mood: 'good', date: when }),
      mutation('post.create', { id: uuidv7(), content: 'Hello', createdAt: when }),
    ]);
    await pushOk(bob.cookie, [mutation('mood.create', { id: uuidv7(), mood: 'okay', date: when })]);
    const counter = async (space: string) =>
      Number(
        (
          await rows<{ value: number }>('select value from space_versions where space = ?', space)
        )[0]?.value,
      );
    const moodVersion = async (userId: string) =>
      (
        await rows<{ v: number }>('select version as v from mood_entries where user_id = ?', userId)
      )[0]!.v;
    expect(await moodVersion(alice.user.id)).toBe(await counter(memberSpace(alice.user.id)));
    expect(await moodVersion(bob.user.id)).toBe(await counter(memberSpace(bob.user.id)));
    const [post] = await rows<{ v: number }>(
      'select version as v from community_posts where user_id = ?',
      alice.user.id,
    );
    expect(post!.v).toBe(await counter(COMMUNITY_SPACE));
  });

  it('never lets a pull pass a version held open in one space while another space commits', async () => {
    const reader = await signUp(server);
    const author = await signUp(server);
    const postId = uuidv7();
    const moodId = uuidv7();
    const base = (await pullAll(reader.cookie)).cursor;
    const release = signal();
    const taken = signal();

    // The author's post takes the community's next version and stays uncommitted.
    const held = writeTransaction(
      server.db,
      async (tx) => {
        const { communityPosts } = tablesOf(tx);
        await tx.insert(communityPosts).values({
          id: postId,
          userId: author.user.id,
          content: 'Slow to commit',
          likes: 0,
          createdAt: at(clock.now()),
          version: await nextVersion(tx, COMMUNITY_SPACE),
        });
        taken.fire();
        await release.fired;
      },
      { spaces: [COMMUNITY_SPACE] },
    );
    await taken.fired;
    // The reader's own mood, in their space, commits meanwhile: on PostgreSQL right away; SQLite
    // has one writer, so there it waits for the held one.
    const other = pushOk(reader.cookie, [
      mutation('mood.create', { id: moodId, mood: 'good', date: at(clock.now()) }),
    ]);
    if (engine === 'postgres') await other;

    const during = await pullPage(reader.cookie, base);
    expect(during.changes.map((change) => change.id)).toEqual(
      engine === 'postgres' ? [moodId] : [],
    );
    expect(decodeCursor(during.nextCursor)!.community).toBe(decodeCursor(base)!.community);

    release.fire();
    await held;
    await other;
    const after = await pullAll(reader.cookie, during.nextCursor);
    const ids = [...during.changes, ...after.changes].map((change) => change.id);
    expect(ids.sort()).toEqual([moodId, postId].sort());
  });

  it('answers an old single-number cursor as that position in every space', async () => {
    const member = await signUp(server);
    const when = at(clock.now());
    await pushOk(member.cookie, [
      mutation('mood.create', { id: uuidv7(), mood: 'good', date: when }),
      mutation('post.create', { id: uuidv7(), content: 'Shared', createdAt: when }),
    ]);
    const everything = (await pullAll(member.cookie)).changes;
    const lowest = Math.min(...everything.map((change) => change.version));
    const legacy = lowest; // a device that had pulled up to here before versions per space
    const fromLegacy = await pullAll(member.cookie, String(legacy));
    expect(fromLegacy.changes).toEqual(everything.filter((change) => change.version > legacy));
    expect(await pullPage(member.cookie, String(legacy))).toEqual(
      await pullPage(
        member.cookie,
        encodeCursor({ own: legacy, community: legacy, public: legacy }),
      ),
    );
  });

  it('tells a device still speaking protocol 1 to reload for its pull, and applies its push', async () => {
    const member = await signUp(server);
    expectError(
      await call('GET', '/api/sync/pull?cursor=12&protocolVersion=1', { cookie: member.cookie }),
      400,
      UNSUPPORTED_PROTOCOL_MESSAGE,
      'protocolVersion',
    );
    const moodId = uuidv7();
    const answer = await call('POST', '/api/sync/push', {
      cookie: member.cookie,
      body: {
        protocolVersion: 1,
        mutations: [mutation('mood.create', { id: moodId, mood: 'good', date: at(clock.now()) })],
      },
    });
    expect(answer.status).toBe(200);
    expect(await rows('select id from mood_entries where id = ?', moodId)).toHaveLength(1);
  });

  it('refuses a cursor it did not make', async () => {
    const member = await signUp(server);
    for (const cursor of ['1.2', '1.2.3.4', 'a.b.c', '-1', '1.-2.3', '9'.repeat(16)]) {
      const query = new URLSearchParams({
        cursor,
        protocolVersion: String(SYNC_PROTOCOL_VERSION),
      });
      expectError(
        await call('GET', `/api/sync/pull?${query}`, { cookie: member.cookie }),
        400,
        'That sync cursor is not one this server gave',
        'cursor',
      );
    }
  });

  it("keeps a member's pushes in turn: the same batch sent twice at once is applied once", async () => {
    const member = await signUp(server);
    const goalId = uuidv7();
    await pushOk(member.cookie, [
      mutation('goal.create', {
        id: goalId,
        title: 'G',
        targetValue: 99,
        createdAt: at(clock.now()),
      }),
    ]);
    const batch = Array.from({ length: 10 }, () =>
      mutation('goal.progress', { id: goalId, delta: 1 }),
    );
    const answers = await Promise.all([push(member.cookie, batch), push(member.cookie, batch)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await rows('select current_value as v from goals where id = ?', goalId)).toEqual([
      { v: 10 },
    ]);
  });
});

// Only PostgreSQL runs writers side by side: SQLite has one writer at a time, by design.
if (engine === 'postgres') {
  describe('two members pushing at once on PostgreSQL', () => {
    it("applies one member's push while another member's is held open in its transaction", async () => {
      const slow = await signUp(server);
      const quick = await signUp(server);
      const slowMoodId = uuidv7();
      const quickMoodId = uuidv7();
      const location = server.database.location;
      if (location.engine !== 'postgres') throw new Error('Not PostgreSQL');
      const gate = new pg.Client({ connectionString: location.url });
      await gate.connect();
      const GATE_KEY = 0x24b;
      try {
        // The slow member's insert waits, inside their push's transaction, for a lock the test holds.
        await gate.query('select pg_advisory_lock($1)', [GATE_KEY]);
        await gate.query(`
          create or replace function gated_mood() returns trigger language plpgsql as $$
          begin
            if new.id = '${slowMoodId}' then
              perform pg_advisory_lock(${GATE_KEY});
              perform pg_advisory_unlock(${GATE_KEY});
            end if;
            return new;
          end $$`);
        await gate.query(`create trigger gated_mood before insert on mood_entries
          for each row execute function gated_mood()`);
        const finished: string[] = [];
        const slowPush = pushOk(slow.cookie, [
          mutation('mood.create', { id: slowMoodId, mood: 'good', date: at(clock.now()) }),
        ]).then((results) => {
          finished.push('slow');
          return results;
        });
        await waitFor(
          async () =>
            (
              await gate.query(
                `select 1 from pg_stat_activity
                 where wait_event_type = 'Lock' and wait_event = 'advisory' and pid <> pg_backend_pid()`,
              )
            ).rowCount! > 0,
        );
        // The slow push holds its member's counter; the quick member's push does not wait for it.
        const quickResults = await pushOk(quick.cookie, [
          mutation('mood.create', { id: quickMoodId, mood: 'okay', date: at(clock.now()) }),
        ]);
        finished.push('quick');
        expect(quickResults.map((result) => result.status)).toEqual(['applied']);
        expect(await rows('select id from mood_entries where id = ?', quickMoodId)).toHaveLength(1);
        expect(await rows('select id from mood_entries where id = ?', slowMoodId)).toHaveLength(0);

        await gate.query('select pg_advisory_unlock($1)', [GATE_KEY]);
        expect((await slowPush).map((result) => result.status)).toEqual(['applied']);
        expect(finished).toEqual(['quick', 'slow']);
        expect(await rows('select id from mood_entries where id = ?', slowMoodId)).toHaveLength(1);
      } finally {
        await gate.query('drop trigger if exists gated_mood on mood_entries');
        await gate.end();
      }
    });
  });
}
