import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  FEED_WINDOW,
  NEXT_CURSOR_HEADER,
  PAGE_SIZE_DEFAULT,
  PULL_LIMIT_MAX,
  SYNC_PROTOCOL_VERSION,
  type CommunityPost,
  type CommunityStats,
  type PullResponse,
} from '@selah/shared';
import { createApp } from '@selah/sync-server';
import { closeDatabase, openSqlite } from '@selah/sync-server/tools';
import { copyFixture, ensureFixture, signIn, TMP_DIR, type Fixture } from '../fixture';
import { bytes, count, ms, ratio } from '../lib/format';
import { progress } from '../lib/log';
import { captureStatements, queryPlan } from '../lib/sqlite-plan';
import { verdict, type Table } from '../lib/table';
import { sample } from '../lib/timing';

/** The feed's sizes: each is its own cached fixture (bench/fixture.ts, feedFixture). */
const SIZES = ['feed1k', 'feed10k', 'feed100k'] as const;
/** 100 times the posts may cost at most this many times as much: what the reader sees is bounded. */
const FLAT_BUDGET = 2;
/**
 * "A new device's first sync bytes do not grow with the history": the window holds the same number
 * of posts at every size, but not the same posts (their lengths and like counts differ).
 */
const SAME_BYTES_BUDGET = 1.1;

type App = ReturnType<typeof createApp>;
type Answer<T> = { body: T; bytes: number; headers: Headers };
type Figures = {
  fixture: Fixture;
  posts: number;
  firstPageMs: number;
  firstPageRuns: number;
  firstPageBytes: number;
  firstPagePosts: number;
  statsMs: number;
  statsRuns: number;
  stats: CommunityStats;
  syncMs: number;
  syncRuns: number;
  syncBytes: number;
  syncChanges: number;
  syncPosts: number;
  syncPages: number;
  /** EXPLAIN QUERY PLAN of the feed's pull source in the new device's first pull. */
  pullPlan: string[];
};

/**
 * The growth part's feed section: a member's first feed page, the community's counts and a new
 * device's first sync against 1,000 / 10,000 / 100,000 posts. A member's device keeps only a window
 * of the feed (the newest FEED_WINDOW posts and the member's own), so none of them should grow
 * with the history.
 */
export async function feedGrowthTable(): Promise<Table> {
  const figures: Figures[] = [];
  for (const name of SIZES) {
    const fixture = await ensureFixture(name);
    progress(
      fixture.fresh
        ? `built the ${name} fixture in ${(fixture.buildMs / 1000).toFixed(1)} s`
        : `reusing the ${name} fixture built at ${fixture.builtAt}`,
    );
    figures.push(await measureFeed(fixture));
  }
  return table(figures);
}

