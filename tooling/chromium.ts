import type { Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags the end-to-end tests and the browser benchmarks start Chromium with: headless as root
 * (no sandbox), no GPU, and no calls to Google's services, which this closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Waits until the service worker controls the page, so a later visit without a network is answered
 * from its precache. The worker claims its clients on first install; a page loaded before that (or
 * in a browser that did not hand it over) gets one reload once the worker is ready.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/**
 * Scrolls to the end of the screen, as a member's thumb would, until nothing there waits for
 * scrolling (the dashboard's lower sections load as their own chunk when the member scrolls), then
 * back to the top. Waits for the screen's heading first: the dashboard's sections come with it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('[data-loading-sections]') === null;
    },
    null,
    { timeout: 10_000, polling: 100 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}
