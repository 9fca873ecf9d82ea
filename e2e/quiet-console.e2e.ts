/**
 * A visit leaves a quiet console: a guest's and a member's, online and then offline, log no error
 * or warning (a refused request, a header the browser does not understand, an exception), and each
 * page load asks who is signed in at most once (GET /api/session; GET /api/me never), offline not
 * at all. The production build runs Dexie without its debug mode, which Dexie turns on by itself
 * for a page served from localhost or 127.0.0.1 (as here) and which asks the console for an async
 * stack (console.createTask) at every table operation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext } from './support/browser';
import { signUpThroughApi } from './support/member';
import { waitForServiceWorkerControl } from './support/offline';

const ROUTES = ['/', '/mood', '/goals', '/journal', '/meditation', '/community', '/resources'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Everything the page says in its console, and its session requests, from now on. */
function listen(page: Page) {
  const heard = { messages: [] as string[], sessionChecks: 0, meCalls: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      heard.messages.push(`${message.type()}: ${message.text()} [${message.location().url}]`);
    }
  });
  page.on('pageerror', (error) => heard.messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/session') heard.sessionChecks += 1;
    if (path === '/api/me') heard.meCalls += 1;
  });
  return heard;
}

/**
 * Counts the page's console.createTask calls (window.__consoleTasks), from its first script on.
 * A browser without console.createTask counts NaN, so the check below fails rather than passing
 * on a count that could not have been made.
 */
const COUNT_CONSOLE_TASKS = `(() => {
  const createTask = console.createTask?.bind(console);
  window.__consoleTasks = createTask ? 0 : NaN;
  if (!createTask) return;
  console.createTask = (name) => {
    window.__consoleTasks += 1;
    return createTask(name);
  };
})();`;

async function consoleTasksOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __consoleTasks: number }).__consoleTasks);
}

/** Opens `route` and waits until the page's requests are done (Playwright's network idle). */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseURL()}${route}`, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
}

describe.each(['guest', 'member'] as const)('a %s', (who) => {
  let context: BrowserContext;

  afterAll(async () => {
    await context?.close();
  });

  it('logs no console error or warning, asks who is signed in at most once a page and keeps Dexie out of its debug mode, online then offline', async () => {
    context = await openContext(browser);
    if (who === 'member') await signUpThroughApi(context);
    await context.addInitScript({ content: COUNT_CONSOLE_TASKS });
    const page = await context.newPage();
    const heard = listen(page);
    let consoleTasks = 0;

    // The first visit installs the service worker (which may take a reload), for the offline part.
    await visit(page, '/');
    await waitForServiceWorkerControl(page);
    for (const route of ROUTES) {
      heard.sessionChecks = 0;
      await visit(page, route);
      expect(heard.sessionChecks, route).toBeLessThanOrEqual(1);
      consoleTasks += await consoleTasksOf(page);
    }

    await context.setOffline(true);
    for (const route of ROUTES) {
      heard.sessionChecks = 0;
      await visit(page, route);
      expect(heard.sessionChecks, `${route} offline`).toBe(0);
      consoleTasks += await consoleTasksOf(page);
    }

    expect(heard.meCalls).toBe(0);
    expect(heard.messages).toEqual([]);
    expect(consoleTasks, 'console.createTask calls (Dexie in debug mode)').toBe(0);
  });
});
