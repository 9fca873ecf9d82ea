/**
 * A returning member's dashboard is painted from memory before the app's code has run (boot.ts,
 * lib/remembered-screen.ts), online and offline; React's first render replaces it with the same
 * screen, live; it is never shown to anyone else, and is gone when the member signs out.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  launchBrowser,
  openContext,
  newMember,
  newPage,
  VIEWPORTS,
} from './support/browser';
import { signUpThroughApi } from './support/member';
import { signInThroughApi, waitForServiceWorkerControl } from './support/offline';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StartRecord {
  /** The remembered frame's h1 when it first appeared, and whether the app's entry had run. */
  frameGreeting?: string;
  frameBeforeEntry?: boolean;
  frameMain?: string;
  /** <main> once React replaced the frame (its first commit). */
  liveMain?: string;
}

/**
 * Runs at document start: records the remembered frame when it appears (its greeting, its <main>
 * without the parts that are never remembered, whether main.tsx's `selah:start` mark exists yet),
 * and <main> as React's first commit drew it, once the frame is gone.
 */
const RECORD_START = `(() => {
  const record = {};
  window.__start = record;
  const mainOf = (scope) => {
    const main = scope.querySelector('main')?.cloneNode(true);
    if (!main) return undefined;
    for (const part of main.querySelectorAll('[data-not-remembered]')) part.remove();
    return main.innerHTML;
  };
  const observer = new MutationObserver(() => {
    const frame = document.querySelector('[data-remembered-screen]');
    if (frame && record.frameGreeting === undefined) {
      record.frameGreeting = frame.querySelector('h1')?.textContent ?? '';
      record.frameBeforeEntry = performance.getEntriesByName('selah:start').length === 0;
      record.frameMain = mainOf(frame);
    }
    if (!frame && document.querySelector('main h1')) {
      record.liveMain = mainOf(document);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function startRecord(page: Page): Promise<StartRecord> {
  return page.evaluate(() => (window as unknown as { __start: StartRecord }).__start);
}

/** Reloads and waits for the live greeting (the frame's is hidden from the accessibility tree). */
async function reloadToLiveGreeting(page: Page, greeting: string): Promise<void> {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
  await page.waitForFunction(
    () => (window as unknown as { __start: StartRecord }).__start.liveMain,
  );
}

/** Waits until the dashboard kept its screen for the next start (done when the browser is idle). */
async function screenRemembered(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (key) => key.startsWith('selah.snapshot.') && key.endsWith('.screen'),
    ),
  );
}

describe('the remembered screen', () => {
  let context: BrowserContext;

  afterAll(async () => {
    await context?.close();
  });

  it('paints a returning member’s dashboard before the app runs, then the same screen live, online and offline', async () => {
    context = await openContext(browser, { viewport: VIEWPORTS.desktop });
    const member = await signUpThroughApi(context);
    const greeting = `Welcome back, ${member.username}`;
    const { page, errors } = await newPage(context, {
      allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED \[[^\]]*\/api\/[^\]]*\]$/],
    });
    await page.goto(`${baseURL()}/`);
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
    await waitForServiceWorkerControl(page);
    await screenRemembered(page);
    await context.addInitScript({ content: RECORD_START });

    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await reloadToLiveGreeting(page, greeting);
      const record = await startRecord(page);
      expect(record.frameGreeting, offline ? 'offline' : 'online').toBe(greeting);
      expect(record.frameBeforeEntry).toBe(true);
      // React's first commit drew what the frame showed: nothing jumps or flashes.
      expect(record.liveMain).toBe(record.frameMain);
      expect(await page.locator('[data-remembered-screen]').count()).toBe(0);
    }
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is gone when the member signs out, and never shows one member another’s', async () => {
    // The app syncs as it opens; a sync that reaches the server after the sign-out is refused (401,
    // which Chromium logs), and the engine goes on with the guest's database.
    const { page, errors } = await newPage(context, {
      allowConsoleErrors: [
        /status of 401 \(Unauthorized\) \[[^\]]*\/api\/sync\/(pull|push)[^\]]*\]$/,
      ],
    });
    await page.goto(`${baseURL()}/`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Selah' }).waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.screen'))),
    ).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Selah' }).waitFor();
    expect((await startRecord(page)).frameGreeting).toBeUndefined();

    // Another member signs in on this browser: nothing of the first member's is painted for them.
    const other = await signUpThroughApi(context, newMember('other'));
    await signInThroughApi(context, other);
    await page.reload();
    const otherGreeting = `Welcome back, ${other.username}`;
    await page.getByRole('heading', { level: 1, name: otherGreeting }).waitFor();
    await screenRemembered(page);
    await reloadToLiveGreeting(page, otherGreeting);
    expect((await startRecord(page)).frameGreeting).toBe(otherGreeting);
    expect(errors).toEqual([]);
    await page.close();
  });
});
