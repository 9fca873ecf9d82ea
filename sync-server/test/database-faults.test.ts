/**
 * A database that goes away for a moment fails only the requests that were using it, with 503 and
 * Retry-After; nothing of an interrupted write is kept, its retry applies it once, and the server
 * serves on. The faults are made for real on each engine: on SQLite another connection holds the
 * file's write lock past busy_timeout; on PostgreSQL the server's connection is terminated (57P01,
 * what a restart or failover does) in the middle of a batch. A restart of the whole PostgreSQL
 * server, with the server in its own process, is tooling/database-restart.test.ts.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidv7, type OutboxMutation } from '@selah/shared';
import type { DatabaseLocation } from '../src/db/client';
import { WRITE_LOCK_KEY } from '../src/db/transaction';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/errors';
import {
  createTestServer,
  expectError,
  signUp,
  startAnotherNode,
  type TestResponse,
} from './helpers';
import { at, mutationFactory, syncClient } from './sync-helpers';

const server = await createTestServer();
const { rows, clock, engine } = server;
const mutation = mutationFactory();

/** How the faulty node's connections show in pg_stat_activity. */
const NODE_APPLICATION = 'selah_database_faults_test';
/** Small, so a pool that kept its broken connections would run out within these tests. */
const NODE_POOL_SIZE = 2;

function faultyNodeLocation(): DatabaseLocation {
  const location = server.database.location;
  if (location.engine === 'sqlite') return { ...location, busyTimeoutMs: 50 };
  const url = new URL(location.url);
  url.searchParams.set('application_name', NODE_APPLICATION);
  return { ...location, url: url.toString(), poolSize: NODE_POOL_SIZE };
}

// A node of its own: a short busy_timeout on SQLite, a small pool on PostgreSQL, and its reports.
const unavailable: unknown[] = [];
const node = await startAnotherNode(server, {
  location: faultyNodeLocation(),
  app: { reportUnavailable: (error) => unavailable.push(error) },
});
afterAll(() => node.stop());
const { push, pushOk, pullPage } = syncClient(node);

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withPostgresClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const location = server.database.location;
  if (location.engine !== 'postgres') throw new Error('Not PostgreSQL');
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Ends the node's connections that are `waiting` (pg_stat_activity's wait_event_type or event).
 * Asked outside any transaction: inside one, pg_stat_activity is a snapshot taken at first sight.
 */
async function terminateNodeConnectionWaitingOn(waiting: string) {
  const waiters = `from pg_stat_activity where application_name = $1
    and (wait_event_type = $2 or wait_event = $2)`;
  await withPostgresClient(async (client) => {
    await waitFor(
      async () =>
        (await client.query(`select 1 ${waiters}`, [NODE_APPLICATION, waiting])).rowCount! > 0,
    );
    await client.query(`select pg_terminate_backend(pid) ${waiters}`, [NODE_APPLICATION, waiting]);
  });
}

/**
 * Sends a request while the database cannot serve its write: SQLite's write lock is held by another
 * connection; on PostgreSQL the write lock is held and the node's connection waiting for it is
 * terminated.
 */
