import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';
import type { Member } from './member';

/**
 * While the test has taken the network away, the app's own requests (the session check, the sync
 * engine's push and pull) fail by design and Chromium logs each as a console error. Only failures of
 * /api requests for want of a network are allowed; anything else still fails the test.
 */
export const OFFLINE_API_FAILURE = /net::ERR_INTERNET_DISCONNECTED \[[^\]]*\/api\/[^\]]*\]$/;

export { waitForServiceWorkerControl } from '../../tooling/chromium';

/** The sync status line at phone size: the live region in the top bar (the sidebar's is hidden). */
export function syncStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

/** The sync status line's words, white space folded. */
export async function syncStatusText(page: Page): Promise<string> {
  return ((await syncStatus(page).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Signs an existing member in through the API; the context keeps the session cookie. */
export async function signInThroughApi(context: BrowserContext, member: Member): Promise<void> {
  const response = await context.request.post(`${baseURL()}/api/login`, {
    data: { email: member.email, password: member.password, timeZone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A GET of the member's own list from the server, with the context's session cookie. */
export async function serverList<T>(context: BrowserContext, path: string): Promise<T[]> {
  const response = await context.request.get(`${baseURL()}${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T[];
}