async function measureFeed(fixture: Fixture): Promise<Figures> {
  const fresh = fixture.freshMember;
  if (!fresh) throw new Error(`The ${fixture.name} fixture has no fresh member`);
  const reader = fixture.benchMember;
  const file = copyFixture(fixture, join(TMP_DIR, 'growth-feed-run'));
  const expected = countPosts(file);
  const cookies = signIn(file, [reader.id, fresh.id]);
  const posts = count(expected.posts);
  const db = openSqlite(file);
  try {
    const app = createApp({ db, logger: false, webDist: null });
    const readerHeaders = { cookie: cookies.get(reader.id)!, 'x-time-zone': reader.timeZone };
    const freshHeaders = { cookie: cookies.get(fresh.id)!, 'x-time-zone': fresh.timeZone };

    progress(`feed first page, ${posts} posts`);
    const page = await getJson<CommunityPost[]>(app, '/api/community-posts', readerHeaders);
    if (page.body.length !== PAGE_SIZE_DEFAULT || !page.headers.get(NEXT_CURSOR_HEADER)) {
      throw new Error(`Expected a full first page of ${PAGE_SIZE_DEFAULT} posts and a next cursor`);
    }
    const firstPage = await sample(() => getJson(app, '/api/community-posts', readerHeaders), {
      warmup: 3,
      maxRuns: 200,
      minRuns: 5,
      maxMs: 3000,
    });

    progress(`community stats, ${posts} posts`);
    const stats = await getJson<CommunityStats>(app, '/api/community-stats', readerHeaders);
    for (const key of ['posts', 'likes', 'members'] as const) {
      if (stats.body[key] !== expected[key]) {
        throw new Error(
          `community-stats ${key}: ${stats.body[key]}, the posts say ${expected[key]}`,
        );
      }
    }
    const statsRuns = await sample(() => getJson(app, '/api/community-stats', readerHeaders), {
      warmup: 3,
      maxRuns: 200,
      minRuns: 5,
      maxMs: 2000,
    });

    progress(`a new device's first sync, ${posts} posts`);
    let pulled = { bytes: 0, changes: 0, posts: 0, pages: 0 };
    const firstSync = async () => {
      const totals = { bytes: 0, changes: 0, posts: 0, pages: 0 };
      let cursor = '';
      for (;;) {
        const answer = await getJson<PullResponse>(
          app,
          `/api/sync/pull?cursor=${cursor}&limit=${PULL_LIMIT_MAX}&protocolVersion=${SYNC_PROTOCOL_VERSION}`,
          freshHeaders,
        );
        totals.bytes += answer.bytes;
        totals.changes += answer.body.changes.length;
        totals.posts += answer.body.changes.filter((c) => c.table === 'communityPosts').length;
        totals.pages += 1;
        cursor = answer.body.nextCursor;
        if (!answer.body.hasMore) break;
      }
      pulled = totals;
    };
    // The feed's pull source, as the server ran it in a first pull, and SQLite's plan for it.
    const ran = await captureStatements(
      (sql) =>
        sql.includes('from "community_posts"') &&
        /order by \+?"community_posts"\."version"/.test(sql),
      firstSync,
    );
    if (ran.length === 0)
      throw new Error("The first pull ran no query on the feed's version order");
    const pullPlan = queryPlan(file, ran[0]!);
    const sync = await sample(firstSync, { warmup: 1, maxRuns: 7, minRuns: 3, maxMs: 10_000 });
    if (pulled.posts < FEED_WINDOW) {
      throw new Error(
        `A new device pulled ${pulled.posts} posts, fewer than the ${FEED_WINDOW} window`,
      );
    }

    return {
      fixture,
      posts: expected.posts,
      firstPageMs: firstPage.p50,
      firstPageRuns: firstPage.samples.length,
      firstPageBytes: page.bytes,
      firstPagePosts: page.body.length,
      statsMs: statsRuns.p50,
      statsRuns: statsRuns.samples.length,
      stats: stats.body,
      syncMs: sync.p50,
      syncRuns: sync.samples.length,
      syncBytes: pulled.bytes,
      syncChanges: pulled.changes,
      syncPosts: pulled.posts,
      syncPages: pulled.pages,
      pullPlan,
    };
  } finally {
    await closeDatabase(db);
  }
}

/** The counts as the visible posts themselves give them (what community-stats must answer). */
function countPosts(file: string): CommunityStats {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite
      .prepare(
        `select count(*) as posts, coalesce(sum(likes), 0) as likes,
          count(distinct user_id) as members from community_posts where hidden_at is null`,
      )
      .get() as CommunityStats;
  } finally {
    sqlite.close();
  }
}

/** GET `path` in-process; the body's size is what the server sends (it does not compress JSON). */
async function getJson<T>(
  app: App,
  path: string,
  headers: Record<string, string>,
): Promise<Answer<T>> {
  const response = await app.request(path, { headers });
  const body = await response.arrayBuffer();
  const text = new TextDecoder().decode(body);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  return { body: JSON.parse(text) as T, bytes: body.byteLength, headers: response.headers };
}

