/**
 * The set-based batch apply (sync/batch-apply.ts) against the per-mutation path it stands in for:
 * random batches of a member's own changes, with ids that repeat inside a batch (a row created,
 * changed twice, deleted, changed after its delete, created again), bad args, times too far ahead,
 * an id another member took and replays, give the same results, rows, deletes and pulls both ways.
 */
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_BATCH_MAX, uuidv7, type MutationResult } from '@selah/shared';
import { tablesOf } from '../src/db/dialect';
import type { UserRow } from '../src/db/schema';
import { pushMutations, type PushedMutation } from '../src/sync/push';
import { createTestServer, signUp, type Member } from './helpers';
import { at, syncClient } from './sync-helpers';

// A push in one transaction on both engines: the statements counted below are those of one
// transaction (on SQLite a push is applied in slices by default, each a transaction like this one).
const server = await createTestServer({ pushSliceSize: PUSH_BATCH_MAX });
const { clock, engine, rows } = server;
const { pushOk, pullAll } = syncClient(server);

/** A mutation with ids as symbols: each member's copy gets its own real ids. */
type Script = { name: string; args: Record<string, unknown> }[];

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomScript(random: () => number, length: number): Script {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const goals = ['g1', 'g2', 'g3'];
  const entries = ['j1', 'j2'];
  const moods = ['m1', 'm2', 'm3'];
  const now = clock.now();
  const future = new Date(now.getTime() + 3 * 24 * 3_600_000).toISOString();
  const steps: (() => Script[number])[] = [
    () => ({ name: 'mood.create', args: { id: pick(moods), mood: 'good', date: at(now) } }),
    () => ({ name: 'mood.create', args: { id: pick(moods), mood: 'okay', date: future } }),
    () => ({ name: 'mood.delete', args: { id: pick(moods) } }),
    () => ({
      name: 'goal.create',
      args: { id: pick(goals), title: 'Walk', targetValue: 3, createdAt: at(now) },
    }),
    () => ({ name: 'goal.progress', args: { id: pick(goals), delta: random() < 0.7 ? 1 : -1 } }),
    () => ({
      name: 'goal.update',
      args: { id: pick(goals), changes: { title: pick(['A', 'B']) } },
    }),
    () => ({ name: 'goal.update', args: { id: pick(goals), changes: { targetValue: 0 } } }),
    () => ({ name: 'goal.delete', args: { id: pick(goals) } }),
    () => ({
      name: 'journal.create',
      args: { id: pick(entries), title: 'T', content: 'C', category: 'dreams', createdAt: at(now) },
    }),
    () => ({ name: 'journal.update', args: { id: pick(entries), changes: { content: 'New' } } }),
    () => ({ name: 'journal.delete', args: { id: pick(entries) } }),
    () => ({ name: 'mood.create', args: { id: 'foreign', mood: 'good', date: at(now) } }),
    () => ({ name: 'goal.progress', args: { id: 'missing', delta: 1 } }),
    () => ({ name: 'mood.create', args: { id: pick(moods) } }),
    () => ({ name: 'no.such', args: { id: pick(moods) } }),
  ];
  return Array.from({ length }, () => pick(steps)());
}

/** The script with the member's own real ids (and the other member's row for 'foreign'). */
function instantiate(script: Script, ids: Map<string, string>, seqStart: number): PushedMutation[] {
  return script.map(({ name, args }, index) => {
    const symbol = args.id as string;
    if (!ids.has(symbol)) ids.set(symbol, uuidv7());
    return {
      mutationId: uuidv7(),
      seq: seqStart + index,
      name,
      args: { ...args, id: ids.get(symbol) },
    };
  });
}

/** What a result says, without the mutation id. */
const shape = ({ mutationId: _id, ...rest }: MutationResult) => rest;

/** The member's rows and deletes with ids back as symbols, and versions as their order. */
async function stateOf(member: Member, symbols: Map<string, string>) {
  const symbolOf = new Map([...symbols].map(([symbol, id]) => [id, symbol]));
  const tables = ['mood_entries', 'goals', 'journal_entries'];
  const state: Record<string, unknown[]> = {};
  for (const table of tables) {
    const found = await rows<Record<string, unknown>>(
      `select * from ${table} where user_id = ? order by version`,
      member.user.id,
    );
    state[table] = found.map(({ id, user_id: _user, version: _version, ...rest }) => ({
      id: symbolOf.get(id as string),
      ...rest,
    }));
  }
  const deletes = await rows<{ table_name: string; row_id: string }>(
    'select table_name, row_id from tombstones where user_id = ? order by version',
    member.user.id,
  );
  state.tombstones = deletes.map((row) => `${row.table_name}/${symbolOf.get(row.row_id)}`);
  const pulled = (await pullAll(member.cookie)).changes.filter((c) => c.table !== 'communityPosts');
  state.pulled = pulled.map((change) => `${change.op} ${change.table}/${symbolOf.get(change.id)}`);
  return state;
}

/**
 * Counts the statements `work` runs (`soFar` tells it how many yet): each a round trip on
 * PostgreSQL; on SQLite each statement run, and each script (begin, commit).
 */
async function countStatements<T>(work: (soFar: () => number) => Promise<T>): Promise<T> {
  const sqlite = new Database(':memory:');
  const statement = Object.getPrototypeOf(sqlite.prepare('select 1')) as Record<string, () => void>;
  sqlite.close();
  const spied =
    engine === 'postgres'
      ? [vi.spyOn(pg.Client.prototype, 'query')]
      : [
          vi.spyOn(Database.prototype, 'exec'),
          ...(['run', 'get', 'all', 'iterate'] as const).map((method) =>
            vi.spyOn(statement, method),
          ),
        ];
  try {
    return await work(() => spied.reduce((sum, spy) => sum + spy.mock.calls.length, 0));
  } finally {
    for (const spy of spied) spy.mockRestore();
  }
}

