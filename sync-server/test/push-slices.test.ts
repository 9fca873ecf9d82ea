/**
 * A push applied in slices (sync/push.ts, docs/decisions/038): each slice of `sliceSize` mutations
 * is a transaction of its own with a turn of the event loop before the next. Whatever stops a later
 * slice (a fault of the database, a lost connection, a quota refusal), the slices before it stay
 * committed with their processed records, nothing of the failed slice is kept, and the device's
 * retry of the whole batch replays what committed and applies the rest, each mutation once.
 */
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7, type OutboxMutation } from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import type { UserRow } from '../src/db/schema';
import { pushMutations } from '../src/sync/push';
import { createTestServer, expectError, signUp, type Member } from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const SLICE = 3;
const HOUR = 60 * 60 * 1000;
const server = await createTestServer({ pushSliceSize: SLICE });
// Five entries an hour: a push of seven moods is refused in its second slice.
const quotaServer = await createTestServer({
  pushSliceSize: SLICE,
  writeQuotas: { entries: { max: 5, windowMs: HOUR } },
});
const { rows, clock, engine } = server;
const { push, pushOk } = syncClient(server);
const mutation = mutationFactory();

const moods = (count: number): OutboxMutation[] =>
  Array.from({ length: count }, () =>
    mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
  );

async function memberRow(member: Member): Promise<UserRow> {
  const { users } = tablesOf(server.db);
  const [row] = await server.db.select().from(users).where(eq(users.id, member.user.id));
  return row!;
}

/** The member's stored moods and processed records, by id. */
async function stored(member: Member, on: Pick<typeof server, 'rows'> = server) {
  const moodIds = await on.rows<{ id: string }>(
    'select id from mood_entries where user_id = ? order by id',
    member.user.id,
  );
  const recorded = await on.rows<{ mutation_id: string }>(
    'select mutation_id from processed_mutations where user_id = ? order by mutation_id',
    member.user.id,
  );
  return {
    moods: moodIds.map((row) => row.id),
    recorded: recorded.map((row) => row.mutation_id),
  };
}

/**
 * The member's processed records as another connection sees them: committed ones only (the
 * test's `rows` runs on SQLite's writer connection, inside whatever transaction is open there).
 */
async function committedRecords(member: Member): Promise<number> {
  const query = 'select count(*) as n from processed_mutations where user_id = ?';
  const location = server.database.location;
  if (location.engine === 'postgres') {
    return Number((await rows<{ n: number }>(query, member.user.id))[0]!.n);
  }
  const reader = new Database(location.file, { readonly: true });
  try {
    return (reader.prepare(query).get(member.user.id) as { n: number }).n;
  } finally {
    reader.close();
  }
}

const idsOf = (batch: readonly OutboxMutation[]) => ({
  moods: batch.map((m) => (m.args as { id: string }).id).sort(),
  recorded: batch.map((m) => m.mutationId).sort(),
});

/**
 * Makes the database refuse to insert one mood entry (a trigger: SQLite's raise(abort),
 * PostgreSQL's raise exception), as an unexpected fault would; the returned function removes it.
 */
async function refuseMoodEntry(id: string): Promise<() => Promise<void>> {
  if (!/^[0-9a-f-]+$/.test(id)) throw new Error(`Not an id: ${id}`);
  if (engine === 'sqlite') {
    await rows(`
      create temp trigger refuse_mood before insert on mood_entries
      when new.id = '${id}'
      begin select raise(abort, 'disk on fire'); end`);
    return async () => void (await rows('drop trigger refuse_mood'));
  }
  await rows(`
    create function refuse_mood() returns trigger language plpgsql as $$
    begin
      if new.id = '${id}' then raise exception 'disk on fire'; end if;
      return new;
    end $$`);
  await rows(`
    create trigger refuse_mood before insert on mood_entries
    for each row execute function refuse_mood()`);
  return async () => {
    await rows('drop trigger refuse_mood on mood_entries');
    await rows('drop function refuse_mood()');
  };
}

/** What a lost connection looks like to the push: PostgreSQL's "terminated" or a locked file. */
function connectionLost(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: engine === 'sqlite' ? 'SQLITE_BUSY' : '57P01',
  });
}

