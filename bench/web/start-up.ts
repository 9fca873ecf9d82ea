import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE, visibleTextOf, waitForServiceWorkerControl } from '../lib/browser';
import { progress } from '../lib/log';
import type { Datum } from '../network-first/bench/member';
import { MEMBER_SNAPSHOT_PREFIX } from '@selah/web/src/lib/member-snapshot';

/** The pages that take turns: Selah, the floor for its stack, the network-first page. */
export type Contender = 'selah' | 'floor' | 'networkFirst';
export type Network = 'offline' | 'online';
/** 'warm': the service worker is running when the visit starts (used a moment ago); 'cold': stopped first. */
export type Worker = 'warm' | 'cold' | 'none';
/**
 * 'first': the day's first visit. Selah keeps a copy of the dashboard's figures in localStorage,
 * valid until midnight, and renders a later visit that day from it before IndexedDB answers; the
 * first visit of a day has none and waits for IndexedDB, as the floor always does. The bench
 * removes the copy before such a visit.
 */
export type Day = 'later' | 'first';
export type StartCase = { who: Contender; network: Network; worker: Worker; day: Day };
/** Where the contenders' browser contexts keep their data: nowhere (Playwright's default), or a profile on disk. */
export type StartUpProfile = 'off-the-record' | 'disk';

/**
 * A contender's visits in one round, in this order: the first starts with its service worker
 * stopped; the next ones come a moment after it, so the worker is still running ("warm").
 */
const VISITS_OF: Record<Contender, readonly StartCase[]> = {
  selah: [
    { who: 'selah', network: 'offline', worker: 'cold', day: 'later' },
    { who: 'selah', network: 'offline', worker: 'warm', day: 'later' },
    { who: 'selah', network: 'online', worker: 'warm', day: 'later' },
    { who: 'selah', network: 'offline', worker: 'warm', day: 'first' },
  ],
  // The floor keeps no copy: every visit of it reads IndexedDB, as a day's first visit does.
  floor: [
    { who: 'floor', network: 'offline', worker: 'cold', day: 'later' },
    { who: 'floor', network: 'offline', worker: 'warm', day: 'later' },
    { who: 'floor', network: 'online', worker: 'warm', day: 'later' },
  ],
  networkFirst: [{ who: 'networkFirst', network: 'online', worker: 'none', day: 'later' }],
};
const CONTENDERS: readonly Contender[] = ['selah', 'floor', 'networkFirst'];
export const START_CASES: readonly StartCase[] = CONTENDERS.flatMap((who) => VISITS_OF[who]);

/** Times in ms from navigation start, in the order a visit goes through them. */
export type StartPhases = {
  /** The page (index.html) received. */
  documentMs: number;
  /** The last script or stylesheet received before the greeting showed. */
  filesMs: number;
  /** The entry's own code began (its `<app>:start` mark); NaN for a page without one. */
  entryMs: number;
  /** The first IndexedDB database opened (its open request's success); NaN if none. */
  idbMs: number;
  /** The greeting with the member's name ("Welcome back, ...") in the DOM. */
  greetingMs: number;
  /** The member's streak and latest journal title in the DOM too. */
  domMs: number;
  /** The animation frame after that: the data is painted in it. */
  shownMs: number;
  /**
   * The data in the app's own screen: the same as domMs, unless a remembered frame of the screen
   * (painted before the app's code ran, web/src/lib/remembered-screen.ts) showed it first; then
   * when React's first render replaced that frame and the screen answers taps.
   */
  liveMs: number;
  /** Scripts and stylesheets received before the greeting. */
  files: number;
};

declare global {
  interface Window {
    __startProbe?: Partial<StartPhases>;
  }
}

/**
 * What the probe logs once the data is painted. The bench waits for this console message, not with
 * Playwright's waitForFunction: that evaluates Playwright's injected script in the page (16-20 ms
 * of the main thread in a trace) while the start-up is being timed, and it ran when the main thread
 * was first free, which for Selah was between its script's evaluation and its first render, and
 * for the floor, whose script was still arriving, in time that cost it nothing.
 */
const SHOWN_SIGNAL = 'selah-bench:start-up-shown';

/**
 * Runs at document start: notes when the first IndexedDB open succeeds (wrapping
 * IDBFactory.prototype.open before any script of the page), when the greeting shows, and when
 * the streak (under "Mood Streak") and the latest journal title (an h3) are in the DOM, then the
 * next animation frame; and when all three are in the app's own screen, not only in a remembered
 * frame of it. Once the greeting shows it scrolls to the page's end, as a member flicking
 * down would (what loads on scroll is then part of the time). A string, so no build helper leaks in.
 */
