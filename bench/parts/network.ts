import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, PHONE, startAppServer } from '../lib/browser';
import { ms, ratio } from '../lib/format';
import { progress } from '../lib/log';
import { sized } from '../lib/smoke';
import { startServer } from '../lib/processes';
import { median } from '../lib/stats';
import { verdict, type Table } from '../lib/table';
import { buildNetworkFirstPage } from '../network-first/bench/build';
import { createReturningMember, signIn, type Datum } from '../network-first/bench/member';
import {
  serviceWorkerThrottleCheck,
  SLOW_CONNECTION,
  visit,
  type NetworkMode,
  type Visit,
} from '../network-first/bench/visit';
import type { BenchPart } from './part';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Rounds of visits. Each round visits every case once: both pages on the slow connection (the
 * comparison), and as references both on loopback without emulation and Selah with the tab
 * offline, so the references see the same machine load as the comparison.
 */
const ROUNDS = sized(7, 1);
const CASES: readonly Case[] = [
  { page: 'selah', network: 'slow' },
  { page: 'networkFirst', network: 'slow' },
  { page: 'selah', network: 'none' },
  { page: 'networkFirst', network: 'none' },
  { page: 'selah', network: 'offline' },
];
/**
 * Unthrottled visits first: install Selah's worker and sync its database, fill the HTTP cache. Two
 * in a smoke run too: the worker controls a page from the second visit on.
 */
const WARMUP_VISITS = 2;

type Page = 'selah' | 'networkFirst';
type Site = { context: BrowserContext; url: string };
type Case = { page: Page; network: NetworkMode };
type Measured = Case & { visits: Visit[] };

const PAGE_LABELS: Record<Page, string> = {
  selah: 'Selah (local-first PWA)',
  networkFirst: 'network-first page (plain API client)',
};
const NETWORK_LABELS: Record<NetworkMode, string> = {
  slow: `${SLOW_CONNECTION.latency} ms, ${(SLOW_CONNECTION.downloadThroughput * 8) / 1000} kbit/s`,
  none: 'loopback, no emulation',
  offline: 'tab offline',
};

export const networkPart: BenchPart = {
  name: 'network',
  title: 'Against a network-first page on a slow connection',
  async run() {
    const networkFirstDist = buildNetworkFirstPage();
    const selahServer = await startAppServer('network');
    try {
      // A second instance of the real server on the same database (SQLite WAL), serving the
      // network-first page: both origins read the same member's rows.
      const networkFirstServer = await startServer({
        entry: 'sync-server/src/index.ts',
        cwd: REPO,
        env: { DATA_DIR: selahServer.dataDir, SEED_DEMO: 'false', WEB_DIST: networkFirstDist },
        readyPath: '/api/health',
      });
      try {
        const browser = await launchChromium();
        try {
          return [await compare(browser, selahServer.url, networkFirstServer.url)];
        } finally {
          await browser.close();
        }
      } finally {
        await networkFirstServer.stop();
      }
    } finally {
      await selahServer.stop();
    }
  },
};

async function compare(browser: Browser, selahUrl: string, networkFirstUrl: string) {
  // One browser profile per origin, each signed in on its own, as on two different sites.
  const contextOptions = { viewport: PHONE, timezoneId: 'UTC', serviceWorkers: 'allow' } as const;
  const sites: Record<Page, Site> = {
    selah: { context: await browser.newContext(contextOptions), url: selahUrl },
    networkFirst: { context: await browser.newContext(contextOptions), url: networkFirstUrl },
  };
  const member = await createReturningMember(sites.selah.context, selahUrl);
  await signIn(sites.networkFirst.context, networkFirstUrl, member);
  const { datum } = member;

  progress('network: warming up both pages (worker, local database, HTTP cache)');
  for (const site of Object.values(sites)) {
    for (let i = 0; i < WARMUP_VISITS; i++) await visit(site.context, site.url, datum, 'none');
  }
  await assertWorkerInControl(sites.selah);
  const workerCheck = await serviceWorkerThrottleCheck(sites.selah.context, selahUrl);

  const measured = await measureInRounds(sites, datum);
  for (const site of Object.values(sites)) await site.context.close();
  return table(measured, datum, workerCheck);
}

/**
 * Visits each case once per round, the order rotating every round, so a burst of load from
 * elsewhere on the machine hits every case alike.
 */
