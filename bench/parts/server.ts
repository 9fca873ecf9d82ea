import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import { PUSH_BATCH_MAX, SYNC_PROTOCOL_VERSION, type DashboardStats } from '@selah/shared';
import { copyFixture, ensureFixture, signIn, TMP_DIR, type Fixture } from '../fixture';
import { bytes, count, ms, ratio } from '../lib/format';
import { requestJson } from '../lib/http';
import { load, meanFigures, CONNECTIONS, type LoadFigures } from '../lib/load';
import { progress } from '../lib/log';
import { sized } from '../lib/smoke';
import {
  loadMembers,
  memberPerConnection,
  pushLoad,
  SYNC_LOAD_MEMBERS,
} from '../lib/member-per-connection';
import { pushBatch, unappliedCount } from '../lib/mutations';
import { startServer, type RunningServer } from '../lib/processes';
import { median } from '../lib/stats';
import { verdict, type Table } from '../lib/table';
import type { BenchPart } from './part';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/**
 * A/B comparisons run in interleaved rounds (the order alternating), so a burst of load from
 * elsewhere on the machine hits both sides; the ratio is the median of the rounds' ratios. On this
 * shared machine single rounds of the dashboard's GET measured 0.41x to 1.18x against bare
 * node:http around a median of 0.73-0.78x (20 alternating rounds), so there are many short rounds
 * rather than a few long ones.
 */
const ROUNDS = sized(9, 1);
const ROUND_SECONDS = sized(2, 1);
/** The feed route answers a few requests a second: longer rounds give it enough samples. */
const SLOW_ROUND_SECONDS = sized(4, 1);
const SINGLE_SECONDS = sized(10, 1);
/** Long enough for V8 to optimise the hot paths of a route before anything is recorded. */
const WARMUP_SECONDS = sized(5, 1);
/**
 * The A/B pairs warm up longer: V8 kept compiling Selah's dashboard path (its whole stack: about
 * 300 optimised compilations) through its first ~8,000 requests (`node --trace-opt`, which slows
 * the server: 5.5 s of compiler time in the first 4,000, 0.6 s in the next 4,000, next to nothing
 * after), which 5 s on a busy machine did not cover; the bare server has a few functions to
 * compile. The ratio is meant to compare the two servers warm, as a long-running server is.
 */
const PAIR_WARMUP_SECONDS = sized(15, 1);
const PUSH_SIZE = 50;
const DRAIN_MUTATIONS = sized(1000, 200);
/** The hot GETs against bare node:http: the framework may cost a fifth of the throughput. */
const HOT_GET_BUDGET = 0.8;
const DRAIN_BUDGET_MS = 2000;

type Measured = { label: string; figures: LoadFigures };
type Pair = { selah: Measured; bare: Measured; ratio: number; cpuRatio: number | null };

export const serverPart: BenchPart = {
  name: 'server',
  title: 'Server',
  async run() {
    const fixture = await ensureFixture('server');
    progress(
      fixture.fresh
        ? `built the server fixture in ${(fixture.buildMs / 1000).toFixed(1)} s`
        : `reusing the server fixture built at ${fixture.builtAt}`,
    );
    const dir = join(TMP_DIR, 'server-run');
    const file = copyFixture(fixture, dir);
    const named = [fixture.benchMember.id, fixture.pushMember.id];
    const pullers = loadMembers(file, SYNC_LOAD_MEMBERS, named);
    const pushers = loadMembers(file, SYNC_LOAD_MEMBERS, [...named, ...pullers]);
    const cookies = signIn(file, [...named, ...pullers, ...pushers]);
    const selah = await startServer({
      entry: 'sync-server/src/index.ts',
      cwd: REPO,
      // The push figures need far more than one member's hourly quota of new rows.
      env: { DATA_DIR: dir, SEED_DEMO: 'false', WRITE_QUOTA_ENTRIES_PER_HOUR: '1000000000' },
      readyPath: '/api/health',
    });
    try {
      const bare = await startServer({
        entry: 'bench/bare/server.ts',
        cwd: REPO,
        env: { DB_FILE: file },
        readyPath: '/api/health',
      });
      try {
        return [
          await measure(fixture, file, selah, bare, {
            read: cookies.get(fixture.benchMember.id)!,
            push: cookies.get(fixture.pushMember.id)!,
            pulls: pullers.map((id) => cookies.get(id)!),
            pushes: pushers.map((id) => cookies.get(id)!),
          }),
        ];
      } finally {
        await bare.stop();
      }
    } finally {
      await selah.stop();
    }
  },
};

