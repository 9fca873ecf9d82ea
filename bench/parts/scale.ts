import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  PUSH_BATCH_MAX,
  SYNC_PROTOCOL_VERSION,
  type DashboardStats,
  type PushRequest,
} from '@selah/shared';
import { createDatabase, startPostgresCluster } from '../../tooling/postgres';
import { copyFixture, ensureFixture, signIn, TMP_DIR } from '../fixture';
import {
  loadMembers,
  memberPerConnection,
  pushLoad,
  SYNC_LOAD_MEMBERS,
} from '../lib/member-per-connection';
import { cpuTimeMs } from '../lib/cpu';
import { bytes, count, ms, ratio } from '../lib/format';
import { requestJson } from '../lib/http';
import { CONNECTIONS, load, meanFigures, type LoadFigures } from '../lib/load';
import { progress } from '../lib/log';
import { sized } from '../lib/smoke';
import { pushBatch, pushOne, unappliedCount } from '../lib/mutations';
import { copySqliteToPostgres, type CopyReport } from '../lib/postgres-copy';
import { startServer, type RunningServer } from '../lib/processes';
import { startRoundRobin } from '../lib/round-robin';
import { median } from '../lib/stats';
import { verdict, type Table } from '../lib/table';
import type { BenchPart } from './part';
import { selectedSections } from '../lib/sections';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The server part's load settings, so the SQLite figures here compare with its table. */
const ROUNDS = sized(3, 1);
const ROUND_SECONDS = sized(4, 1);
/**
 * Pushes take up to seconds each on PostgreSQL under load (they queue for the write lock): longer
 * rounds give them enough samples, and the requests still in flight as a round ends weigh less.
 */
const SLOW_ROUND_SECONDS = sized(8, 1);
const WARMUP_SECONDS = sized(5, 1);
const PUSH_SIZE = 50;
const DRAIN_MUTATIONS = sized(1000, 200);
const DRAIN_ATTEMPTS = sized(3, 1);
/** The project's budget for the whole drain (browser and server): the server part's row. */
const DRAIN_BUDGET_MS = 2000;
/** Connections each PostgreSQL node keeps (DATABASE_POOL_SIZE; the server's default). */
const POOL_SIZE = 10;
const DATABASE_NAME = 'selah_scale';
/** Every set-up's nodes may write this much: the push rows far exceed a member's hourly quota. */
const NO_QUOTA = {
  WRITE_QUOTA_ENTRIES_PER_HOUR: '1000000000',
  WRITE_QUOTA_POSTS_PER_HOUR: '1000000000',
};

type SetupKey = 'sqlite' | 'postgres' | 'proxied' | 'twoNodes';

/** The part's sections; SCALE_SECTIONS (a comma-separated list) runs only those named. */
const SECTIONS = ['dashboard', 'posts', 'pull', 'push', 'drain', 'community'] as const;

/** One way of running Selah: where its requests go and which processes do its work. */
type Setup = {
  key: SetupKey;
  label: string;
  url: string;
  /** The Selah node processes. */
  nodes: number[];
  /** The round-robin proxy's process, if requests pass through one. */
  proxy: number | null;
  /** The PostgreSQL postmaster, whose processes (backends, background workers) serve the nodes. */
  postmaster: number | null;
};

/** CPU milliseconds per request, per kind of process; null where the set-up has none. */
type Cpu = { selah: number; postgres: number | null; proxy: number | null };
type Run = { figures: LoadFigures; cpu: Cpu };
type Request = Parameters<typeof load>[0]['request'];

type SetupResult = {
  setup: Setup;
  figures: LoadFigures;
  cpu: Cpu;
  /** Median over rounds of this set-up's req/s over SQLite's (null for SQLite itself). */
  vsSqlite: number | null;
  /** Median over rounds of SQLite's CPU per request (all processes) over this set-up's. */
  cpuVsSqlite: number | null;
  /** Two nodes only: median over rounds of req/s over one node behind the proxy. */
  vsOneProxied: number | null;
};
type RouteResult = { label: string; results: SetupResult[] };

type DrainResult = {
  setup: Setup;
  ms: number;
  cpu: Cpu;
  vsSqlite: number | null;
  vsOneProxied: number | null;
};