async function memberRow(member: Member): Promise<UserRow> {
  const { users } = tablesOf(server.db);
  const [row] = await server.db.select().from(users).where(eq(users.id, member.user.id));
  return row!;
}

describe(`the set-based batch apply on ${engine}`, () => {
  it('gives the results, rows, deletes and pulls of the per-mutation path, replays included', async () => {
    const random = seededRandom(2411);
    for (let round = 0; round < 6; round += 1) {
      const setBased = await signUp(server);
      const oneByOne = await signUp(server);
      const stranger = await signUp(server);
      const script = randomScript(random, 40);
      const ids = { setBased: new Map<string, string>(), oneByOne: new Map<string, string>() };
      for (const map of Object.values(ids)) {
        const foreign = uuidv7();
        map.set('foreign', foreign);
        await pushOk(stranger.cookie, [
          {
            mutationId: uuidv7(),
            seq: 0,
            name: 'mood.create',
            args: { id: foreign, mood: 'good', date: at(clock.now()) },
            createdAt: at(clock.now()),
          },
        ]);
      }
      const first = {
        setBased: instantiate(script, ids.setBased, 1),
        oneByOne: instantiate(script, ids.oneByOne, 1),
      };
      const fallbacks: unknown[] = [];
      const push = async (member: Member, batch: PushedMutation[], set: boolean) =>
        pushMutations(server.db, await memberRow(member), batch, clock.now, {
          setBased: set,
          onFallback: (error) => fallbacks.push(error),
        });

      const a = await push(setBased, first.setBased, true);
      const b = await push(oneByOne, first.oneByOne, false);
      expect(a.map((result) => result.mutationId)).toEqual(first.setBased.map((m) => m.mutationId));
      expect(a.map(shape), `round ${round}`).toEqual(b.map(shape));
      expect(a.some((result) => result.status === 'rejected')).toBe(true);

      // The same batch again (a lost answer) with a second script after it, in one push.
      const more = randomScript(random, 20);
      const again = {
        setBased: [...first.setBased, ...instantiate(more, ids.setBased, 100)],
        oneByOne: [...first.oneByOne, ...instantiate(more, ids.oneByOne, 100)],
      };
      const c = await push(setBased, again.setBased, true);
      const d = await push(oneByOne, again.oneByOne, false);
      expect(c.slice(0, a.length)).toEqual(a);
      expect(c.map(shape)).toEqual(d.map(shape));

      // The set-based path applied both batches itself, never handing them on.
      expect(fallbacks).toEqual([]);
      expect(await stateOf(setBased, ids.setBased)).toEqual(await stateOf(oneByOne, ids.oneByOne));
    }
    // Six rounds of pushes and pulls both ways: a few seconds on a busy machine.
  }, 30_000);

  it('sends as many statements for a batch of 100 as for a batch of 10', async () => {
    const member = await signUp(server);
    const batch = (size: number) =>
      Array.from({ length: size }, (_, index) => ({
        mutationId: uuidv7(),
        seq: index,
        ...[
          { name: 'mood.create', args: { id: uuidv7(), mood: 'good', date: at(clock.now()) } },
          {
            name: 'journal.create',
            args: {
              id: uuidv7(),
              title: 'Evening',
              content: 'Grateful',
              category: 'gratitude',
              createdAt: at(clock.now()),
            },
          },
          {
            name: 'meditation.create',
            args: {
              id: uuidv7(),
              duration: 10,
              sessionType: 'Breathing',
              completedAt: at(clock.now()),
            },
          },
        ][index % 3]!,
        createdAt: at(clock.now()),
      }));
    // The member's first push also marks them seen and starts their counter and quota window.
    await pushOk(member.cookie, batch(3));
    const counted = await countStatements(async (soFar) => {
      await pushOk(member.cookie, batch(10));
      const small = soFar();
      await pushOk(member.cookie, batch(100));
      return { small, large: soFar() - small };
    });
    expect(counted.large).toBe(counted.small);
    // The session, the member's counter locked, the records, three tables' rows and the tombstones
    // read, the quota, the versions, three inserts, the records written, begin and commit.
    expect(counted.large).toBeLessThanOrEqual(16);
  });

  it('applies a batch of 100 new rows with a handful of counter updates, versions in order', async () => {
    const member = await signUp(server);
    const moods = Array.from({ length: 100 }, (_, index) => ({
      mutationId: uuidv7(),
      seq: index,
      name: 'mood.create',
      args: { id: uuidv7(), mood: 'good', date: at(clock.now()) },
      createdAt: at(clock.now()),
    }));
    const before = await rows<{ value: number }>(
      'select value from space_versions where space = ?',
      `member:${member.user.id}`,
    );
    await pushOk(member.cookie, moods);
    const versions = await rows<{ id: string; version: number }>(
      'select id, version from mood_entries where user_id = ?',
      member.user.id,
    );
    const byId = new Map(versions.map((row) => [row.id, Number(row.version)]));
    const inOrder = moods.map((mood) => byId.get(mood.args.id)!);
    const start = Number(before[0]!.value);
    expect(inOrder).toEqual(Array.from({ length: 100 }, (_, index) => start + 1 + index));
  });
});
