import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium';

export { CHROMIUM_ARGS };

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * How long one step (a click, a wait for an element) may take before it fails. Conditions are
 * waited for, never slept on: this only bounds how long a broken step hangs on a loaded machine.
 */
export const STEP_TIMEOUT_MS = 15_000;

/** A browser context, a phone's screen unless `options` say otherwise, with the steps' bound. */
export async function openContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context;
}

export function baseURL(): string {
  return inject('baseURL');
}

/** A page that fails the test on any uncaught page error or console error. */
export async function newPage(
  context: BrowserContext,
  { allowConsoleErrors = [] as RegExp[] } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // For a refused request the text does not say which one; the location's url does.
    const text = `${message.text()} [${message.location().url}]`;
    if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
    errors.push(`console.error: ${text}`);
  });
  return { page, errors };
}

let counter = 0;
/** A unique new member's credentials. */
export function newMember(prefix = 'member') {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: tag, email: `${tag}@example.org`, password: 'quiet-waters-7' };
}