async function measure(
  fixture: Fixture,
  file: string,
  selah: RunningServer,
  bare: RunningServer,
  cookies: { read: string; push: string; pulls: string[]; pushes: string[] },
): Promise<Table> {
  const readHeaders = { cookie: cookies.read, 'x-time-zone': fixture.benchMember.timeZone };
  const notes: string[] = [];

  // Both servers must give the same answers, or the comparison means nothing.
  const stats = await requestJson<DashboardStats>(`${selah.url}/api/dashboard-stats`, {
    headers: readHeaders,
  });
  const bareStats = await requestJson(`${bare.url}/api/dashboard-stats`, { headers: readHeaders });
  if (!isDeepStrictEqual(stats, bareStats)) {
    throw new Error(
      `dashboard-stats differ: ${JSON.stringify(stats)} vs ${JSON.stringify(bareStats)}`,
    );
  }
  const posts = await requestJson<unknown[]>(`${selah.url}/api/community-posts`, {
    headers: readHeaders,
  });
  const barePosts = await requestJson(`${bare.url}/api/community-posts`, { headers: readHeaders });
  if (!isDeepStrictEqual(posts, barePosts)) throw new Error('community-posts differ');
  notes.push(
    `Both servers answered the same JSON before measuring: dashboard-stats ${JSON.stringify(stats)}, ` +
      `community-posts ${count(posts.length)} posts.`,
  );
  if (fixture.benchMember.streak !== null && stats.moodStreak !== fixture.benchMember.streak) {
    notes.push(
      `The member's streak is ${stats.moodStreak}, not the fixture's ${fixture.benchMember.streak} ` +
        '(the local day changed since the fixture was built).',
    );
  }

  const dashboard = await compare('GET /api/dashboard-stats', selah, bare, {
    path: '/api/dashboard-stats',
    headers: readHeaders,
  });
  const feed = await compare(
    'GET /api/community-posts',
    selah,
    bare,
    { path: '/api/community-posts', headers: readHeaders },
    SLOW_ROUND_SECONDS,
  );

  const latest = latestVersion(file);
  const pullPath = (cursor: number) =>
    `/api/sync/pull?cursor=${cursor}&limit=500&protocolVersion=${SYNC_PROTOCOL_VERSION}`;
  const firstPage = await single('GET /api/sync/pull, first page', selah, {
    path: pullPath(0),
    headers: readHeaders,
    setupClient: memberPerConnection(cookies.pulls, readHeaders),
  });
  const upToDate = await single('GET /api/sync/pull, up to date', selah, {
    path: pullPath(latest),
    headers: readHeaders,
    setupClient: memberPerConnection(cookies.pulls, readHeaders),
  });

  const pushHeaders = { cookie: cookies.push, 'content-type': 'application/json' };
  const check = await requestJson<{ results: unknown[] }>(`${selah.url}/api/sync/push`, {
    method: 'POST',
    headers: pushHeaders,
    body: JSON.stringify(pushBatch(PUSH_SIZE)),
  });
  if (unappliedCount(JSON.stringify(check)) !== 0) {
    throw new Error(`A bench push was not applied: ${JSON.stringify(check).slice(0, 300)}`);
  }
  let unapplied = 0;
  const push = await single(
    `POST /api/sync/push, ${PUSH_SIZE} new mutations each`,
    selah,
    pushLoad({
      cookies: cookies.pushes,
      headers: pushHeaders,
      body: () => pushBatch(PUSH_SIZE),
      unapplied: (count) => (unapplied += count),
    }),
  );
  if (unapplied > 0) throw new Error(`${unapplied} pushed mutations were not applied`);
  const drainMs = await drain(selah.url, pushHeaders);

  notes.push(
    `autocannon, ${CONNECTIONS} connections, no pipelining, after ${WARMUP_SECONDS} s of warm-up ` +
      `(${PAIR_WARMUP_SECONDS} s for each server of a pair). ` +
      `Selah and the bare server take turns: ${ROUNDS} rounds of ${ROUND_SECONDS} s ` +
      `(${SLOW_ROUND_SECONDS} s for community-posts); figures are means of the rounds, the ratio ` +
      `is the median of the rounds' ratios. The other routes run ${SINGLE_SECONDS} s.`,
    "CPU ms/req is the server process's CPU time (user + system, from /proc) divided by the " +
      'requests it answered: it hardly depends on what else the machine runs, so "CPU" in the ' +
      'ratio column is the steadier comparison on a busy machine; the budget is judged on req/s.',
    'The bare server (bench/bare/server.ts) finds the member from the cookie, runs the same SQL ' +
      'and shared rules and sends the same JSON; it skips what the framework adds (security ' +
      'headers, Cache-Control, body limits, idempotency keys, session sliding, the request log).',
    'Selah logs one line per request to stdout, which the bench sends to /dev/null; the bare ' +
      'server logs nothing.',
    `Response sizes: dashboard-stats ${bytes(dashboard.selah.figures.bytesPerRequest)}, ` +
      `community-posts ${bytes(feed.selah.figures.bytesPerRequest)} (the route returns every post), ` +
      `pull first page ${bytes(firstPage.figures.bytesPerRequest)}.`,
    `Push: ${count(push.figures.requestsPerSecond * PUSH_SIZE)} mutations/s under load; every ` +
      'mutation was checked to be applied. The drain row is the server side of the "1,000 queued ' +
      'mutations drained <= 2 s" budget; the browser part measures the whole.',
  );

  const cpu = (figures: LoadFigures) =>
    figures.cpuMsPerRequest === null ? '-' : ms(figures.cpuMsPerRequest);
  const loadRow = (m: Measured, vsBare: string, budget: string, met: boolean | null) => [
    m.label,
    `${count(m.figures.requestsPerSecond)} req/s`,
    ms(m.figures.p50),
    ms(m.figures.p99),
    cpu(m.figures),
    vsBare,
    budget,
    verdict(met),
  ];
  const pairRows = (pair: Pair) => [
    loadRow(
      pair.selah,
      `${ratio(pair.ratio)} req/s` +
        (pair.cpuRatio === null ? '' : `, ${ratio(pair.cpuRatio)} CPU`),
      `>= ${HOT_GET_BUDGET}x bare node:http (req/s)`,
      pair.ratio >= HOT_GET_BUDGET,
    ),
    loadRow(pair.bare, 'baseline', '-', null),
  ];
  return {
    title: `Server: ${count(fixture.counts.users ?? 0)} members, ${count(fixture.counts.mood_entries ?? 0)} mood entries, ${count(fixture.counts.journal_entries ?? 0)} journal entries, ${count(fixture.counts.community_posts ?? 0)} posts`,
    columns: [
      'what',
      'figure',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'vs bare node:http',
      'budget',
      'met?',
    ],
    rows: [
      ...pairRows(dashboard),
      ...pairRows(feed),
      loadRow(firstPage, '-', '-', null),
      loadRow(upToDate, '-', '-', null),
      loadRow(push, '-', '-', null),
      [
        `${count(DRAIN_MUTATIONS)} mutations pushed as the web client does (batches of ${PUSH_BATCH_MAX}, one after another)`,
        `${ms(drainMs)} ms`,
        '-',
        '-',
        '-',
        '-',
        `<= ${count(DRAIN_BUDGET_MS)} ms (whole sync)`,
        verdict(drainMs <= DRAIN_BUDGET_MS),
      ],
    ],
    notes,
  };
}

