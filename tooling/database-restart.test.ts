/**
 * PostgreSQL restarts under load (`pg_ctl restart -m fast`, what every managed database does for
 * maintenance): the server process keeps running, health says not ready and then ready again, every
 * acknowledged write is stored exactly once, and the devices' retries of what failed complete.
 *
 * It restarts a cluster of its own, so the shared test cluster of the server projects is never
 * touched, and it lives in the tooling project (run once per test run, with tooling/postgres.ts at
 * hand) rather than in sync-server/test (run once per engine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, uuidv7 } from '@selah/shared';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@selah/sync-server/tools';
import { startPostgresCluster, type PostgresCluster } from './postgres';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const MEMBERS = 3;
/** Every wait here is for an event, with this as its bound. */
const DEADLINE_MS = 20_000;

let cluster: PostgresCluster;
let database: ThrowawayDatabase;
let server: { url: string; child: ChildProcess; stderr: () => string };
const dataDir = mkdtempSync(join(tmpdir(), 'selah-restart-'));

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = await createThrowawayDatabase({
    engine: 'postgres',
    adminUrl: cluster.adminUrl,
    poolSize: 1,
  });
  if (database.location.engine !== 'postgres') throw new Error('Not a PostgreSQL database');
  server = await startServer(database.location.url);
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database?.drop().catch(() => undefined);
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run serve` as a process of its own on a random port: an exit would be an exit. */
async function startServer(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/index.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web'),
      WRITE_QUOTA_ENTRIES_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No URL printed. stderr: ${stderr}`)), 30_000);
    child.on('exit', (code) => reject(new Error(`The server exited (${code}): ${stderr}`)));
    child.stdout!.on('data', (chunk) => {
      // Only the start line is needed; the request log is dropped as it comes.
      if (stdout.length < 10_000) stdout += chunk;
      const match = /Selah is listening on (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return { url, child, stderr: () => stderr };
}

type Answer = { status: number; retryAfter: string | null; body: unknown };

async function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
        ...(options.cookie && { Cookie: options.cookie }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
  } catch {
    // No answer at all: the server is gone (status 0 fails every check below).
    return { status: 0, retryAfter: null, body: null };
  }
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!(await condition())) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server exited while waiting for ${what}: ${server.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Mutation = { mutationId: string; seq: number; name: string; args: object; createdAt: string };

/** A member's device: what it sent, what was acknowledged, what it has to send again. */
type Device = {
  name: string;
  userId: string;
  cookie: string;
  goalId: string;
  seq: number;
  sent: Mutation[];
  acknowledgedPushes: { mutations: Mutation[]; at: number }[];
  failedPushes: Mutation[][];
  journalTitles: string[];
  acknowledgedTitles: string[];
  failedJournal: { key: string; title: string }[];
};

/** Every answer that was not a success, to check that each is a 503 with Retry-After. */
const failures: Answer[] = [];

function mutation(device: Device, name: string, args: object): Mutation {
  device.seq += 1;
  const created: Mutation = {
    mutationId: uuidv7(),
    seq: device.seq,
    name,
    args,
    createdAt: new Date().toISOString(),
  };
  device.sent.push(created);
  return created;
}

const push = (device: Device, mutations: Mutation[]) =>
  call('POST', '/api/sync/push', {
    cookie: device.cookie,
    body: { protocolVersion: SYNC_PROTOCOL_VERSION, mutations },
  });

const writeJournal = (device: Device, entry: { key: string; title: string }) =>
  call('POST', '/api/journal-entries', {
    cookie: device.cookie,
    headers: { 'Idempotency-Key': entry.key },
    body: { title: entry.title, content: 'Written while the database restarted' },
  });

function expectPushApplied(answer: Answer, mutations: Mutation[]): void {
  const results = (answer.body as { results: { mutationId: string; status: string }[] }).results;
  expect(results.map((result) => [result.mutationId, result.status])).toEqual(
    mutations.map((sent) => [sent.mutationId, 'applied']),
  );
}

async function signUp(index: number): Promise<Device> {
  const name = `member${index}`;
  const response = await fetch(`${server.url}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.org`,
      password: 'secret1',
      confirmPassword: 'secret1',
    }),
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const device: Device = {
    name,
    userId: user.id,
    cookie,
    goalId: uuidv7(),
    seq: 0,
    sent: [],
    acknowledgedPushes: [],
    failedPushes: [],
    journalTitles: [],
    acknowledgedTitles: [],
    failedJournal: [],
  };
  const create = mutation(device, 'goal.create', {
    id: device.goalId,
    title: 'Pray',
    targetValue: 1000,
    createdAt: new Date().toISOString(),
  });
  const answer = await push(device, [create]);
  expect(answer.status).toBe(200);
  expectPushApplied(answer, [create]);
  return device;
}

/**
 * One device's loop until `running()` is false: a batch (a mood, two goal increments, whose double
 * application would show), a journal entry over REST under an Idempotency-Key, and a pull.
 */
async function useTheApp(device: Device, running: () => boolean): Promise<void> {
  let round = 0;
  while (running()) {
    round += 1;
    const batch = [
      mutation(device, 'mood.create', {
        id: uuidv7(),
        mood: 'good',
        date: new Date().toISOString(),
      }),
      mutation(device, 'goal.progress', { id: device.goalId, delta: 1 }),
      mutation(device, 'goal.progress', { id: device.goalId, delta: 1 }),
    ];
    const pushed = await push(device, batch);
    if (pushed.status === 0) return; // the server is gone; the checks say so
    if (pushed.status === 200) {
      expectPushApplied(pushed, batch);
      device.acknowledgedPushes.push({ mutations: batch, at: Date.now() });
    } else {
      failures.push(pushed);
      device.failedPushes.push(batch);
    }

    const entry = { key: uuidv7(), title: `${device.name} round ${round}` };
    device.journalTitles.push(entry.title);
    const written = await writeJournal(device, entry);
    if (written.status === 201) device.acknowledgedTitles.push(entry.title);
    else {
      failures.push(written);
      device.failedJournal.push(entry);
    }

    const pulled = await call(
      'GET',
      `/api/sync/pull?cursor=0&limit=20&protocolVersion=${SYNC_PROTOCOL_VERSION}`,
      { cookie: device.cookie },
    );
    if (pulled.status !== 200) failures.push(pulled);
  }
}

async function rows<T>(query: string, ...params: unknown[]): Promise<T[]> {
  return database.rows<T>(query, ...params);
}

it('keeps serving through a PostgreSQL restart under load, and loses or repeats no write', async () => {
  const devices: Device[] = [];
  for (let index = 0; index < MEMBERS; index += 1) devices.push(await signUp(index));

  // Health, polled all along: what it answered, in order.
  const health: { status: number; at: number }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const answer = await call('GET', '/api/health');
      if (answer.status === 0) return;
      health.push({ status: answer.status, at: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();

  let running = true;
  const load = Promise.all(devices.map((device) => useTheApp(device, () => running)));
  await waitFor('writes before the restart', () =>
    devices.every((device) => device.acknowledgedPushes.length >= 2),
  );

  const restartedAt = Date.now();
  await cluster.restart();
  await waitFor('health to say "not ready" and then "ready"', () => {
    const after = health.filter((answer) => answer.at > restartedAt);
    const down = after.findIndex((answer) => answer.status === 503);
    return down >= 0 && after.slice(down).some((answer) => answer.status === 200);
  });
  const readyAt = Date.now();
  // Service came back by itself: each device's pushes are acknowledged again.
  await waitFor('writes after the restart', () =>
    devices.every((device) => device.acknowledgedPushes.some((pushed) => pushed.at > readyAt)),
  );
  running = false;
  await load;
  polling = false;
  await poller;

  // The process lived through it, and every failed request was a 503 that says when to come back.
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  expect(server.stderr()).not.toMatch(/Unhandled|uncaught/i);
  expect(failures.length).toBeGreaterThan(0);
  for (const failure of failures) {
    expect(failure.status).toBe(503);
    expect(failure.retryAfter).toMatch(/^\d+$/);
  }
  const statuses = new Set(health.map((answer) => answer.status));
  expect([...statuses].sort()).toEqual([200, 503]);

  // Every acknowledged write is there exactly once, before any retry.
  for (const device of devices) {
    const acknowledged = device.acknowledgedPushes.flatMap((pushed) => pushed.mutations);
    const recorded = await rows<{ mutation_id: string; n: number }>(
      'select mutation_id, count(*)::int as n from processed_mutations where user_id = ? group by mutation_id',
      device.userId,
    );
    const times = new Map(recorded.map((row) => [row.mutation_id, row.n]));
    for (const sent of acknowledged) expect(times.get(sent.mutationId)).toBe(1);
    const titles = await rows<{ title: string; n: number }>(
      'select title, count(*)::int as n from journal_entries where user_id = ? group by title',
      device.userId,
    );
    const stored = new Map(titles.map((row) => [row.title, row.n]));
    for (const title of device.acknowledgedTitles) expect(stored.get(title)).toBe(1);
  }

  // The devices send again what failed, as they do after a 503: the same mutations, the same keys.
  for (const device of devices) {
    for (const batch of device.failedPushes) {
      const answer = await push(device, batch);
      expect(answer.status).toBe(200);
      expectPushApplied(answer, batch);
    }
    for (const entry of device.failedJournal) {
      const answer = await writeJournal(device, entry);
      expect(answer.status).toBe(201);
    }
  }

  // Now everything every device wrote is stored, each exactly once.
  for (const device of devices) {
    const increments = device.sent.filter((sent) => sent.name === 'goal.progress').length;
    const [goal] = await rows<{ current_value: number }>(
      'select current_value from goals where id = ?',
      device.goalId,
    );
    expect(goal!.current_value).toBe(increments);
    const moods = device.sent
      .filter((sent) => sent.name === 'mood.create')
      .map((sent) => (sent.args as { id: string }).id);
    const storedMoods = await rows<{ id: string }>(
      'select id from mood_entries where user_id = ? order by id',
      device.userId,
    );
    expect(storedMoods.map((row) => row.id)).toEqual([...moods].sort());
    const recorded = await rows<{ mutation_id: string }>(
      "select mutation_id from processed_mutations where user_id = ? and mutation_id not like 'idempotency-key:%' order by mutation_id",
      device.userId,
    );
    expect(recorded.map((row) => row.mutation_id)).toEqual(
      device.sent.map((sent) => sent.mutationId).sort(),
    );
    const titles = await rows<{ title: string; n: number }>(
      'select title, count(*)::int as n from journal_entries where user_id = ? group by title order by title',
      device.userId,
    );
    expect(titles).toEqual([...device.journalTitles].sort().map((title) => ({ title, n: 1 })));
  }
}, 90_000);