describe(`a push in slices on ${engine}`, () => {
  it('commits each slice in a transaction of its own, with a turn of the event loop between', async () => {
    const member = await signUp(server);
    const batch = moods(8);
    const seen: { slice: number; recordedBefore: number; turnTaken: boolean }[] = [];
    let turnTaken = true;
    const results = await pushMutations(server.db, await memberRow(member), batch, clock.now, {
      setBased: true,
      sliceSize: SLICE,
      beforeApply: async (_tx, fresh, slice) => {
        seen.push({ slice, recordedBefore: await committedRecords(member), turnTaken });
        expect(fresh).toHaveLength(Math.min(SLICE, batch.length - slice * SLICE));
        // Set on the event loop's next turn: the next slice must not begin before it.
        turnTaken = false;
        setImmediate(() => (turnTaken = true));
      },
    });
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('applied'));
    // Each slice began after the ones before it had committed (seen from another connection) and
    // after the event loop had a turn.
    expect(seen).toEqual([
      { slice: 0, recordedBefore: 0, turnTaken: true },
      { slice: 1, recordedBefore: 3, turnTaken: true },
      { slice: 2, recordedBefore: 6, turnTaken: true },
    ]);
    expect(await stored(member)).toEqual(idsOf(batch));
  });

  it('keeps the slices before a fault, none of the failed one past its fault, and applies the retry once', async () => {
    const member = await signUp(server);
    const batch = moods(5);
    // The fifth mood is the second of the second slice: the first slice commits whole, the
    // second goes one mutation at a time after its set-based attempt fails, and stops there.
    const lift = await refuseMoodEntry((batch[4]!.args as { id: string }).id);
    expectError(await push(member.cookie, batch), 500, 'Something went wrong');
    expect(server.reportedErrors).toHaveLength(1);
    server.reportedErrors.length = 0;
    expect(await stored(member)).toEqual(idsOf(batch.slice(0, 4)));

    await lift();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const results = await pushOk(member.cookie, batch);
      expect(results.map((result) => result.status)).toEqual(Array(5).fill('applied'));
    }
    expect(await stored(member)).toEqual(idsOf(batch));
  });

  it('keeps the slices before a lost connection, nothing of the slice it cut, and applies the retry once', async () => {
    const member = await signUp(server);
    const batch = moods(5);
    const row = await memberRow(member);
    await expect(
      pushMutations(server.db, row, batch, clock.now, {
        setBased: true,
        sliceSize: SLICE,
        beforeApply: async (_tx, _fresh, slice) => {
          if (slice === 1) throw connectionLost();
        },
      }),
    ).rejects.toMatchObject({ code: engine === 'sqlite' ? 'SQLITE_BUSY' : '57P01' });
    expect(await stored(member)).toEqual(idsOf(batch.slice(0, 3)));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const results = await pushMutations(server.db, row, batch, clock.now, {
        setBased: true,
        sliceSize: SLICE,
      });
      expect(results.map((result) => result.status)).toEqual(Array(5).fill('applied'));
    }
    expect(await stored(member)).toEqual(idsOf(batch));
  });

  it('answers a quota refused in a later slice with 429, keeps the slices before, and charges each mutation once', async () => {
    const client = syncClient(quotaServer);
    const member = await signUp(quotaServer);
    const batch = moods(7);
    const refused = await client.push(member.cookie, batch);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // Three fit; the second slice's three would make six of five: that slice was refused whole.
    expect(await stored(member, quotaServer)).toEqual(idsOf(batch.slice(0, 3)));

    // An hour on, the retry replays the three (not charged again) and applies the four others,
    // which fit the new window's five.
    quotaServer.clock.advance(HOUR + 1);
    const results = await client.pushOk(member.cookie, batch);
    expect(results.map((result) => result.status)).toEqual(Array(7).fill('applied'));
    expect(await stored(member, quotaServer)).toEqual(idsOf(batch));
    // Had the replays been charged again, this one more would not fit: 4 + 1 = 5 of 5.
    expect((await client.push(member.cookie, moods(1))).status).toBe(200);
    expect((await client.push(member.cookie, moods(1))).status).toBe(429);
  });
});
