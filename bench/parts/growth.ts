import { join } from 'node:path';
import { SYNC_PROTOCOL_VERSION, type DashboardStats, type PullResponse } from '@selah/shared';
import { createApp } from '@selah/sync-server';
import { closeDatabase, openSqlite } from '@selah/sync-server/tools';
import { copyFixture, ensureFixture, signIn, TMP_DIR, type Fixture } from '../fixture';
import type { FixtureMember } from '../seed/build';
import { count, ms, ratio } from '../lib/format';
import { progress } from '../lib/log';
import { sample } from '../lib/timing';
import { verdict, type Table } from '../lib/table';
import { feedGrowthTable } from './growth-feed';
import type { BenchPart } from './part';
import { selectedSections } from '../lib/sections';

const PAGE = 1000;
/** 100 times the rows may cost at most this many times as much where an index can make it so. */
const FLAT_BUDGET = 2;
/** The pull budget is 15,000 rows/s applied in Chromium: the server must serve faster than that. */
const PULL_ROWS_PER_SECOND = 15_000;

type App = ReturnType<typeof createApp>;
type Figures = {
  member: FixtureMember;
  dashboardP50: number;
  dashboardRuns: number;
  pullMs: number;
  pullRuns: number;
  rows: number;
  pages: number;
};

/** The part's sections; GROWTH_SECTIONS (a comma-separated list) runs only those named. */
const SECTIONS = ['mood', 'feed'] as const;

export const growthPart: BenchPart = {
  name: 'growth',
  title: 'Growth',
  async run() {
    const sections = selectedSections('GROWTH_SECTIONS', SECTIONS, process.env.GROWTH_SECTIONS);
    const tables: Table[] = [];
    if (sections.includes('mood')) tables.push(await moodGrowthTable());
    if (sections.includes('feed')) tables.push(await feedGrowthTable());
    return tables;
  },
};

/** Mood entries: dashboard-stats and a full pull for members with 1,000 / 10,000 / 100,000. */
async function moodGrowthTable(): Promise<Table> {
  const fixture = await ensureFixture('growth');
  progress(
    fixture.fresh
      ? `built the growth fixture in ${(fixture.buildMs / 1000).toFixed(1)} s`
      : `reusing the growth fixture built at ${fixture.builtAt}`,
  );
  const file = copyFixture(fixture, join(TMP_DIR, 'growth-run'));
  const cookies = signIn(
    file,
    fixture.heavyMembers.map((member) => member.id),
  );
  const db = openSqlite(file);
  try {
    const app = createApp({ db, logger: false, webDist: null });
    const figures: Figures[] = [];
    for (const member of fixture.heavyMembers) {
      figures.push(await measureMember(app, member, cookies.get(member.id)!));
    }
    return table(fixture, figures);
  } finally {
    await closeDatabase(db);
  }
}

async function measureMember(app: App, member: FixtureMember, cookie: string): Promise<Figures> {
  const headers = { cookie, 'x-time-zone': member.timeZone };
  const stats = await getJson<DashboardStats>(app, '/api/dashboard-stats', headers);
  if (stats.moodStreak !== member.streak) {
    throw new Error(`Expected a ${member.streak}-day streak, got ${stats.moodStreak}`);
  }
  progress(`dashboard-stats, member with ${count(member.moodEntries)} mood entries`);
  const dashboard = await sample(() => getJson(app, '/api/dashboard-stats', headers), {
    warmup: 3,
    maxRuns: 200,
    minRuns: 5,
    maxMs: 5000,
  });

  progress(`pull, member with ${count(member.moodEntries)} mood entries`);
  let rows = 0;
  let pages = 0;
  const pullAll = async () => {
    rows = 0;
    pages = 0;
    let cursor = '';
    for (;;) {
      const page = await getJson<PullResponse>(
        app,
        `/api/sync/pull?cursor=${cursor}&limit=${PAGE}&protocolVersion=${SYNC_PROTOCOL_VERSION}`,
        headers,
      );
      rows += page.changes.length;
      pages += 1;
      cursor = page.nextCursor;
      if (!page.hasMore) return;
    }
  };
  const pull = await sample(pullAll, { warmup: 1, maxRuns: 5, minRuns: 2, maxMs: 10_000 });
  if (rows < member.moodEntries) {
    throw new Error(`Pulled ${rows} rows, fewer than the ${member.moodEntries} mood entries`);
  }
  return {
    member,
    dashboardP50: dashboard.p50,
    dashboardRuns: dashboard.samples.length,
    pullMs: pull.p50,
    pullRuns: pull.samples.length,
    rows,
    pages,
  };
}