type Request = Parameters<typeof load>[0]['request'];

async function compare(
  label: string,
  selah: RunningServer,
  bare: RunningServer,
  request: Request,
  roundSeconds = ROUND_SECONDS,
): Promise<Pair> {
  progress(`${label}: Selah and bare node:http, ${ROUNDS} rounds of ${roundSeconds} s`);
  const run = (server: RunningServer, duration: number) =>
    load({ url: server.url, duration, request, pid: server.child.pid });
  await run(selah, PAIR_WARMUP_SECONDS);
  await run(bare, PAIR_WARMUP_SECONDS);
  const selahRuns: LoadFigures[] = [];
  const bareRuns: LoadFigures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate who goes first, so a trend in the machine's load favours neither.
    if (round % 2 === 0) {
      selahRuns.push(await run(selah, roundSeconds));
      bareRuns.push(await run(bare, roundSeconds));
    } else {
      bareRuns.push(await run(bare, roundSeconds));
      selahRuns.push(await run(selah, roundSeconds));
    }
  }
  const ratios = selahRuns.map((s, i) => s.requestsPerSecond / bareRuns[i]!.requestsPerSecond);
  const cpuRatios = selahRuns.flatMap((s, i) => {
    const b = bareRuns[i]!;
    return s.cpuMsPerRequest && b.cpuMsPerRequest ? [b.cpuMsPerRequest / s.cpuMsPerRequest] : [];
  });
  return {
    selah: { label: `${label} (Selah)`, figures: meanFigures(selahRuns) },
    bare: { label: `${label} (bare node:http + better-sqlite3)`, figures: meanFigures(bareRuns) },
    ratio: median(ratios),
    cpuRatio: cpuRatios.length === ratios.length ? median(cpuRatios) : null,
  };
}