export const scalePart: BenchPart = {
  name: 'scale',
  title: 'Scale: SQLite, PostgreSQL, two nodes',
  onlyWhenNamed: true,
  async run() {
    const fixture = await ensureFixture('server');
    progress(
      fixture.fresh
        ? `built the server fixture in ${(fixture.buildMs / 1000).toFixed(1)} s`
        : `reusing the server fixture built at ${fixture.builtAt}`,
    );
    const dir = join(TMP_DIR, 'scale-run');
    const file = copyFixture(fixture, dir);
    // Sessions go into the SQLite file before the copy, so the same cookies work on PostgreSQL.
    const named = [fixture.benchMember.id, fixture.pushMember.id];
    const pullers = loadMembers(file, SYNC_LOAD_MEMBERS, named);
    const pushers = loadMembers(file, SYNC_LOAD_MEMBERS, [...named, ...pullers]);
    const cookies = signIn(file, [...named, ...pullers, ...pushers]);

    // Everything started is stopped in reverse order, also when a step fails.
    const stops: { what: string; stop: () => Promise<void> }[] = [];
    const started = async <T extends { stop(): Promise<void> }>(
      what: string,
      thing: Promise<T>,
    ): Promise<T> => {
      const value = await thing;
      stops.push({ what, stop: () => value.stop() });
      return value;
    };
    let tables: Table[] = [];
    let failure: { error: unknown } | undefined;
    try {
      progress('starting a throwaway PostgreSQL cluster');
      const cluster = await started('the PostgreSQL cluster', startPostgresCluster());
      const url = await createDatabase(cluster.adminUrl, DATABASE_NAME);
      progress('copying the fixture into PostgreSQL');
      const copy = await copySqliteToPostgres(file, url);
      progress(
        `copied ${count(copy.totalRows)} rows in ${(copy.ms / 1000).toFixed(1)} s; row counts match`,
      );
      const postmaster = Number(
        readFileSync(join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );

      const sqlite = await started(
        'Selah on SQLite',
        startServer({
          entry: 'sync-server/src/index.ts',
          cwd: REPO,
          env: { DATA_DIR: dir, SEED_DEMO: 'false', ...NO_QUOTA },
          readyPath: '/api/health',
        }),
      );
      const postgresNode = (n: number) => {
        const dataDir = join(TMP_DIR, `scale-node-${n}`);
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
        return started(
          `Selah node ${n} on PostgreSQL`,
          startServer({
            entry: 'sync-server/src/index.ts',
            cwd: REPO,
            env: {
              DATA_DIR: dataDir,
              DATABASE_URL: url,
              DATABASE_POOL_SIZE: String(POOL_SIZE),
              SEED_DEMO: 'false',
              ...NO_QUOTA,
            },
            readyPath: '/api/health',
          }),
        );
      };
      const first = await postgresNode(1);
      const second = await postgresNode(2);
      const oneProxied = await started('the proxy to one node', startRoundRobin([first.url]));
      const twoProxied = await started(
        'the proxy to two nodes',
        startRoundRobin([first.url, second.url]),
      );
      const pid = (server: RunningServer) => server.child.pid!;
      const setups: Setup[] = [
        {
          key: 'sqlite',
          label: 'SQLite, 1 node',
          url: sqlite.url,
          nodes: [pid(sqlite)],
          proxy: null,
          postmaster: null,
        },
        {
          key: 'postgres',
          label: 'PostgreSQL, 1 node',
          url: first.url,
          nodes: [pid(first)],
          proxy: null,
          postmaster,
        },
        {
          key: 'proxied',
          label: 'PostgreSQL, 1 node behind the proxy',
          url: oneProxied.url,
          nodes: [pid(first)],
          proxy: pid(oneProxied),
          postmaster,
        },
        {
          key: 'twoNodes',
          label: 'PostgreSQL, 2 nodes behind the proxy',
          url: twoProxied.url,
          nodes: [pid(first), pid(second)],
          proxy: pid(twoProxied),
          postmaster,
        },
      ];
      tables = await measure(setups, copy, fixture, {
        read: cookies.get(fixture.benchMember.id)!,
        push: cookies.get(fixture.pushMember.id)!,
        pulls: pullers.map((id) => cookies.get(id)!),
        pushes: pushers.map((id) => cookies.get(id)!),
      });
    } catch (error) {
      failure = { error };
    }
    for (const { what, stop } of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        progress(`could not stop ${what}: ${(error as Error).message}`);
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
    return tables;
  },
};

async function measure(
  setups: Setup[],
  copy: CopyReport,
  fixture: Awaited<ReturnType<typeof ensureFixture>>,
  cookies: { read: string; push: string; pulls: string[]; pushes: string[] },
): Promise<Table[]> {
  const readHeaders = { cookie: cookies.read, 'x-time-zone': fixture.benchMember.timeZone };
  const pushHeaders = { cookie: cookies.push, 'content-type': 'application/json' };
  const pullPath = `/api/sync/pull?cursor=0&limit=500&protocolVersion=${SYNC_PROTOCOL_VERSION}`;

  // Every set-up must give the same answers, or the comparison means nothing.
  const reads = {
    dashboard: '/api/dashboard-stats',
    posts: '/api/community-posts',
    pull: pullPath,
  };
  const answers = new Map<string, unknown>();
  for (const [name, path] of Object.entries(reads)) {
    for (const setup of setups) {
      const answer = await requestJson(`${setup.url}${path}`, { headers: readHeaders });
      if (!answers.has(name)) answers.set(name, answer);
      else if (!isDeepStrictEqual(answer, answers.get(name))) {
        throw new Error(
          `${path} differs on ${setup.label}: ${JSON.stringify(answer).slice(0, 300)} vs ` +
            `${JSON.stringify(answers.get(name)).slice(0, 300)}`,
        );
      }
    }
  }
  // And every set-up must apply what it is sent.
  for (const setup of setups) {
    const check = await requestJson(`${setup.url}/api/sync/push`, {
      method: 'POST',
      headers: pushHeaders,
      body: JSON.stringify(pushBatch(PUSH_SIZE)),
    });
    if (unappliedCount(JSON.stringify(check)) !== 0) {
      throw new Error(`A push to ${setup.label} was not applied: ${JSON.stringify(check)}`);
    }
  }
  const stats = answers.get('dashboard') as DashboardStats;
  const posts = answers.get('posts') as unknown[];
  const pull = answers.get('pull') as { changes: unknown[] };

  const sections = selectedSections('SCALE_SECTIONS', SECTIONS, process.env.SCALE_SECTIONS);
  const dashboard = !sections.includes('dashboard')
    ? null
    : await compareRoute('GET /api/dashboard-stats', setups, {
        path: reads.dashboard,
        headers: readHeaders,
      });
  const feed = !sections.includes('posts')
    ? null
    : await compareRoute('GET /api/community-posts', setups, {
        path: reads.posts,
        headers: readHeaders,
      });
  const firstPage = !sections.includes('pull')
    ? null
    : await compareRoute('GET /api/sync/pull, first page', setups, {
        path: pullPath,
        headers: readHeaders,
        setupClient: memberPerConnection(cookies.pulls, readHeaders),
      });
  let unapplied = 0;
  // Every push load: each connection a member of its own, every mutation checked to be applied.
  const pushRoute = (label: string, body: () => PushRequest) =>
    compareRoute(
      label,
      setups,
      pushLoad({
        cookies: cookies.pushes,
        headers: pushHeaders,
        body,
        unapplied: (count) => (unapplied += count),
      }),
      SLOW_ROUND_SECONDS,
    );
  const push = sections.includes('push')
    ? await pushRoute(`POST /api/sync/push, ${PUSH_SIZE} new mutations`, () => pushBatch(PUSH_SIZE))
    : null;
  // One mutation per push: moods take each member's own counter, posts the community's one
  // counter in turn (decision 025). The pair says how many writes one community's counter
  // carries, beside writes that do not share one.
  const community = sections.includes('community')
    ? {
        personal: await pushRoute("POST /api/sync/push, 1 new mood (each member's counter)", () =>
          pushOne('mood'),
        ),
        shared: await pushRoute("POST /api/sync/push, 1 new post (the community's counter)", () =>
          pushOne('post'),
        ),
      }
    : null;
  if (unapplied > 0) throw new Error(`${unapplied} pushed mutations were not applied`);
  const drains = sections.includes('drain') ? await drainAll(setups, pushHeaders) : [];

  const rows: string[][] = [];
  for (const route of [dashboard, feed, firstPage, push]) {
    for (const result of route?.results ?? []) rows.push(routeRow(route!.label, result));
  }
  for (const drain of drains) rows.push(drainRow(drain));

  const find = (route: RouteResult, key: SetupKey) =>
    route.results.find((result) => result.setup.key === key)!;
  const proxyCost = [dashboard, firstPage].flatMap((route) => {
    if (!route) return [];
    const direct = find(route, 'postgres');
    const proxied = find(route, 'proxied');
    return (
      `${route.label}: ${ratio(proxied.figures.requestsPerSecond / direct.figures.requestsPerSecond)} ` +
      `the direct req/s, p50 ${ms(direct.figures.p50)} -> ${ms(proxied.figures.p50)} ms, ` +
      `${ms(proxied.cpu.proxy ?? 0)} ms of proxy CPU per request`
    );
  });
  const pushRates = (push?.results ?? [])
    .map(
      (result) =>
        `${result.setup.label} ${count(result.figures.requestsPerSecond * PUSH_SIZE)} mutations/s`,
    )
    .join(', ');
  const largest = Object.entries(copy.rows)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([table, n]) => `${table} ${count(n)}`)
    .join(', ');

  const sizes = (
    [
      ['dashboard-stats', dashboard],
      ['community-posts', feed],
      ['pull first page', firstPage],
    ] as const
  ).flatMap(([name, route]) =>
    route ? [`${name} ${bytes(find(route, 'sqlite').figures.bytesPerRequest)}`] : [],
  );
  const notes = [
    `Four set-ups of the real server (\`sync-server/src/index.ts\`) on the server fixture: SQLite (one ` +
      'process, as in the server part); PostgreSQL with one node (`DATABASE_URL`, a pool of ' +
      `${POOL_SIZE} connections); the same node behind \`bench/lib/round-robin.ts\` (a round-robin ` +
      'HTTP proxy on loopback, node:http with keep-alive agents, in its own process); two nodes on ' +
      'the same database behind that proxy. The two-node figure is judged against one node behind ' +
      'the proxy, so the proxy hop is on both sides.',
    `PostgreSQL ran in a throwaway cluster (\`tooling/postgres.ts\`: fsync, synchronous_commit and ` +
      'full_page_writes off, shared_buffers 32MB) on the same machine, over TCP on 127.0.0.1. The ' +
      `fixture was copied into it table by table (\`bench/lib/postgres-copy.ts\`): ${count(copy.totalRows)} ` +
      `rows in ${(copy.ms / 1000).toFixed(1)} s (${largest}), row counts checked, then ANALYZE.`,
    `All set-ups answered the same JSON before measuring: dashboard-stats ${JSON.stringify(stats)}, ` +
      `community-posts ${count(posts.length)} posts, the first pull page ${count(pull.changes.length)} ` +
      'changes; a push of 50 was applied through each.',
    `autocannon, ${CONNECTIONS} connections, no pipelining, after ${WARMUP_SECONDS} s of warm-up per ` +
      `set-up and route; then ${ROUNDS} rounds of ${ROUND_SECONDS} s (${SLOW_ROUND_SECONDS} s for ` +
      'push) in which the four set-ups take turns, the order rotating each round, so a ' +
      "burst of load from elsewhere hits all of them. Figures are means of the rounds, ratios the median of the rounds' ratios.",
    'CPU ms/req, from /proc, over the same seconds as autocannon: "Selah" is the node process(es), ' +
      '"PostgreSQL" the postmaster and all its children (the backends serving the pools and the ' +
      'background workers), "proxy" the proxy process. The CPU ratio in "vs SQLite" is SQLite\'s CPU ' +
      "per request divided by this set-up's total (below 1: each request costs more machine).",
    ...(proxyCost.length === 0
      ? []
      : [`Proxy overhead (one node, with and without the proxy): ${proxyCost.join('; ')}.`]),
    ...(push === null
      ? []
      : [
          `Push under load: ${pushRates}; every mutation was checked to be applied. Each member's ` +
            "pushes lock that member's counter (decision 025): pushes of different members run at " +
            'the same time, on one node or several.',
        ]),
    ...(drains.length === 0
      ? []
      : [
          `The drain rows are ${count(DRAIN_MUTATIONS)} fresh mutations pushed in batches of ` +
            `${PUSH_BATCH_MAX}, one request after another (the server side of the outbox drain), median ` +
            `of ${DRAIN_ATTEMPTS} per set-up, the set-ups taking turns; CPU per request is per batch. ` +
            `Within the budget "1,000 queued mutations drained <= ${count(DRAIN_BUDGET_MS)} ms" (whole ` +
            `sync, browser included), the server side alone: ${drains
              .map(
                (drain) =>
                  `${drain.setup.label} ${count(drain.ms)} ms ${verdict(drain.ms <= DRAIN_BUDGET_MS)}`,
              )
              .join(', ')}.`,
        ]),
    ...(sizes.length === 0 ? [] : [`Response sizes: ${sizes.join(', ')}.`]),
    ...(sections.length === SECTIONS.length
      ? []
      : [`Only the sections ${sections.join(', ')} (SCALE_SECTIONS) ran.`]),
    'The machine has 2 cores, shared with other work: autocannon (in the bench process), the nodes, ' +
      'the proxy and PostgreSQL all compete for them, so a second node cannot add capacity here, ' +
      'only show what it costs. On separate machines the nodes would not share cores; the CPU ' +
      'figures say what each request costs wherever it runs.',
  ];

  const main: Table = {
    title:
      `Scale: SQLite, PostgreSQL, two nodes (${count(fixture.counts.users ?? 0)} members, ` +
      `${count(fixture.counts.mood_entries ?? 0)} mood entries, ${count(fixture.counts.community_posts ?? 0)} posts)`,
    columns: [
      'route',
      'set-up',
      'figure',
      'p50 ms',
      'p99 ms',
      'Selah CPU ms/req',
      'PostgreSQL CPU ms/req',
      'proxy CPU ms/req',
      'vs SQLite',
      '2 nodes vs 1 behind proxy',
    ],
    rows,
    notes,
  };
  return [...(rows.length > 0 ? [main] : []), ...(community ? [counterTable(community)] : [])];
}

/** Writes that share the community's counter against writes that each take a member's own. */
function counterTable(community: { personal: RouteResult; shared: RouteResult }): Table {
  const rows = community.shared.results.map((shared) => {
    const personal = community.personal.results.find((r) => r.setup.key === shared.setup.key)!;
    const cpu = (result: SetupResult) => ms(totalCpu(result.cpu));
    return [
      shared.setup.label,
      `${count(personal.figures.requestsPerSecond)} moods/s`,
      `${count(shared.figures.requestsPerSecond)} posts/s`,
      ratio(shared.figures.requestsPerSecond / personal.figures.requestsPerSecond),
      `${ms(personal.figures.p99)} / ${ms(shared.figures.p99)}`,
      `${cpu(personal)} / ${cpu(shared)}`,
    ];
  });
  return {
    title: "Scale: writes that share the community's counter, against members' own",
    columns: [
      'set-up',
      "one mood per push (each member's counter)",
      "one post per push (the community's counter)",
      'posts / moods',
      'p99 ms, moods / posts',
      'CPU ms per push, moods / posts (all processes)',
    ],
    rows,
    notes: [
      `${CONNECTIONS} connections, each a member of its own, each pushing one new mutation at a time ` +
        `(\`POST /api/sync/push\`), after ${WARMUP_SECONDS} s of warm-up; ${ROUNDS} rounds of ` +
        `${SLOW_ROUND_SECONDS} s in which the set-ups take turns; means of the rounds. Every mutation ` +
        'was checked to be applied.',
      "A mood takes a version from its member's own counter; a post from the community's one " +
        'counter, whose row lock every post, like and report of the community takes in turn ' +
        '(decision 025). The posts column is what one community can write at most on this machine ' +
        'with these set-ups; many communities would each be a space with a counter of its own.',
    ],
  };
}

function cpuCell(value: number | null): string {
  return value === null ? '-' : ms(value);
}

function routeRow(label: string, result: SetupResult): string[] {
  const { figures, cpu } = result;
  return [
    label,
    result.setup.label,
    `${count(figures.requestsPerSecond)} req/s`,
    ms(figures.p50),
    ms(figures.p99),
    cpuCell(cpu.selah),
    cpuCell(cpu.postgres),
    cpuCell(cpu.proxy),
    result.vsSqlite === null
      ? 'baseline'
      : `${ratio(result.vsSqlite)} req/s` +
        (result.cpuVsSqlite === null ? '' : `, ${ratio(result.cpuVsSqlite)} CPU`),
    result.setup.key === 'proxied'
      ? 'baseline'
      : result.vsOneProxied === null
        ? '-'
        : `${ratio(result.vsOneProxied)} req/s`,
  ];
}

function drainRow(result: DrainResult): string[] {
  return [
    `${count(DRAIN_MUTATIONS)} mutations drained, batches of ${PUSH_BATCH_MAX} one after another`,
    result.setup.label,
    `${ms(result.ms)} ms`,
    '-',
    '-',
    cpuCell(result.cpu.selah),
    cpuCell(result.cpu.postgres),
    cpuCell(result.cpu.proxy),
    result.vsSqlite === null ? 'baseline' : `${ratio(result.vsSqlite)} speed`,
    result.setup.key === 'proxied'
      ? 'baseline'
      : result.vsOneProxied === null
        ? '-'
        : `${ratio(result.vsOneProxied)} speed`,
  ];
}

/** CPU time (ms) of each process of a set-up so far. */
type CpuSnapshot = { selah: number; proxy: number; postgres: Map<number, number> };

function snapshot(setup: Setup): CpuSnapshot {
  return {
    selah: setup.nodes.reduce((sum, pid) => sum + (cpuTimeMs(pid) ?? 0), 0),
    proxy: setup.proxy === null ? 0 : (cpuTimeMs(setup.proxy) ?? 0),
    postgres: setup.postmaster === null ? new Map() : processTreeCpu(setup.postmaster),
  };
}

/**
 * CPU time (ms) of a process and its children (PostgreSQL forks a backend per connection), from
 * /proc. A backend that appears during a measurement counts from zero, which is right: it started
 * then.
 */
function processTreeCpu(root: number): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // It ended meanwhile.
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    if (pid !== root && Number(fields[1]) !== root) continue;
    times.set(pid, cpuTimeMs(pid) ?? 0);
  }
  return times;
}