async function measureInRounds(sites: Record<Page, Site>, datum: Datum): Promise<Measured[]> {
  const measured: Measured[] = CASES.map((item) => ({ ...item, visits: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    progress(`network: round ${round + 1} of ${ROUNDS}`);
    for (let i = 0; i < measured.length; i++) {
      const item = measured[(round + i) % measured.length]!;
      const site = sites[item.page];
      item.visits.push(await visit(site.context, site.url, datum, item.network));
    }
  }
  return measured;
}

/**
 * The comparison is about a returning member, whose Selah tab is served by the worker. On a busy
 * machine the worker may still be installing (precaching the app) after the warm-up visits: its
 * activation is waited for, and a page loaded after it is the one that must be controlled.
 */
async function assertWorkerInControl(selah: Site) {
  const page = await selah.context.newPage();
  try {
    await page.goto(selah.url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload({ waitUntil: 'load' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error("Selah's service worker does not control the page");
  } finally {
    await page.close();
  }
}

const shown = (item: Measured) => item.visits.map((v) => v.shownMs);
const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
const medianOf = (visits: Visit[], pick: (visit: Visit) => number) => ms(median(visits.map(pick)));
const apiEnd = (path: string) => (visit: Visit) =>
  visit.api.find((entry) => entry.path === path)?.endMs ?? Number.NaN;

function row(item: Measured): string[] {
  const values = shown(item);
  return [
    PAGE_LABELS[item.page],
    NETWORK_LABELS[item.network],
    ms(median(values)),
    range(values),
    String(values.length),
    '-',
    verdict(null),
  ];
}

function table(
  measured: Measured[],
  datum: Datum,
  workerCheck: { workerFetchMs: number; pageFetchMs: number },
): Table {
  const [selahSlow, networkSlow, ...reference] = measured as [Measured, Measured, ...Measured[]];
  const slowRatio = median(shown(networkSlow)) / median(shown(selahSlow));
  const networkVisits = networkSlow.visits;
  const selahVisits = selahSlow.visits;
  const fromWorker = selahVisits.filter((v) => v.documentFromWorker).length;
  return {
    title: 'Returning member on a slow connection: time until the dashboard shows their data',
    columns: ['page', 'network', 'median ms', 'min–max ms', 'runs', 'budget', 'met?'],
    rows: [
      row(selahSlow),
      row(networkSlow),
      ['ratio network-first / Selah', NETWORK_LABELS.slow, ratio(slowRatio), '-', '-', '-', '-'],
      ...reference.map(row),
    ],
    notes: [
      `Chromium with DevTools network emulation on each measured tab (CDP ` +
        `Network.emulateNetworkConditions: ${SLOW_CONNECTION.latency} ms latency, ` +
        `${SLOW_CONNECTION.downloadThroughput} bytes/s down and up), phone viewport, on one member with a ` +
        '3-day mood streak, three goals, three journal entries, a meditation and a post. Both pages are ' +
        'served by the real server: two instances on one SQLite database, one origin each, each signed in.',
      `Measured: navigation start to the animation frame after the dashboard holds both the member's ` +
        `mood streak under "Mood Streak" ("${datum.streakText}") and their latest journal title ` +
        `("${datum.latestJournalTitle}"), seen by a MutationObserver the bench adds at document start. ` +
        `Each visit is a new tab; ${ROUNDS} rounds, each visiting every row's case once in an order ` +
        'that rotates every round; medians.',
      `Returning member: ${WARMUP_VISITS} unthrottled visits to each page first, so Selah's service ` +
        "worker controls the tab and its local database is synced, and the network-first page's hashed " +
        'scripts are in the HTTP cache (immutable); its index.html is revalidated on every visit ' +
        '(no-cache, as the server serves both apps).',
      'The network-first page (bench/network-first) is a production React 19 build that keeps nothing ' +
        'between visits: it asks GET /api/me, then mounts the dashboard, whose sections each GET their ' +
        'own data at once (dashboard-stats, goals/active, daily-motivation/unread, inspirational-content, ' +
        'community-posts, journal-entries?limit=2) and render when their answer is in, as the API ' +
        "contract's query loading does (no retries, no refetching).",
      `Network-first on the slow connection, medians after navigation start: document (a 304) ` +
        `${medianOf(networkVisits, (v) => v.documentMs)} ms, /api/me ` +
        `${medianOf(networkVisits, apiEnd('/api/me'))} ms, dashboard-stats ` +
        `${medianOf(networkVisits, apiEnd('/api/dashboard-stats'))} ms, journal-entries ` +
        `${medianOf(networkVisits, apiEnd('/api/journal-entries?limit=2'))} ms.`,
      `Selah on the slow connection: the service worker answered the navigation in ${fromWorker} of ` +
        `${selahVisits.length} visits (document at ${medianOf(selahVisits, (v) => v.documentMs)} ms), and ` +
        'the data comes from IndexedDB: the tab-offline row shows the same datum with no network at all. ' +
        'Its time is the local work (scripts, IndexedDB, render), as the loopback rows show.',
      `Emulation reach: with the tab throttled, a request the service worker sends to the network took ` +
        `${ms(workerCheck.workerFetchMs)} ms and the page's own fetch ${ms(workerCheck.pageFetchMs)} ms ` +
        `(the emulated latency alone is ${SLOW_CONNECTION.latency} ms), so the emulation ` +
        (workerCheck.workerFetchMs < SLOW_CONNECTION.latency
          ? "does not reach the worker's own fetches. "
          : "seems to reach the worker's own fetches too. ") +
        "Selah's worker fetches nothing on the path to this datum (the shell comes from its precache, " +
        '/api bypasses the worker, the page itself syncs), so Selah gains nothing from that.',
    ],
  };
}