async function single(label: string, server: RunningServer, request: Request): Promise<Measured> {
  progress(`${label}: ${SINGLE_SECONDS} s`);
  const run = (duration: number) =>
    load({ url: server.url, duration, request, pid: server.child.pid });
  await run(WARMUP_SECONDS);
  return { label, figures: await run(SINGLE_SECONDS) };
}

/** The highest version handed out: a pull from there is a device that is up to date. */
function latestVersion(file: string): number {
  const sqlite = new Database(file, { readonly: true });
  try {
    // The highest version of any space: as a single-number cursor, it is past every space.
    const row = sqlite
      .prepare(
        `select max(value) as value from (
           select value from space_versions union all select value from sync_counter)`,
      )
      .get() as { value: number | null } | undefined;
    return row?.value ?? 0;
  } finally {
    sqlite.close();
  }
}

/** Median of 3: 1,000 fresh mutations pushed in full batches, one request after another. */
async function drain(url: string, headers: Record<string, string>): Promise<number> {
  progress(`push drain: ${count(DRAIN_MUTATIONS)} mutations, 3 times`);
  const times: number[] = [];
  for (let attempt = 0; attempt < sized(3, 1); attempt++) {
    const bodies = Array.from({ length: DRAIN_MUTATIONS / PUSH_BATCH_MAX }, () =>
      JSON.stringify(pushBatch(PUSH_BATCH_MAX)),
    );
    const started = performance.now();
    for (const body of bodies) {
      const answer = await requestJson(`${url}/api/sync/push`, { method: 'POST', headers, body });
      if (unappliedCount(JSON.stringify(answer)) !== 0) throw new Error('A drain push was refused');
    }
    times.push(performance.now() - started);
  }
  return median(times);
}
