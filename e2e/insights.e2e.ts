/**
 * Gentle streaks, a day filled in later, activities and insights, as a member uses them: at 360 and
 * 1280 px, light and dark, a member who checked in today and yesterday logs a mood for three days
 * ago with two activities; it shows in the history, in the year's calendar and in the streak (the
 * missed day between is forgiven). Then streaks are hidden in Settings and no streak shows on the
 * dashboard or the Mood screen. axe finds nothing serious on the Mood screen, the dashboard or
 * Settings; screenshots of each go to /tmp for a person to look at.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { baseURL, launchBrowser, openContext, newMember, newPage } from './support/browser';
import { scrollThrough, signUpThroughApi } from './support/member';
import { expectToast } from './support/toast';

const DAY = 24 * 60 * 60 * 1000;
const SHOTS = process.env.SELAH_SHOTS_DIR ?? '/tmp/selah-insights';
const MOODS = ['amazing', 'good', 'okay', 'down', 'struggling'] as const;
/** A shared machine builds pages slowly: wait for what a member waits for, up to this. */
const POLL = { timeout: 15_000, interval: 100 };
/** Two axe runs over a year of calendar cells, and full-page screenshots, on a busy machine. */
const STEP_TIMEOUT = 180_000;

const RUNS = [
  { size: 360, viewport: { width: 360, height: 780 }, colorScheme: 'light' as const },
  { size: 360, viewport: { width: 360, height: 780 }, colorScheme: 'dark' as const },
  { size: 1280, viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
  { size: 1280, viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A few weeks of check-ins before the last four days, so the calendar and charts have a shape. */
async function seedHistory(context: BrowserContext): Promise<void> {
  const post = async (data: object) => {
    const response = await context.request.post(`${baseURL()}/api/mood-entries`, { data });
    expect(response.status(), await response.text()).toBe(201);
  };
  for (let day = 5; day < 60; day += 1) {
    if (day % 9 === 0) continue;
    const mood = MOODS[(day * 7) % 5]!;
    const activities =
      day % 3 === 0 ? ['Prayed', 'Time outdoors'] : day % 4 === 0 ? ['Worked'] : [];
    await post({ mood, date: new Date(Date.now() - day * DAY).toISOString(), activities });
  }
  await post({ mood: 'good', date: new Date(Date.now() - DAY).toISOString() });
  await post({ mood: 'amazing', date: new Date().toISOString() });
}

async function expectAxeClean(page: Page, where: string) {
  expect(await seriousAxeFindings(page), where).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The streak figure in the Mood screen's stat card. */
function moodStreak(page: Page) {
  return page.getByText('Current Streak').locator('xpath=following-sibling::*[1]');
}

describe.each(RUNS)('insights at $size px, $colorScheme', ({ size, viewport, colorScheme }) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const tag = `${size}-${colorScheme}`;

  beforeAll(async () => {
    context = await openContext(browser, { viewport, colorScheme, hasTouch: size === 360 });
    await signUpThroughApi(context, newMember(`insights${size}${colorScheme}`));
    await seedHistory(context);
    ({ page, errors } = await newPage(context));
  }, STEP_TIMEOUT);
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  it(
    'logs a mood for three days ago with two activities: history, calendar and streak show it',
    async () => {
      await page.goto(`${baseURL()}/mood`);
      // Today and yesterday logged, 2 and 3 days ago missed: the streak is 2 until the day is filled in.
      await expect.poll(() => moodStreak(page).textContent(), POLL).toBe('2');

      await page.getByRole('button', { name: 'Good' }).first().click();
      await page.getByRole('button', { name: 'Prayed', exact: true }).click();
      await page.getByRole('button', { name: 'Family', exact: true }).click();
      const threeDaysAgo = await page.evaluate((dayMs) => {
        const at = new Date(Date.now() - 3 * dayMs);
        at.setHours(12, 0, 0, 0);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T12:00`,
          name: new Intl.DateTimeFormat('en-US', {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
          }).format(at),
        };
      }, DAY);
      await page.getByLabel('When').fill(threeDaysAgo.input);
      await page.getByRole('button', { name: 'Log Mood' }).click();
      await expectToast(page, 'Mood logged successfully!');

      // Three days ago filled in, two days ago forgiven by the grace day: 3.
      await expect.poll(() => moodStreak(page).textContent(), POLL).toBe('3');
      await expect
        .poll(() => page.getByText(`${threeDaysAgo.name}: Good`, { exact: true }).count(), POLL)
        .toBe(1);
      const history = page.getByRole('region', { name: 'Mood History' });
      await expect
        .poll(() => history.getByRole('list', { name: 'Activities' }).first().textContent(), POLL)
        .toBeTruthy();
      expect(await history.getByRole('list', { name: 'Activities' }).allTextContents()).toContain(
        'PrayedFamily',
      );
      await expect.poll(() => page.getByText(/^Last 30 days: average/).count(), POLL).toBe(1);
      await expectAxeClean(page, `/mood ${tag}`);
      await shoot(page, `mood-${tag}`);

      await page.goto(`${baseURL()}/`);
      await scrollThrough(page);
      await expect
        .poll(() => page.getByRole('region', { name: 'Your week in moods' }).count(), POLL)
        .toBe(1);
      expect(await page.getByText('Mood Streak').count()).toBe(1);
      await expectAxeClean(page, `/ ${tag}`);
      await shoot(page, `dashboard-${tag}`);
    },
    STEP_TIMEOUT,
  );

  it(
    'hides streaks everywhere once the member says so in Settings',
    async () => {
      await page.goto(`${baseURL()}/settings`);
      await page.getByLabel('Hide streaks').check();
      await expectAxeClean(page, `/settings ${tag}`);
      await shoot(page, `settings-${tag}`);

      await page.goto(`${baseURL()}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.getByText('Mindful Minutes').count(), POLL).toBe(1);
      expect(await page.getByText('Mood Streak').count()).toBe(0);

      await page.goto(`${baseURL()}/mood`);
      await expect.poll(() => page.getByText('Total Entries').count(), POLL).toBe(1);
      expect(await page.getByText('Current Streak').count()).toBe(0);
      expect(await page.getByText(/day streak/).count()).toBe(0);
    },
    STEP_TIMEOUT,
  );
});