async function getJson<T>(app: App, path: string, headers: Record<string, string>): Promise<T> {
  const response = await app.request(path, { headers });
  if (response.status !== 200) {
    throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

function table(fixture: Fixture, figures: Figures[]): Table {
  const first = figures[0]!;
  const last = figures.at(-1)!;
  const perPage = (f: Figures) => (f.pullMs / f.rows) * PAGE;
  const rowsPerSecond = (f: Figures) => f.rows / (f.pullMs / 1000);
  const growth = (pick: (f: Figures) => number) => pick(last) / pick(first);
  const row = (
    what: string,
    pick: (f: Figures) => number,
    show: (value: number) => string,
    budget: string,
    met: boolean | null,
  ) => [what, ...figures.map((f) => show(pick(f))), ratio(growth(pick)), budget, verdict(met)];
  const dashboardGrowth = growth((f) => f.dashboardP50);
  const pageGrowth = growth(perPage);
  return {
    title: "Growth: cost against the size of one member's data",
    columns: [
      'what',
      ...figures.map((f) => `${count(f.member.moodEntries)} mood entries`),
      `${count(last.member.moodEntries)} vs ${count(first.member.moodEntries)}`,
      'budget',
      'met?',
    ],
    rows: [
      row(
        'GET /api/dashboard-stats, p50 ms',
        (f) => f.dashboardP50,
        ms,
        `<= ${FLAT_BUDGET}x for 100x the rows (flat or logarithmic)`,
        dashboardGrowth <= FLAT_BUDGET,
      ),
      row(
        'pull everything, pages of 1,000: total ms',
        (f) => f.pullMs,
        ms,
        'grows with the rows returned',
        null,
      ),
      row(
        'pull: ms per 1,000 rows',
        perPage,
        ms,
        `<= ${FLAT_BUDGET}x (flat: each page is an index range)`,
        pageGrowth <= FLAT_BUDGET,
      ),
      row(
        'pull: rows per second',
        rowsPerSecond,
        count,
        `>= ${count(PULL_ROWS_PER_SECOND)} rows/s (the server's side of the pull budget)`,
        figures.every((f) => rowsPerSecond(f) >= PULL_ROWS_PER_SECOND),
      ),
    ],
    notes: [
      `In-process (createApp + app.request, no network), on a copy of a database with ` +
        `${count(fixture.counts.users ?? 0)} members and ${count(fixture.counts.mood_entries ?? 0)} mood entries in all: ` +
        'a scan of the table would show here. Each measured member has only mood entries, spread ' +
        `over a year, and the same ${first.member.streak}-day streak.`,
      `dashboard-stats: p50 of ${figures.map((f) => f.dashboardRuns).join(' / ')} sequential requests ` +
        '(fewer when a request is slow: at most 5 s per member).',
      `pull: median of ${figures.map((f) => f.pullRuns).join(' / ')} full pulls from cursor 0; ` +
        `${figures.map((f) => `${count(f.rows)} rows in ${f.pages} pages`).join(' / ')} ` +
        '(the mood entries plus the public content every member pulls). The fixture has no ' +
        "community posts, so a pull is the member's own rows.",
    ],
  };
}
