import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import {
  NEXT_CURSOR_HEADER,
  PAGE_SIZE_MAX,
  PULL_LIMIT_MAX,
  SYNC_PROTOCOL_VERSION,
  uuidv7,
  type PushRequest,
} from '@selah/shared';
import { createDatabase, startPostgresCluster } from '../../tooling/postgres';
import { TMP_DIR } from '../fixture';
import { bytes, count, ms, ratio } from '../lib/format';
import { progress } from '../lib/log';
import { requestProbe, type Probe } from '../lib/probe';
import { sized } from '../lib/smoke';
import { startServer, type RunningServer } from '../lib/processes';
import { percentile } from '../lib/stats';
import { verdict, type Table } from '../lib/table';
import { starvationTable } from './abuse-starvation';
import type { BenchPart } from './part';
import { selectedSections } from '../lib/sections';

/*
 * Replays the attacks of a stranger or one member against a fresh server on loopback, each a bounded
 * burst, while one client keeps asking for a static file (GET /) one request at a time. It reports
 * that file's p99 during each attack against its p99 on the idle server, every answer's status (a 5xx
 * is a failure, a 429 is the server protecting itself), the largest answers, the server's peak memory
 * and whether any acknowledged row was lost or stored twice.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const IDLE_SAMPLES = sized(400, 40);
const LOGIN_FLOOD = sized(300, 20);
/**
 * The nested-JSON attack as it was found: four senders, each sending 8 sign-ins a second for three
 * seconds, with a time zone nested this deep (about 800 KB a body).
 */
const NESTED_SENDERS = 4;
const NESTED_PER_SECOND = 8;
const NESTED_EACH = sized(24, 2);
const NESTED_DEPTH = 400_000;
/** The floods held to the budget: the two login floods and the nested-JSON flood (the first three). */
const BUDGETED_FLOODS = 3;
const SIGNUP_FLOOD = sized(200, 10);
const WRITE_BATCHES = sized(30, 5);
const BATCH = 100;
const LONG_ENTRIES = sized(100, 10);
const LONG_TEXT = 'Be still, and know. '.repeat(950);
const POST_FLOOD = sized(150, 20);
const FLOOD_BUDGET = 5;

type Tally = { sent: number; ok: number; limited: number; otherClient: number; server: number };
type Attack = { name: string; tally: Tally; p50: number; p99: number; samples: number };

const newTally = (): Tally => ({ sent: 0, ok: 0, limited: 0, otherClient: 0, server: 0 });

function record(tally: Tally, status: number): void {
  tally.sent += 1;
  if (status < 300) tally.ok += 1;
  else if (status === 429) tally.limited += 1;
  else if (status >= 500) tally.server += 1;
  else tally.otherClient += 1;
}

/** One GET / at a time over one kept-alive connection: the latency a visitor sees. */
const staticProbe = (url: string): Probe => requestProbe(url, '/');

async function call(
  url: string,
  tally: Tally,
  method: string,
  path: string,
  init: {
    body?: unknown;
    rawBody?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const body = init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  record(tally, response.status);
  return { status: response.status, text, headers: response.headers };
}

async function signUp(url: string, name: string): Promise<{ cookie: string; id: string }> {
  const password = 'correct horse battery';
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${name.length}` },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.org`,
      password,
      confirmPassword: password,
    }),
  });
  const body = (await response.json()) as { user: { id: string } };
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, id: body.user.id };
}

function moodBatch(size: number): PushRequest {
  const now = Date.now();
  return {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    mutations: Array.from({ length: size }, (_, seq) => {
      const date = new Date(now - (size - seq) * 1000).toISOString();
      return {
        mutationId: uuidv7(),
        seq,
        createdAt: date,
        name: 'mood.create',
        args: { id: uuidv7(), mood: 'good', date },
      };
    }),
  };
}

function peakMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