function table(figures: Figures[]): Table {
  const first = figures[0]!;
  const last = figures.at(-1)!;
  const growth = (pick: (f: Figures) => number) => pick(last) / pick(first);
  const row = (
    what: string,
    pick: (f: Figures) => number,
    show: (value: number) => string,
    budget: string,
    limit: number | null,
  ) => [
    what,
    ...figures.map((f) => show(pick(f))),
    ratio(growth(pick)),
    budget,
    verdict(limit === null ? null : growth(pick) <= limit),
  ];
  const flat = `<= ${FLAT_BUDGET}x for 100x the posts (flat)`;
  // How the feed's rows are found and ordered (the lookups per row are the same at every size).
  const plans = figures.map((f) =>
    f.pullPlan
      .map((line) => line.trim())
      .filter((line) => /community_posts|MULTI-INDEX|TEMP B-TREE/.test(line))
      .join('; '),
  );
  const planNote = plans.every((plan) => plan === plans[0])
    ? `at every size ${plans[0]}`
    : figures.map((f, k) => `${count(f.posts)} posts: ${plans[k]}`).join(' / ');
  return {
    title: 'Growth: the feed against the length of its history',
    columns: [
      'what',
      ...figures.map((f) => `${count(f.posts)} posts`),
      `${count(last.posts)} vs ${count(first.posts)}`,
      'budget',
      'met?',
    ],
    rows: [
      row(
        `GET /api/community-posts, first page (${PAGE_SIZE_DEFAULT} posts), p50 ms`,
        (f) => f.firstPageMs,
        ms,
        flat,
        FLAT_BUDGET,
      ),
      row(
        'GET /api/community-posts, first page, bytes',
        (f) => f.firstPageBytes,
        bytes,
        flat,
        FLAT_BUDGET,
      ),
      row('GET /api/community-stats, p50 ms', (f) => f.statsMs, ms, flat, FLAT_BUDGET),
      row(
        "a new device's first sync (cursor 0 until hasMore is false), bytes",
        (f) => f.syncBytes,
        bytes,
        `does not grow with the history (<= ${SAME_BYTES_BUDGET}x)`,
        SAME_BYTES_BUDGET,
      ),
      row("a new device's first sync, p50 ms", (f) => f.syncMs, ms, '-', null),
      row("a new device's first sync: posts pulled", (f) => f.syncPosts, count, '-', null),
      row("a new device's first sync: changes pulled", (f) => f.syncChanges, count, '-', null),
    ],
    notes: [
      'In-process (createApp + app.request, no network), on a copy of one database per size: 50 members ' +
        'wrote the posts over the last 180 days and gave as many likes as there are posts (at most one ' +
        'per member and post; a like gives its post a new version), plus one member who signed up a ' +
        'minute ago (bench/fixture.ts, feedFixture). community-stats answered ' +
        figures
          .map(
            (f) =>
              `${count(f.stats.posts)} posts, ${count(f.stats.likes)} likes, ${count(f.stats.members)} members`,
          )
          .join(' / ') +
        ', the same as counting the posts.',
      `First page and stats: p50 of ${figures.map((f) => f.firstPageRuns).join(' / ')} and ` +
        `${figures.map((f) => f.statsRuns).join(' / ')} sequential requests by a member who wrote ` +
        `some of the posts; the page held ${figures.map((f) => f.firstPagePosts).join(' / ')} posts and a next cursor. ` +
        'Bytes are the JSON body as sent (the server does not compress API answers).',
      `First sync: the member who has nothing yet pulls from cursor 0 in pages of ${count(PULL_LIMIT_MAX)} ` +
        `until hasMore is false (${figures.map((f) => `${f.syncPages} page${f.syncPages === 1 ? '' : 's'}`).join(' / ')}); ` +
        `bytes are the summed bodies, the time the median of ${figures.map((f) => f.syncRuns).join(' / ')} whole syncs. ` +
        `The changes are the seed content and the feed's window (the ${FEED_WINDOW} newest posts; this member has none of their own).`,
      "SQLite's plan for the feed's pull source in that first pull (EXPLAIN QUERY PLAN of the " +
        'statement the server ran, with its values, on a database without ANALYZE statistics, as ' +
        `the server leaves it; the feed's part only): ${planNote}.`,
    ],
  };
}