function cpuPerRequest(setup: Setup, before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  let postgres = 0;
  for (const [pid, time] of after.postgres) postgres += time - (before.postgres.get(pid) ?? 0);
  return {
    selah: (after.selah - before.selah) / requests,
    postgres: setup.postmaster === null ? null : postgres / requests,
    proxy: setup.proxy === null ? null : (after.proxy - before.proxy) / requests,
  };
}

function totalCpu(cpu: Cpu): number {
  return cpu.selah + (cpu.postgres ?? 0) + (cpu.proxy ?? 0);
}

/**
 * One autocannon run against a set-up. The CPU times are read just before it starts and as its
 * duration ends (a timer on the same event loop): load() then waits for the server to settle, and
 * the requests autocannon abandoned at the end must not be charged to the ones it counted.
 */
async function measuredLoad(setup: Setup, request: Request, duration: number): Promise<Run> {
  const before = snapshot(setup);
  let after: CpuSnapshot | undefined;
  const timer = setTimeout(() => {
    after = snapshot(setup);
  }, duration * 1000);
  const figures = await load({ url: setup.url, duration, request });
  clearTimeout(timer);
  const cpu = cpuPerRequest(setup, before, after ?? snapshot(setup), figures.requests);
  progress(
    `  ${setup.label}: ${count(figures.requestsPerSecond)} req/s, p50 ${ms(figures.p50)} ms, ` +
      `${ms(totalCpu(cpu))} ms CPU/req`,
  );
  return { figures, cpu };
}