export const abusePart: BenchPart = {
  name: 'abuse',
  title: 'Abuse: floods from a stranger or one member',
  async run() {
    mkdirSync(TMP_DIR, { recursive: true });
    const dir = mkdtempSync(join(TMP_DIR, 'abuse-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    // A static page of the size of the app's shell: the file a visitor's browser asks for first.
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Selah</title></head><body>${'<p>Selah</p>'.repeat(150)}</body></html>`,
    );
    const sections = selectedSections('ABUSE_SECTIONS', SECTIONS, process.env.ABUSE_SECTIONS);
    const tables: Table[] = [];
    try {
      if (sections.includes('floods')) {
        const server = await startServer({
          entry: 'sync-server/src/index.ts',
          cwd: REPO,
          // One trusted proxy: an attack can then come from many addresses, as through a real proxy.
          env: {
            DATA_DIR: join(dir, 'data'),
            WEB_DIST: webDist,
            SEED_DEMO: 'false',
            TRUST_PROXY_HOPS: '1',
          },
          readyPath: '/api/health',
        });
        try {
          tables.push(...(await attack(server, dir)));
        } finally {
          await server.stop();
        }
      }
      if (sections.includes('starvation')) {
        const starving = await startServer({
          entry: 'sync-server/src/index.ts',
          cwd: REPO,
          env: { DATA_DIR: join(dir, 'data-starvation'), WEB_DIST: webDist, ...STARVATION_ENV },
          readyPath: '/api/health',
        });
        try {
          tables.push(
            await withControl(webDist, (control) =>
              starvationTable(starving.url, 'SQLite', control),
            ),
          );
        } finally {
          await starving.stop();
        }
      }
      return [...tables, ...(await onPostgres(dir, webDist, sections))];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/** The part's sections; ABUSE_SECTIONS (a comma-separated list) runs only those named. */
const SECTIONS = ['floods', 'starvation'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The server for the starvation floods: quotas out of the way (a flood the quota refuses would
 * measure the quota), and one trusted proxy so its members sign up from addresses of their own.
 */
const STARVATION_ENV = {
  SEED_DEMO: 'false',
  TRUST_PROXY_HOPS: '1',
  WRITE_QUOTA_ENTRIES_PER_HOUR: '1000000000',
  WRITE_QUOTA_CHANGES_PER_HOUR: '1000000000',
};

/** Runs `work` with the starvation table's control (bench/bare/static-page.ts) serving the shell. */
async function withControl<T>(webDist: string, work: (controlUrl: string) => Promise<T>) {
  const control = await startServer({
    entry: 'bench/bare/static-page.ts',
    cwd: REPO,
    env: { PAGE_FILE: join(webDist, 'index.html') },
    readyPath: '/api/health',
  });
  try {
    return await work(control.url);
  } finally {
    await control.stop();
  }
}

/** The budgeted floods and the starvation floods again, on a throwaway PostgreSQL cluster. */
async function onPostgres(dir: string, webDist: string, sections: Section[]): Promise<Table[]> {
  progress('abuse: starting a throwaway PostgreSQL cluster');
  const cluster = await startPostgresCluster();
  const tables: Table[] = [];
  try {
    if (sections.includes('floods')) {
      const server = await startServer({
        entry: 'sync-server/src/index.ts',
        cwd: REPO,
        env: {
          DATA_DIR: join(dir, 'data-postgres'),
          DATABASE_URL: await createDatabase(cluster.adminUrl, 'selah_abuse'),
          WEB_DIST: webDist,
          SEED_DEMO: 'false',
          TRUST_PROXY_HOPS: '1',
        },
        readyPath: '/api/health',
      });
      try {
        const probe = staticProbe(server.url);
        await warmUp(server.url, probe);
        progress('abuse (PostgreSQL): idle');
        const idle = await probe.repeat(IDLE_SAMPLES);
        const { attacks, measure } = measuring(probe, 'PostgreSQL');
        await budgetedFloods(server.url, measure);
        probe.close();
        tables.push(
          staticTable(
            'PostgreSQL: static file (GET /) p99 during the budgeted floods, against the idle server',
            idle,
            attacks,
            [
              'The same server on a throwaway PostgreSQL cluster (`tooling/postgres.ts`, one node, `DATABASE_URL`), fresh database, same floods as the first table.',
            ],
          ),
        );
      } finally {
        await server.stop();
      }
    }
    if (sections.includes('starvation')) {
      const starving = await startServer({
        entry: 'sync-server/src/index.ts',
        cwd: REPO,
        env: {
          DATA_DIR: join(dir, 'data-postgres-starvation'),
          DATABASE_URL: await createDatabase(cluster.adminUrl, 'selah_starvation'),
          WEB_DIST: webDist,
          ...STARVATION_ENV,
        },
        readyPath: '/api/health',
      });
      try {
        tables.push(
          await withControl(webDist, (control) =>
            starvationTable(starving.url, 'PostgreSQL', control),
          ),
        );
      } finally {
        await starving.stop();
      }
    }
    return tables;
  } finally {
    await cluster.stop();
  }
}

/**
 * What a server that has been up a while has done: served pages and checked a few passwords, so the
 * first flood does not also pay for compiling the sign-in path.
 */
async function warmUp(url: string, probe: Probe): Promise<void> {
  const tally = newTally();
  for (let i = 0; i < 5; i += 1) {
    await call(url, tally, 'POST', '/api/login', {
      body: { email: `warm-up${i}@example.org`, password: 'not this one' },
      headers: { 'x-forwarded-for': '192.0.2.250' },
    });
  }
  await probe.repeat(200);
}

function measuring(probe: Probe, engine: string) {
  const attacks: Attack[] = [];
  async function measure(name: string, run: (tally: Tally) => Promise<unknown>) {
    progress(`abuse (${engine}): ${name}`);
    const tally = newTally();
    const samples = await probe.during(run(tally));
    attacks.push({
      name,
      tally,
      // An attack answered before any sample was has none: its row says so.
      p50: samples.length > 0 ? percentile(samples, 50) : NaN,
      p99: samples.length > 0 ? percentile(samples, 99) : NaN,
      samples: samples.length,
    });
  }
  return { attacks, measure };
}

type Measure = ReturnType<typeof measuring>['measure'];

/** The floods a stranger can send without an account; each is held to FLOOD_BUDGET. */
async function budgetedFloods(url: string, measure: Measure): Promise<void> {
  const wrongLogin = (tally: Tally, index: number, headers: Record<string, string> = {}) =>
    call(url, tally, 'POST', '/api/login', {
      body: { email: `guess${index}@example.org`, password: `wrong-${index}` },
      headers,
    });
  await measure(`${LOGIN_FLOOD} parallel wrong logins, one address, every email different`, (t) =>
    Promise.all(Array.from({ length: LOGIN_FLOOD }, (_, i) => wrongLogin(t, i))),
  );
  await measure(`${LOGIN_FLOOD} parallel wrong logins from ${LOGIN_FLOOD} addresses`, (t) =>
    Promise.all(
      Array.from({ length: LOGIN_FLOOD }, (_, i) =>
        wrongLogin(t, i, { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` }),
      ),
    ),
  );
  const nested = `{"email":"a@example.org","password":"x","timeZone":${'['.repeat(NESTED_DEPTH)}${']'.repeat(NESTED_DEPTH)}}`;
  await measure(
    `${NESTED_SENDERS} senders, ${NESTED_PER_SECOND} sign-ins a second each (${NESTED_SENDERS * NESTED_EACH} in all), a time zone nested ${count(NESTED_DEPTH)} deep`,
    (t) =>
      Promise.all(
        Array.from({ length: NESTED_SENDERS }, async (_, sender) => {
          const started = performance.now();
          for (let i = 0; i < NESTED_EACH; i += 1) {
            const due = started + (i * 1000) / NESTED_PER_SECOND;
            await new Promise((resolve) =>
              setTimeout(resolve, Math.max(0, due - performance.now())),
            );
            await call(url, t, 'POST', '/api/login', {
              rawBody: nested,
              headers: { 'x-forwarded-for': `10.3.0.${sender}` },
            });
          }
        }),
      ),
  );
}

