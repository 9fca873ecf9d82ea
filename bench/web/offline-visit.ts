import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE, signUpMember, waitForServiceWorkerControl } from '../lib/browser';
import { pageScript } from './page-script';

/** What the member's dashboard must show before it counts as "with data". */
type Expected = { greeting: string; streak: string; journalTitle: string };

/** Times in ms from navigation start, in the order a visit goes through them. */
export type VisitPhases = {
  /** The page (index.html) received, from the service worker when offline. */
  documentMs: number;
  /** The last script or stylesheet that arrived before the dashboard first rendered. */
  codeMs: number;
  /** The dashboard first rendered with the member's name (its figures may still be loading). */
  firstRenderMs: number;
  /** The member's data (streak, latest journal entry) in the DOM. */
  domMs: number;
  /** The first animation frame after that: the data is painted in this frame. */
  shownMs: number;
};

export type VisitFigures = VisitPhases & { shell: ShellTraffic };

export type ShellTraffic = {
  /** Requests of the page other than /api: the document, scripts, styles, images, the manifest. */
  requests: number;
  fromServiceWorker: number;
  /** Bytes the shell's requests took from the network (encoded, as on the wire). */
  networkBytes: number;
  /** Shell requests that failed (offline, one the service worker could not answer). */
  failed: string[];
};

/**
 * The probe runs in the page before any of its scripts: on every DOM change it checks whether the
 * dashboard shows the member's name, their mood streak and their latest journal entry's title (all
 * three come from the cached session and the local database; the title is below the fold, so the
 * probe scrolls to the end of the page when the dashboard first renders), then records the time and the time
 * of the next animation frame (when that frame is painted). On the way it notes when the
 * dashboard first rendered, and reads the navigation and resource timings for the phases.
 * performance.now() counts from the navigation's start.
 */
function installProbe(expected: Expected): void {
  const probe: Partial<VisitPhases> = {};
  (window as unknown as { __dashboardProbe: Partial<VisitPhases> }).__dashboardProbe = probe;
  const shows = () => {
    const heading = document.querySelector('h1');
    if (!heading?.textContent?.startsWith(expected.greeting)) return false;
    if (probe.firstRenderMs === undefined) {
      probe.firstRenderMs = performance.now();
      // The journal title is below the fold on a phone, in the sections that load when the member
      // scrolls: the member flicks to the end of the page as soon as the dashboard is there.
      window.scrollTo(0, document.documentElement.scrollHeight);
    }
    const streak = [...document.querySelectorAll('p')].find((p) => p.textContent === 'Mood Streak');
    if (streak?.nextElementSibling?.textContent !== expected.streak) return false;
    return [...document.querySelectorAll('h3')].some(
      (h3) => h3.textContent === expected.journalTitle,
    );
  };
  const observer = new MutationObserver(() => {
    if (!shows()) return;
    probe.domMs = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const shownMs = performance.now();
      const [navigation] = performance.getEntriesByType('navigation');
      probe.documentMs = (navigation as PerformanceNavigationTiming).responseEnd;
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .filter((end) => end <= (probe.firstRenderMs ?? 0));
      probe.codeMs = Math.max(probe.documentMs, ...code);
      probe.shownMs = shownMs;
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Waits until the probe has seen the data on screen and returns its times. */
async function probeResult(page: Page): Promise<VisitPhases> {
  // Both functions run in the page, so each names the probe itself.
  await page.waitForFunction(
    () =>
      (window as unknown as { __dashboardProbe?: Partial<VisitPhases> }).__dashboardProbe
        ?.shownMs !== undefined,
    null,
    { timeout: 15_000 },
  );
  return page.evaluate(
    () => (window as unknown as { __dashboardProbe: VisitPhases }).__dashboardProbe,
  );
}

/** Counts the page's non-/api requests by where they were answered from (CDP Network events). */
function watchShell(cdp: CDPSession): () => ShellTraffic {
  const shell = new Map<string, string>();
  const fromWorker = new Set<string>();
  const failed: string[] = [];
  let networkBytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (event.request.url.startsWith('http') && !/^\/api(\/|$)/.test(pathname)) {
      shell.set(event.requestId, event.request.url);
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    if (shell.has(event.requestId) && event.response.fromServiceWorker) {
      fromWorker.add(event.requestId);
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (shell.has(event.requestId) && !fromWorker.has(event.requestId)) {
      networkBytes += event.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const url = shell.get(event.requestId);
    if (url) failed.push(`${url} (${event.errorText})`);
  });
  return () => ({ requests: shell.size, fromServiceWorker: fromWorker.size, networkBytes, failed });
}

/** One visit of `/` in a new tab, timed by the probe, with the shell's traffic counted. */
async function visit(context: BrowserContext, url: string, expected: Expected) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const traffic = watchShell(cdp);
    await page.addInitScript({ content: pageScript(installProbe, expected) });
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    const phases = await probeResult(page);
    // Requests the page makes after the data is shown (icons, lazy chunks) belong to the visit too.
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return { ...phases, shell: traffic() };
  } finally {
    await page.close();
  }
}

/** Ends the service worker (as the browser does after a while without use). */
async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await page.close();
  }
}

export type RepeatVisits = { offline: VisitFigures[]; online: VisitFigures };

/**
 * A member signs up, has a mood and a journal entry on the server, opens `/` online (the service
 * worker installs, precaches the shell and takes control; sync pulls the data into IndexedDB), then
 * comes back `runs` times with no network, each time in a new tab with the service worker stopped
 * first, so its start-up is part of the visit. A last visit online counts what the shell costs
 * the network when the member is online again.
 */
export async function repeatVisits(
  browser: Browser,
  url: string,
  runs: number,
): Promise<RepeatVisits> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const member = await signUpMember(context, url, 'offline');
    const journalTitle = `Still waters ${Date.now().toString(36)}`;
    for (const [path, data] of [
      ['/api/mood-entries', { mood: 'good', notes: 'Rested and grateful' }],
      [
        '/api/journal-entries',
        { title: journalTitle, content: 'He leads me beside still waters.', category: 'gratitude' },
      ],
    ] as const) {
      const response = await context.request.post(`${url}${path}`, { data });
      if (response.status() !== 201) {
        throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
      }
    }
    const expected = {
      greeting: `Welcome back, ${member.username}`,
      streak: '1 day',
      journalTitle,
    };

    const first = await context.newPage();
    await first.addInitScript({ content: pageScript(installProbe, expected) });
    await first.goto(`${url}/`);
    await waitForServiceWorkerControl(first);
    // The data reached the local database: the dashboard shows it.
    await probeResult(first);
    await first.close();

    await context.setOffline(true);
    const offline: VisitFigures[] = [];
    for (let i = 0; i < runs; i++) {
      await stopServiceWorkers(context);
      offline.push(await visit(context, url, expected));
    }
    await context.setOffline(false);
    await stopServiceWorkers(context);
    const online = await visit(context, url, expected);
    return { offline, online };
  } finally {
    await context.close();
  }
}