function probeScript(datum: Datum): string {
  return `(() => {
  const want = ${JSON.stringify(datum)};
  const probe = {};
  window.__startProbe = probe;
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const request = open.apply(this, args);
    request.addEventListener('success', () => { probe.idbMs ??= performance.now(); });
    return request;
  };
  // In the page at all (a remembered frame too), or in the app's own screen (outside that frame).
  const frameOf = (node) => node.closest('[data-remembered-screen]');
  const inPage = (found, live) => found.some((node) => !live || frameOf(node) === null);
  const greeting = (live) => inPage(Array.from(document.querySelectorAll('h1')).filter(
    (h) => (h.textContent ?? '').startsWith('Welcome back')), live);
  const streak = (live) => inPage(Array.from(document.querySelectorAll('p')).filter(
    (p) => p.textContent === 'Mood Streak' && p.nextElementSibling?.textContent === want.streakText), live);
  const title = (live) => inPage(Array.from(document.querySelectorAll('h3')).filter(
    (h) => h.textContent === want.latestJournalTitle), live);
  const done = () => {
    if (probe.shownMs !== undefined && probe.liveMs !== undefined)
      console.debug(${JSON.stringify(SHOWN_SIGNAL)});
  };
  const observer = new MutationObserver(() => {
    if (probe.greetingMs === undefined && greeting(false)) {
      probe.greetingMs = performance.now();
      window.scrollTo(0, document.documentElement.scrollHeight);
    }
    if (probe.greetingMs === undefined) return;
    if (probe.domMs === undefined && streak(false) && title(false)) {
      probe.domMs = performance.now();
      requestAnimationFrame(() => {
        probe.shownMs = performance.now();
        done();
      });
    }
    if (probe.domMs !== undefined && greeting(true) && streak(true) && title(true)) {
      probe.liveMs = performance.now();
      observer.disconnect();
      done();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/** Runs at document start, before the app: removes the dashboard's copy from earlier today. */
function forgetTodaysCopy(): string {
  return `for (const key of Object.keys(localStorage)) {
  if (key.startsWith(${JSON.stringify(MEMBER_SNAPSHOT_PREFIX)})) localStorage.removeItem(key);
}`;
}

/** Runs in the page once the data is painted. */
function collect(): StartPhases {
  const probe = window.__startProbe!;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
    .map((entry) => entry.responseEnd)
    .filter((end) => end <= probe.greetingMs!);
  const entry = performance.getEntriesByType('mark').find((mark) => mark.name.endsWith(':start'));
  return {
    documentMs: nav.responseEnd,
    filesMs: Math.max(nav.responseEnd, ...code),
    entryMs: entry?.startTime ?? Number.NaN,
    idbMs: probe.idbMs ?? Number.NaN,
    greetingMs: probe.greetingMs!,
    domMs: probe.domMs!,
    shownMs: probe.shownMs!,
    liveMs: probe.liveMs!,
    files: code.length,
  };
}

/** Stops the origin's service worker, as the browser does after a while without use. */
async function stopWorker(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await page.close();
  }
}

const VISIT_TIMEOUT_MS = 30_000;

/** One visit of `/` in a new tab of the contender's browser context, timed by the probe. */
async function visit(
  context: BrowserContext,
  url: string,
  datum: Datum,
  item: StartCase,
): Promise<StartPhases> {
  // Offline first, then the worker stopped: Playwright's offline switch waits on a worker that
  // is stopping (it hung for minutes), never on one that is running or stopped.
  await context.setOffline(item.network === 'offline');
  if (item.worker === 'cold') await stopWorker(context);
  const page = await context.newPage();
  try {
    if (item.day === 'first') await page.addInitScript({ content: forgetTodaysCopy() });
    await page.addInitScript({ content: probeScript(datum) });
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text() === SHOWN_SIGNAL,
      timeout: VISIT_TIMEOUT_MS,
    });
    // Should the navigation itself fail, the wait's own failure later is not left unhandled.
    shown.catch(() => undefined);
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await shown.catch(async (error: unknown) => {
      const text = await visibleTextOf(page, 300);
      throw new Error(`${item.who} (${item.network}) never showed the data. Page: ${text}`, {
        cause: error,
      });
    });
    const phases = await page.evaluate(collect);
    // What the page does after showing the data (lazy chunks, sync) is left to finish in it, not
    // in the next visit's time.
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return phases;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

export type Site = { context: BrowserContext; url: string };
export type StartMeasured = StartCase & { visits: StartPhases[] };

/**
 * Warms every contender up (visits online until its worker controls the tab and its database
 * holds the member's data), then visits every case once per round; the contenders' order rotates
 * every round, so a burst of load from elsewhere on the machine hits each alike.
 */
export async function measureStartUp(
  sites: Record<Contender, Site>,
  datum: Datum,
  rounds: number,
): Promise<StartMeasured[]> {
  for (const [who, site] of Object.entries(sites)) {
    progress(`web: warming up ${who}`);
    for (let i = 0; i < 2; i++) {
      await visit(site.context, site.url, datum, {
        who: who as Contender,
        network: 'online',
        worker: 'none',
        day: 'later',
      });
    }
    if (who !== 'networkFirst') {
      const page = await site.context.newPage();
      await page.goto(`${site.url}/`);
      await waitForServiceWorkerControl(page);
      await page.close();
    }
  }
  const measured: StartMeasured[] = START_CASES.map((item) => ({ ...item, visits: [] }));
  const slot = (item: StartCase) =>
    measured.find(
      (m) =>
        m.who === item.who &&
        m.network === item.network &&
        m.worker === item.worker &&
        m.day === item.day,
    )!;
  for (let round = 0; round < rounds; round++) {
    progress(`web: start-up round ${round + 1} of ${rounds}`);
    for (let i = 0; i < CONTENDERS.length; i++) {
      const who = CONTENDERS[(round + i) % CONTENDERS.length]!;
      const site = sites[who];
      for (const item of VISITS_OF[who]) {
        slot(item).visits.push(await visit(site.context, site.url, datum, item));
      }
    }
  }
  return measured;
}

/** A browser context per origin, phone-sized, as on three different sites. */
export function newSiteContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, timezoneId: 'UTC', serviceWorkers: 'allow' });
}