async function whileTheDatabaseIsAway(send: () => Promise<TestResponse>): Promise<TestResponse> {
  if (engine === 'sqlite') {
    const location = server.database.location as { file: string };
    const blocker = new Database(location.file);
    blocker.exec('BEGIN IMMEDIATE');
    try {
      return await send();
    } finally {
      blocker.exec('ROLLBACK');
      blocker.close();
    }
  }
  return withPostgresClient(async (blocker) => {
    await blocker.query('begin');
    // Every write waits: most for the one write lock, a member's for their space's counter.
    await blocker.query('select pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
    await blocker.query('lock table space_versions in exclusive mode');
    try {
      const answer = send();
      await terminateNodeConnectionWaitingOn('Lock');
      return await answer;
    } finally {
      await blocker.query('rollback');
    }
  });
}

/**
 * Pushes `batch` and makes the database go away while it is applied: on PostgreSQL the connection
 * is terminated in the middle of the batch, while the insert of `sleepyMoodId` (a trigger makes it
 * wait) runs after the mutations before it were applied in their savepoints; on SQLite the write
 * lock is held.
 */
async function pushInterrupted(cookie: string, batch: OutboxMutation[], sleepyMoodId: string) {
  if (engine === 'sqlite') return whileTheDatabaseIsAway(() => push(cookie, batch));
  if (!/^[0-9a-f-]+$/.test(sleepyMoodId)) throw new Error('Not an id');
  await rows(`
    create or replace function sleepy_mood() returns trigger language plpgsql as $$
    begin
      if new.id = '${sleepyMoodId}' then perform pg_sleep(30); end if;
      return new;
    end $$`);
  await rows(`create trigger sleepy_mood before insert on mood_entries
    for each row execute function sleepy_mood()`);
  try {
    const answer = push(cookie, batch);
    await terminateNodeConnectionWaitingOn('PgSleep');
    return await answer;
  } finally {
    await rows('drop trigger sleepy_mood on mood_entries');
    await rows('drop function sleepy_mood()');
  }
}

function expectUnavailable(response: TestResponse): void {
  expectError(response, 503, DATABASE_UNAVAILABLE_MESSAGE);
  expect(response.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
  expect(node.reportedErrors).toEqual([]);
  expect(unavailable.length).toBeGreaterThan(0);
  unavailable.length = 0;
}

describe('database faults', () => {
  it('fails an interrupted push whole with 503, keeps none of it, and applies its retry once', async () => {
    const member = await signUp(server);
    const goalId = uuidv7();
    await pushOk(member.cookie, [
      mutation('goal.create', {
        id: goalId,
        title: 'Pray',
        targetValue: 50,
        createdAt: at(clock.now()),
      }),
    ]);
    const sleepyMoodId = uuidv7();
    const batch = [
      mutation('goal.progress', { id: goalId, delta: 2 }),
      mutation('goal.progress', { id: goalId, delta: 2 }),
      mutation('mood.create', { id: sleepyMoodId, mood: 'good', date: at(clock.now()) }),
      mutation('goal.progress', { id: goalId, delta: 2 }),
    ];

    expectUnavailable(await pushInterrupted(member.cookie, batch, sleepyMoodId));
    // Nothing of the batch was kept, and no mutation was recorded as failed.
    expect(await rows('select current_value from goals where id = ?', goalId)).toEqual([
      { current_value: 0 },
    ]);
    expect(await rows('select id from mood_entries where user_id = ?', member.user.id)).toEqual([]);
    const recorded = await rows<{ n: number }>(
      'select count(*) as n from processed_mutations where user_id = ?',
      member.user.id,
    );
    expect(Number(recorded[0]!.n)).toBe(1); // the goal's create

    // The device sends the batch again, and once more as if that answer were lost too.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const results = await pushOk(member.cookie, batch);
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('applied'));
    }
    expect(await rows('select current_value from goals where id = ?', goalId)).toEqual([
      { current_value: 6 },
    ]);
    expect(await rows('select id from mood_entries where user_id = ?', member.user.id)).toEqual([
      { id: sleepyMoodId },
    ]);
  });

  it('fails an interrupted REST write with 503, and applies its retry under the same Idempotency-Key once', async () => {
    const member = await signUp(server);
    const write = () =>
      node.call('POST', '/api/journal-entries', {
        cookie: member.cookie,
        headers: { 'Idempotency-Key': 'entry-1' },
        body: { title: 'Weather', content: 'The database went away for a moment' },
      });
    expectUnavailable(await whileTheDatabaseIsAway(write));
    expect(await rows('select id from journal_entries where user_id = ?', member.user.id)).toEqual(
      [],
    );

    const first = await write();
    expect(first.status, first.text).toBe(201);
    const again = await write();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(
      await rows('select title from journal_entries where user_id = ?', member.user.id),
    ).toEqual([{ title: 'Weather' }]);
  });

  it('keeps serving: reads and health answer, and faults more than the pool holds leave it whole', async () => {
    const member = await signUp(server);
    // Reads need no write lock: they are served while another process writes.
    const readWhileAway = await whileTheDatabaseIsAway(async () => {
      const [health, goals] = await Promise.all([
        node.call('GET', '/api/health'),
        node.call('GET', '/api/goals', { cookie: member.cookie }),
      ]);
      expect(health.status).toBe(200);
      expect(goals.status).toBe(200);
      // PostgreSQL needs something to terminate: a write that meets the fault.
      return node.call('POST', '/api/mood-entries', {
        cookie: member.cookie,
        body: { mood: 'good', date: at(clock.now()) },
      });
    });
    expectUnavailable(readWhileAway);

    // More faults than the pool has connections: each broken connection was discarded, not kept.
    for (let round = 0; round <= NODE_POOL_SIZE; round += 1) {
      const batch = [
        mutation('mood.create', { id: uuidv7(), mood: 'good', date: at(clock.now()) }),
      ];
      expectUnavailable(await whileTheDatabaseIsAway(() => push(member.cookie, batch)));
    }
    const answers = await Promise.all([
      node.call('GET', '/api/health'),
      pullPage(member.cookie, ''),
      ...Array.from({ length: NODE_POOL_SIZE * 2 }, () =>
        node.call('POST', '/api/mood-entries', {
          cookie: member.cookie,
          body: { mood: 'good', date: at(clock.now()) },
        }),
      ),
    ]);
    expect((answers[0] as TestResponse).status).toBe(200);
    for (const answer of answers.slice(2) as TestResponse[]) expect(answer.status).toBe(201);
  });
});
