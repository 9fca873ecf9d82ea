/**
 * The meditation timer in Chromium with Playwright's clock: Start counts down by the
 * second, Pause halts it, a reload mid-session resumes where it was, reaching zero shows
 * "Complete!", disables Start and records exactly one session, all with the network off.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './support/browser';
import { signUpThroughApi } from './support/member';

const MINUTE = 60_000;
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/, /Failed to fetch/];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The figure under a stat's label ("Total Sessions" -> "1"). */
async function stat(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  return (await value.innerText()).trim();
}

describe('meditation timer', () => {
  it('counts down by the clock, pauses, survives a reload, completes once, offline', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await signUpThroughApi(context);
      const { page, errors } = await newPage(context, { allowConsoleErrors: OFFLINE_NOISE });
      await page.clock.install();
      await page.goto(`${baseURL()}/meditation`);
      // The app shell is now precached: the whole session runs without a network.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 20_000,
      });
      await page.getByRole('heading', { level: 1, name: 'Meditation' }).waitFor();
      expect(await stat(page, 'Total Sessions')).toBe('0');
      await context.setOffline(true);

      await page.getByRole('button', { name: 'Start Breathing Exercise' }).click();
      let dialog = page.getByRole('dialog', { name: 'Breathing Exercise' });
      let timer = dialog.getByRole('timer');
      expect(await timer.innerText()).toBe('05:00');
      const start = () => dialog.getByRole('button', { name: 'Start', exact: true });

      await start().click();
      await page.clock.runFor(MINUTE);
      expect(await timer.innerText()).toBe('04:00');

      // Pause halts the countdown.
      await dialog.getByRole('button', { name: 'Pause' }).click();
      await page.clock.runFor(MINUTE);
      expect(await timer.innerText()).toBe('04:00');

      // A reload mid-session (offline: the worker serves the app) reopens the timer, still paused.
      await page.reload();
      dialog = page.getByRole('dialog', { name: 'Breathing Exercise' });
      timer = dialog.getByRole('timer');
      await timer.waitFor();
      expect(await timer.innerText()).toBe('04:00');
      await dialog.getByText('Paused').waitFor();

      await start().click();
      await page.clock.runFor(MINUTE);
      expect(await timer.innerText()).toBe('03:00');

      // Reloading while it runs resumes the countdown too.
      await page.reload();
      await timer.waitFor();
      await page.clock.runFor(1000);
      expect(await timer.innerText()).toMatch(/^0(3:00|2:5\d)$/);

      await page.clock.runFor(3 * MINUTE);
      await dialog.getByText('Complete!').waitFor();
      expect(await timer.innerText()).toBe('00:00');
      expect(await start().isDisabled()).toBe(true);
      // The toast sits outside the modal timer, which hides it from the accessibility tree while
      // the timer is open; it is still on screen.
      await page.getByText('Session Completed!', { exact: true }).waitFor();

      // Time passing after completion records nothing more.
      await page.clock.runFor(MINUTE);
      await dialog.getByRole('button', { name: 'Back to Sessions' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await stat(page, 'Total Sessions')).toBe('1');
      expect(await stat(page, 'Total Minutes')).toBe('5');
      const recent = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('listitem');
      expect(await recent.count()).toBe(1);
      expect(await recent.first().innerText()).toContain('Breathing Exercise');

      // Back online, the one session reaches the server, once.
      await context.setOffline(false);
      const serverSessions = async () => {
        const response = await context.request.get(`${baseURL()}/api/meditation-sessions`);
        return ((await response.json()) as { sessionType: string; duration: number }[]).map(
          ({ sessionType, duration }) => `${sessionType} ${duration}`,
        );
      };
      await expect.poll(serverSessions, { timeout: 20_000 }).toEqual(['Breathing Exercise 5']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