function staticTable(title: string, idle: number[], attacks: Attack[], notes: string[]): Table {
  const idleP99 = percentile(idle, 99);
  return {
    title,
    columns: [
      'attack',
      'requests',
      '2xx',
      '429',
      'other 4xx',
      '5xx',
      'GET / samples in flight',
      'GET / p50',
      'GET / p99',
      'x idle p99',
      'budget',
      'met?',
    ],
    rows: [
      [
        'none (idle)',
        '-',
        '-',
        '-',
        '-',
        '-',
        count(idle.length),
        `${ms(percentile(idle, 50))} ms`,
        `${ms(idleP99)} ms`,
        '1.00x',
        '-',
        '-',
      ],
      ...attacks.map((a, index) => {
        const budgeted = index < BUDGETED_FLOODS;
        const met = a.samples > 0 && a.p99 / idleP99 <= FLOOD_BUDGET && a.tally.server === 0;
        return [
          a.name,
          count(a.tally.sent),
          count(a.tally.ok),
          count(a.tally.limited),
          count(a.tally.otherClient),
          count(a.tally.server),
          count(a.samples),
          a.samples > 0 ? `${ms(a.p50)} ms` : '-',
          a.samples > 0 ? `${ms(a.p99)} ms` : '-',
          a.samples > 0 ? ratio(a.p99 / idleP99) : '-',
          budgeted ? `<= ${FLOOD_BUDGET}x, 0 5xx` : '-',
          budgeted ? verdict(met) : '-',
        ];
      }),
    ],
    notes,
  };
}