function meanCpu(cpus: readonly Cpu[]): Cpu {
  const mean = (pick: (cpu: Cpu) => number | null) => {
    const values = cpus.map(pick);
    return values.some((value) => value === null)
      ? null
      : values.reduce<number>((sum, value) => sum + value!, 0) / values.length;
  };
  return {
    selah: mean((cpu) => cpu.selah)!,
    postgres: mean((cpu) => cpu.postgres),
    proxy: mean((cpu) => cpu.proxy),
  };
}

/** The set-ups in turn, starting at a different one each round. */
function rotated<T>(items: readonly T[], round: number): T[] {
  return items.map((_, i) => items[(i + round) % items.length]!);
}

async function compareRoute(
  label: string,
  setups: readonly Setup[],
  request: Request,
  roundSeconds = ROUND_SECONDS,
): Promise<RouteResult> {
  progress(`${label}: ${setups.length} set-ups, ${ROUNDS} rounds of ${roundSeconds} s`);
  for (const setup of setups) await load({ url: setup.url, duration: WARMUP_SECONDS, request });
  const runs = new Map<SetupKey, Run[]>(setups.map((setup) => [setup.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const setup of rotated(setups, round)) {
      runs.get(setup.key)!.push(await measuredLoad(setup, request, roundSeconds));
    }
  }
  const sqliteRuns = runs.get('sqlite')!;
  const proxiedRuns = runs.get('proxied')!;
  const results = setups.map((setup): SetupResult => {
    const own = runs.get(setup.key)!;
    const perRound = (base: readonly Run[], pick: (run: Run, other: Run) => number) =>
      median(own.map((run, i) => pick(run, base[i]!)));
    const rps = (run: Run, other: Run) =>
      run.figures.requestsPerSecond / other.figures.requestsPerSecond;
    return {
      setup,
      figures: meanFigures(own.map((run) => run.figures)),
      cpu: meanCpu(own.map((run) => run.cpu)),
      vsSqlite: setup.key === 'sqlite' ? null : perRound(sqliteRuns, rps),
      cpuVsSqlite:
        setup.key === 'sqlite'
          ? null
          : perRound(sqliteRuns, (run, other) => totalCpu(other.cpu) / totalCpu(run.cpu)),
      vsOneProxied: setup.key === 'twoNodes' ? perRound(proxiedRuns, rps) : null,
    };
  });
  return { label, results };
}

/**
 * 1,000 fresh mutations pushed in full batches, one request after another, on every set-up in turn
 * (the order rotating), DRAIN_ATTEMPTS times; the median per set-up.
 */
async function drainAll(
  setups: readonly Setup[],
  headers: Record<string, string>,
): Promise<DrainResult[]> {
  progress(`push drain: ${count(DRAIN_MUTATIONS)} mutations, ${DRAIN_ATTEMPTS} times per set-up`);
  const times = new Map<SetupKey, { ms: number; cpu: Cpu }[]>(
    setups.map((setup) => [setup.key, []]),
  );
  for (let attempt = 0; attempt < DRAIN_ATTEMPTS; attempt++) {
    for (const setup of rotated(setups, attempt)) {
      const bodies = Array.from({ length: DRAIN_MUTATIONS / PUSH_BATCH_MAX }, () =>
        JSON.stringify(pushBatch(PUSH_BATCH_MAX)),
      );
      const before = snapshot(setup);
      const started = performance.now();
      for (const body of bodies) {
        const answer = await requestJson(`${setup.url}/api/sync/push`, {
          method: 'POST',
          headers,
          body,
        });
        if (unappliedCount(JSON.stringify(answer)) !== 0) {
          throw new Error(`A drain push to ${setup.label} was refused`);
        }
      }
      const elapsed = performance.now() - started;
      times.get(setup.key)!.push({
        ms: elapsed,
        cpu: cpuPerRequest(setup, before, snapshot(setup), bodies.length),
      });
    }
  }
  const medianMs = (key: SetupKey) => median(times.get(key)!.map((time) => time.ms));
  return setups.map((setup) => {
    return {
      setup,
      ms: medianMs(setup.key),
      cpu: meanCpu(times.get(setup.key)!.map((time) => time.cpu)),
      vsSqlite: setup.key === 'sqlite' ? null : medianMs('sqlite') / medianMs(setup.key),
      vsOneProxied: setup.key === 'twoNodes' ? medianMs('proxied') / medianMs(setup.key) : null,
    };
  });
}
