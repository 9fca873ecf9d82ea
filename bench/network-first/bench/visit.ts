import type { BrowserContext, Page } from 'playwright-core';
import { visibleTextOf } from '../../lib/browser';
import type { Datum } from './member';

/** Issue 6's slow connection: 400 ms round trip, 400 kbit/s each way (in bytes per second). */
export const SLOW_CONNECTION = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
} as const;
const OFFLINE = {
  offline: true,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
} as const;

/** 'none': loopback as is; 'slow': SLOW_CONNECTION; 'offline': every request of the tab fails. */
export type NetworkMode = 'none' | 'slow' | 'offline';

const VISIT_TIMEOUT_MS = 60_000;

export type Visit = {
  /** From navigation start to the animation frame after the datum entered the DOM. */
  shownMs: number;
  /** The document's responseEnd (the app shell or index.html). */
  documentMs: number;
  /** Whether a service worker answered the navigation. */
  documentFromWorker: boolean;
  /** Every /api request that completed while the page was open: path and responseEnd. */
  api: { path: string; endMs: number }[];
};

/**
 * Runs at document start in the measured page: watches the DOM for the member's mood streak (the
 * value under the "Mood Streak" label) and latest journal title (an h3), and records when both are
 * present, then the next animation frame (the frame that paints them). Once the streak shows, it
 * scrolls to the end of the page, where the journal title is on a phone. Times are performance.now(),
 * whose origin is the navigation's start. A string, not a function, so no build helper leaks in.
 */
function probeScript(datum: Datum): string {
  return `(() => {
  const want = ${JSON.stringify(datum)};
  const streakShown = () => Array.from(document.querySelectorAll('p')).some(
    (p) => p.textContent === 'Mood Streak' && p.nextElementSibling?.textContent === want.streakText);
  const titleShown = () => Array.from(document.querySelectorAll('h3')).some(
    (h) => h.textContent === want.latestJournalTitle);
  let scrolled = false;
  const observer = new MutationObserver(() => {
    // The journal title is below the fold on a phone (Selah loads those sections when the member
    // scrolls): both pages are flicked to their end as soon as the streak is there.
    if (!scrolled && streakShown()) {
      scrolled = true;
      window.scrollTo(0, document.documentElement.scrollHeight);
    }
    if (window.__benchDatum || !streakShown() || !titleShown()) return;
    const seen = { domMs: performance.now() };
    window.__benchDatum = seen;
    observer.disconnect();
    requestAnimationFrame(() => { seen.frameMs = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

declare global {
  interface Window {
    __benchDatum?: { domMs: number; frameMs?: number };
  }
}

/** Runs in the page once the datum is shown. No named inner functions: tsx would wrap them. */
function collect(): Visit {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  return {
    shownMs: window.__benchDatum!.frameMs!,
    documentMs: nav.responseEnd,
    documentFromWorker: nav.workerStart > 0,
    api: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ url: new URL(entry.name), endMs: entry.responseEnd }))
      .filter(({ url }) => url.pathname.startsWith('/api/'))
      .map(({ url, endMs }) => ({ path: url.pathname + url.search, endMs })),
  };
}

/**
 * Applies the slow connection (or no connection) to everything `page` itself requests, with
 * Chromium's DevTools network emulation. It does not reach a service worker's own fetches.
 */
export async function emulateNetwork(
  context: BrowserContext,
  page: Page,
  mode: Exclude<NetworkMode, 'none'>,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', mode === 'slow' ? SLOW_CONNECTION : OFFLINE);
}

/**
 * Opens a new tab in `context` (the returning member's browser) on the given network, navigates to
 * `url` and waits until the dashboard shows `datum`.
 */
export async function visit(
  context: BrowserContext,
  url: string,
  datum: Datum,
  network: NetworkMode,
): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    if (network !== 'none') await emulateNetwork(context, page, network);
    await page.addInitScript({ content: probeScript(datum) });
    await page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS });
    // Functions, not strings: Playwright evaluates strings with eval, which the pages' CSP forbids.
    await page
      .waitForFunction(() => window.__benchDatum?.frameMs !== undefined, null, {
        timeout: VISIT_TIMEOUT_MS,
        polling: 50,
      })
      .catch(async (error: unknown) => {
        const text = await visibleTextOf(page, 400);
        throw new Error(
          `${url} (${network}) never showed ${JSON.stringify(datum)}. Page text: ${text}. ` +
            `Errors: ${errors.join(' | ') || 'none'}`,
          { cause: error },
        );
      });
    return await page.evaluate(collect);
  } finally {
    await page.close();
  }
}

/**
 * Whether the slow connection also holds back what the service worker fetches for the page: an
 * image the worker's cache-first route has never seen (it goes to the network from the worker),
 * timed next to a fetch the page makes itself (/api is never handled by the worker).
 */
export async function serviceWorkerThrottleCheck(
  context: BrowserContext,
  url: string,
): Promise<{ workerFetchMs: number; pageFetchMs: number }> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await emulateNetwork(context, page, 'slow');
    return await page.evaluate(async () => {
      const t0 = performance.now();
      await new Promise((resolve) => {
        const img = new Image();
        img.onload = img.onerror = resolve;
        img.src = `/images/bench-uncached-${Math.random().toString(36).slice(2)}.png`;
      });
      const workerFetchMs = performance.now() - t0;
      const t1 = performance.now();
      await fetch('/api/health', { cache: 'no-store' });
      return { workerFetchMs, pageFetchMs: performance.now() - t1 };
    });
  } finally {
    await page.close();
  }
}