async function attack(server: RunningServer, dir: string): Promise<Table[]> {
  const { url } = server;
  const probe = staticProbe(url);
  const setup = newTally();
  const writer = await signUp(url, 'writer');
  const reader = await signUp(url, 'reader');
  const poster = await signUp(url, 'poster');
  const victim = await signUp(url, 'victim-of-guesses');
  // A warm server (JIT, caches, the sign-in path) before anything is timed.
  await warmUp(url, probe);
  progress('abuse: idle');
  const idle = await probe.repeat(IDLE_SAMPLES);
  const { attacks, measure } = measuring(probe, 'SQLite');
  await budgetedFloods(url, measure);
  await measure(`${LOGIN_FLOOD} parallel guesses at one member's password`, (t) =>
    Promise.all(
      Array.from({ length: LOGIN_FLOOD }, (_, i) =>
        call(url, t, 'POST', '/api/login', {
          body: { email: 'victim-of-guesses@example.org', password: `guess-${i}` },
          headers: { 'x-forwarded-for': `10.2.${i >> 8}.${i & 255}` },
        }),
      ),
    ),
  );
  const victimAnswer = await call(url, setup, 'POST', '/api/login', {
    body: { email: 'victim-of-guesses@example.org', password: 'correct horse battery' },
    headers: { 'x-forwarded-for': '192.0.2.200' },
  });
  const victimLogin =
    victimAnswer.status === 200
      ? 'signed in'
      : `${victimAnswer.status}, Retry-After ${victimAnswer.headers.get('retry-after')} s`;
  const victimSession =
    (await call(url, setup, 'GET', '/api/me', { cookie: victim.cookie })).status === 200
      ? 'still valid'
      : 'lost';
  await measure(`${SIGNUP_FLOOD} parallel signups`, (t) =>
    Promise.all(
      Array.from({ length: SIGNUP_FLOOD }, (_, i) =>
        call(url, t, 'POST', '/api/signup', {
          body: {
            username: `flood${i}`,
            email: `flood${i}@example.org`,
            password: 'secret1',
            confirmPassword: 'secret1',
          },
          headers: { 'x-forwarded-for': '203.0.113.9' },
        }),
      ),
    ),
  );

  // One member pushes as fast as it can, five batches at a time; every applied batch is sent
  // twice more (lost responses), which must change nothing.
  const acknowledged = new Set<string>();
  await measure(
    `one member pushes ${count(WRITE_BATCHES * BATCH)} moods, 5 batches at a time`,
    async (t) => {
      const batches = Array.from({ length: WRITE_BATCHES }, () => moodBatch(BATCH));
      const applied: PushRequest[] = [];
      for (let start = 0; start < batches.length; start += 5) {
        await Promise.all(
          batches.slice(start, start + 5).map(async (batch) => {
            const answer = await call(url, t, 'POST', '/api/sync/push', {
              body: batch,
              cookie: writer.cookie,
            });
            if (answer.status !== 200) return;
            applied.push(batch);
            const { results } = JSON.parse(answer.text) as { results: { status: string }[] };
            batch.mutations.forEach((mutation, index) => {
              if (results[index]?.status === 'applied')
                acknowledged.add((mutation.args as { id: string }).id);
            });
          }),
        );
      }
      for (const batch of [...applied, ...applied]) {
        await call(url, t, 'POST', '/api/sync/push', { body: batch, cookie: writer.cookie });
      }
    },
  );

  const largest = { list: 0, pull: 0, feed: 0 };
  let largestFeedHasMore = false;
  await measure("10 parallel reads of that member's moods, 5 times (largest page)", async (t) => {
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const answer = await call(url, t, 'GET', `/api/mood-entries?limit=${PAGE_SIZE_MAX}`, {
            cookie: writer.cookie,
          });
          largest.list = Math.max(largest.list, answer.text.length);
        }),
      );
    }
  });

  const longEntries: PushRequest = {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    mutations: Array.from({ length: LONG_ENTRIES }, (_, seq) => {
      const at = new Date(Date.now() - seq * 1000).toISOString();
      return {
        mutationId: uuidv7(),
        seq,
        createdAt: at,
        name: 'journal.create',
        args: {
          id: uuidv7(),
          title: `Long ${seq}`,
          content: LONG_TEXT,
          category: 'reflection',
          createdAt: at,
        },
      };
    }),
  };
  await call(url, setup, 'POST', '/api/sync/push', { body: longEntries, cookie: reader.cookie });
  await measure(
    `10 parallel full pulls of ${LONG_ENTRIES} journal entries of ${count(LONG_TEXT.length)} characters`,
    async (t) => {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          let cursor = '';
          for (let page = 0; page < 50; page += 1) {
            const answer = await call(
              url,
              t,
              'GET',
              `/api/sync/pull?cursor=${cursor}&limit=${PULL_LIMIT_MAX}&protocolVersion=${SYNC_PROTOCOL_VERSION}`,
              { cookie: reader.cookie },
            );
            largest.pull = Math.max(largest.pull, answer.text.length);
            const body = JSON.parse(answer.text) as { nextCursor: string; hasMore: boolean };
            cursor = body.nextCursor;
            if (!body.hasMore) break;
          }
        }),
      );
    },
  );

  await measure(
    `one member posts ${POST_FLOOD} posts of 2,000 characters, 10 at a time`,
    async (t) => {
      for (let start = 0; start < POST_FLOOD; start += 10) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            call(url, t, 'POST', '/api/community-posts', {
              cookie: poster.cookie,
              body: { content: `${start + i} `.padEnd(2000, 'x') },
            }),
          ),
        );
      }
      const feed = await call(url, t, 'GET', '/api/community-posts', { cookie: reader.cookie });
      largest.feed = feed.text.length;
      largestFeedHasMore = feed.headers.get(NEXT_CURSOR_HEADER) !== null;
    },
  );
  probe.close();

  const memoryPeak = peakMemory(server.child.pid!);
  await server.stop();
  const stored = new Database(join(dir, 'data', 'selah.db'), { readonly: true });
  const rows = stored.prepare('select id from mood_entries where user_id = ?').all(writer.id) as {
    id: string;
  }[];
  const postCount = (
    stored
      .prepare('select count(*) as n from community_posts where user_id = ?')
      .get(poster.id) as { n: number }
  ).n;
  stored.close();
  const storedIds = new Set(rows.map((row) => row.id));
  const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
  const duplicated =
    rows.length - storedIds.size + rows.filter((row) => !acknowledged.has(row.id)).length;
  const fiveXx = attacks.reduce((sum, a) => sum + a.tally.server, 0) + setup.server;

  return [
    staticTable(
      'Static file (GET /) p99 during each attack, against the idle server',
      idle,
      attacks,
      [
        'The real server (`npm run serve` entry, default scrypt cost, TRUST_PROXY_HOPS=1 so an attack can come from many addresses) on a fresh database in a temporary directory, serving a small static index.html; everything on 127.0.0.1. Before the idle samples it answers 200 GET / and five wrong sign-ins, as a server that has been up a while has.',
        'GET / is sampled one request at a time over one kept-alive connection from the start of each attack; only the samples answered before the attack was answered in full count (an attack answered quickly has few).',
        "A 429 is the server refusing at once: a rate limit, a full password queue or a member's write quota, each with Retry-After. The nested-JSON sign-ins are each a 400.",
      ],
    ),
    {
      title: 'Bounded answers, memory and rows',
      columns: ['figure', 'value', 'budget', 'met?'],
      rows: [
        ['5xx answers, all attacks', count(fiveXx), '0', verdict(fiveXx === 0)],
        [
          `largest GET /api/mood-entries?limit=${PAGE_SIZE_MAX} answer`,
          bytes(largest.list),
          '-',
          '-',
        ],
        [
          'largest pull page (long journal entries)',
          bytes(largest.pull),
          '<= 1 MiB + one row',
          verdict(largest.pull <= 1024 * 1024 + 25_000),
        ],
        [
          `another member's feed after ${POST_FLOOD} posts (first page${largestFeedHasMore ? ', more follow' : ''})`,
          bytes(largest.feed),
          '-',
          '-',
        ],
        ['posts stored of the flood', count(postCount), '-', '-'],
        [
          'acknowledged moods stored',
          `${count(storedIds.size)} of ${count(acknowledged.size)}`,
          '-',
          '-',
        ],
        ['acknowledged rows lost', count(lost), '0', verdict(lost === 0)],
        ['rows stored twice or unacknowledged', count(duplicated), '0', verdict(duplicated === 0)],
        ['server memory peak (VmHWM)', bytes(memoryPeak), '-', '-'],
        ['the guessed member signing in after the guesses (own address)', victimLogin, '-', '-'],
        ["the guessed member's existing session after the guesses", victimSession, '-', '-'],
      ],
    },
  ];
}
