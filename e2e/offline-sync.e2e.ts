/**
 * Offline first, end to end: what a member does without a network is kept on the device, survives a
 * reload, shows in the sync status, reaches the server exactly once when the network is back, and
 * appears once on another device. A visitor's offline journal entry follows them into the account
 * they create.
 *
 * Playwright's clock is installed for a whole browser context (all its pages), and only right before
 * the meditation screen loads: the timer then runs five minutes in a moment. The fake clock keeps
 * flowing with real time between jumps, so the sync engine's debounce and backoff timers still fire
 * on their own; the service worker is not affected (the clock is injected into pages, not workers).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, newMember, newPage } from './support/browser';
import { signUpThroughForm } from './support/member';
import {
  OFFLINE_API_FAILURE,
  serverList,
  signInThroughApi,
  syncStatusText,
  waitForServiceWorkerControl,
} from './support/offline';
import { expectToast } from './support/toast';

const OFFLINE_TEXT = 'Offline — changes are saved on this device';
/** A member's offline status names the changes queued for the server. */
const offlineWaiting = (changes: number) => `Offline — ${changes} changes waiting on this device`;
const SAVED_TEXT = 'All changes saved';
// expect.poll gives up after 1 s by default; a loaded machine and a sync round trip need longer.
const POLL = { timeout: 10_000, interval: 100 };
// The bound for the queue to drain once the network is back.
const DRAIN = { timeout: 15_000, interval: 200 };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext() {
  const context = await openContext(browser);
  contexts.push(context);
  return context;
}

function url(path: string) {
  return `${baseURL()}${path}`;
}

/** Polls the locator's folded text until it contains every one of `parts`. */
async function expectTextIn(locator: ReturnType<Page['locator']>, ...parts: string[]) {
  await expect
    .poll(async () => {
      const text = ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
      return parts.filter((part) => !text.includes(part));
    }, POLL)
    .toEqual([]);
}

/** The value of the stat card labelled exactly `label`. */
function statValue(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
}

async function expectStat(page: Page, label: string, value: string) {
  await expect
    .poll(async () => (await statValue(page, label).textContent())?.trim(), POLL)
    .toBe(value);
}

/** The places the bottom bar keeps in the sheet its More button opens. */
const IN_MORE_SHEET = new Set([
  'Goals',
  'Meditation',
  'Counseling Tips',
  'Private Sessions',
  'Resources',
  'User Management',
  'Settings',
  'Privacy',
  'My safety plan',
]);

/** Opens a screen through the bottom bar (through More when it is there), as a member would. */
async function openFromBottomBar(page: Page, name: string, path: string) {
  const bar = page.getByRole('navigation', { name: 'Main, mobile' });
  if (IN_MORE_SHEET.has(name)) {
    await bar.getByRole('button', { name: 'More', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'More', exact: true })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await bar.getByRole('link', { name, exact: true }).click();
  }
  await page.waitForURL(url(path));
}

/** The items a member would count: each finds exactly the one thing the test made. */
function moodItems(page: Page, notes: string) {
  return page
    .getByRole('region', { name: 'Mood History' })
    .getByRole('listitem')
    .filter({ hasText: notes });
}
function journalItems(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Your Entries' })
    .getByRole('button', { name: title, exact: true });
}
function recentSessions(page: Page) {
  return page.getByRole('region', { name: 'Recent Sessions' }).getByRole('listitem');
}

async function expectCount(locator: ReturnType<Page['locator']>, count: number) {
  await expect.poll(() => locator.count(), POLL).toBe(count);
}

interface ServerMood {
  id: string;
  mood: string;
  notes: string | null;
}
interface ServerJournal {
  id: string;
  title: string;
  content: string;
  category: string;
}
interface ServerGoal {
  id: string;
  title: string;
  currentValue: number;
  targetValue: number;
}
interface ServerSession {
  id: string;
  duration: number;
  sessionType: string;
}

describe('a member offline at phone size', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const member = newMember('offline');
  const stamp = Date.now().toString(36);
  const moodNotes = `Quiet train ride, no signal (${stamp})`;
  const journalTitle = `Written underground ${stamp}`;
  const journalContent = `Even without a connection, I can still give thanks. (${stamp})`;
  const goalTitle = `Evening walk ${stamp}`;

  beforeAll(async () => {
    context = await newContext();
    ({ page, errors } = await newPage(context, {
      allowConsoleErrors: [OFFLINE_API_FAILURE],
    }));
  });

  afterAll(() => {
    // Checked once for the whole story: any uncaught error or other console.error fails it.
    expect(errors).toEqual([]);
  });

  it('signs up, is controlled by the service worker and creates a goal while online', async () => {
    await signUpThroughForm(page, member);
    await expectToast(
      page,
      'Welcome to Selah!',
      'Your faith-based wellness community is ready for you.',
    );
    await waitForServiceWorkerControl(page);

    await openFromBottomBar(page, 'Goals', '/goals');
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Goal' });
    await dialog.getByLabel('Title').fill(goalTitle);
    await dialog.getByLabel('Target value').fill('3');
    await dialog.getByLabel('Category').selectOption({ label: 'Mindfulness' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectToast(page, 'Goal created successfully!');
    await expectTextIn(page.getByRole('article', { name: goalTitle }), '0/3');
    await expect.poll(() => syncStatusText(page), DRAIN).toBe(SAVED_TEXT);
    const goals = await serverList<ServerGoal>(context, '/api/goals');
    expect(goals.filter((goal) => goal.title === goalTitle)).toHaveLength(1);
  });

  it('logs a mood, journals and moves the goal with no network', async () => {
    await context.setOffline(true);

    await openFromBottomBar(page, 'Mood', '/mood');
    await page.getByRole('button', { name: 'Good', exact: true }).click();
    await page.getByLabel('Notes (optional)').fill(moodNotes);
    await page.getByRole('button', { name: 'Log Mood', exact: true }).click();
    await expectToast(page, 'Mood logged successfully!', 'Your feelings have been recorded.');
    await expectCount(moodItems(page, moodNotes), 1);

    await openFromBottomBar(page, 'Journal', '/journal');
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await dialog.getByLabel('Title').fill(journalTitle);
    await dialog.getByLabel('Content').fill(journalContent);
    await dialog.getByLabel('Category').selectOption({ label: 'Gratitude' });
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectCount(journalItems(page, journalTitle), 1);

    await openFromBottomBar(page, 'Goals', '/goals');
    const goal = page.getByRole('article', { name: goalTitle });
    for (const shown of ['1/3', '2/3']) {
      await goal.getByRole('button', { name: 'Increase progress' }).click();
      await expectToast(page, 'Progress updated!');
      await expectTextIn(goal, shown);
    }

    // The mood, the journal entry and the goal's two steps.
    await expect.poll(() => syncStatusText(page), POLL).toBe(offlineWaiting(4));
  });

  it('completes a five-minute Breathing Exercise offline by the clock', async () => {
    // The clock goes in before the meditation screen loads, so the timer counts by it from the start.
    await context.clock.install();
    // A full load with no network: the service worker answers with the precached app.
    await page.goto(url('/meditation'));
    await page.getByRole('button', { name: 'Start Breathing Exercise' }).click();
    const timerDialog = page.getByRole('dialog', { name: 'Breathing Exercise' });
    const timer = timerDialog.getByRole('timer');
    await expectTextIn(timer, '05:00');
    await timerDialog.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor('05:01');
    await timerDialog.getByText('Complete!', { exact: true }).waitFor();
    await expectTextIn(timer, '00:00');
    // The toast shows over the timer, but the timer is a modal dialog, which makes everything
    // outside it inert (and hidden from assistive technology): it can only be seen, not closed.
    const toast = page
      .locator('[aria-label="Notifications (F8)"] li')
      .filter({ hasText: 'Session Completed!' });
    await toast.getByText('5 minutes of Breathing Exercise. Well done.', { exact: true }).waitFor();
    // On a phone it covers "Back to Sessions" until it leaves by itself (5 s).
    await page.clock.runFor(5_000);
    await toast.waitFor({ state: 'detached' });
    await timerDialog.getByRole('button', { name: 'Back to Sessions' }).click();
    await timerDialog.waitFor({ state: 'hidden' });
    await expectCount(recentSessions(page), 1);
  });

  it('shows the offline state and the five changes waiting, none of them on the server', async () => {
    // The meditation session made it five.
    await expect.poll(() => syncStatusText(page), POLL).toBe(offlineWaiting(5));
    // The test's own requests do not go through the browser, so they still reach the server.
    const moods = await serverList<ServerMood>(context, '/api/mood-entries');
    expect(moods.filter((entry) => entry.notes === moodNotes)).toEqual([]);
    const entries = await serverList<ServerJournal>(context, '/api/journal-entries');
    expect(entries.filter((entry) => entry.title === journalTitle)).toEqual([]);
    const goals = await serverList<ServerGoal>(context, '/api/goals');
    expect(goals.filter((goal) => goal.title === goalTitle)).toMatchObject([{ currentValue: 0 }]);
    expect(await serverList<ServerSession>(context, '/api/meditation-sessions')).toEqual([]);
  });

  it('still shows every change after a reload without a network', async () => {
    await page.reload();
    await expectStat(page, 'Total Sessions', '1');
    await expectCount(recentSessions(page), 1);
    await expectTextIn(recentSessions(page).first(), 'Breathing Exercise', '5 min');

    await openFromBottomBar(page, 'Mood', '/mood');
    await expectCount(moodItems(page, moodNotes), 1);
    await expectTextIn(moodItems(page, moodNotes), 'Good');

    await openFromBottomBar(page, 'Journal', '/journal');
    await expectCount(journalItems(page, journalTitle), 1);

    await openFromBottomBar(page, 'Goals', '/goals');
    await expectTextIn(page.getByRole('article', { name: goalTitle }), '2/3');

    await expect.poll(() => syncStatusText(page), POLL).toBe(offlineWaiting(5));
  });

  it('saves everything within seconds once the network is back', async () => {
    await context.setOffline(false);
    await expect.poll(() => syncStatusText(page), DRAIN).toBe(SAVED_TEXT);
  });

  it('has each change exactly once on the server', async () => {
    const moods = await serverList<ServerMood>(context, '/api/mood-entries');
    expect(moods.filter((entry) => entry.notes === moodNotes)).toMatchObject([{ mood: 'good' }]);

    const entries = await serverList<ServerJournal>(context, '/api/journal-entries');
    expect(entries.filter((entry) => entry.title === journalTitle)).toMatchObject([
      { content: journalContent, category: 'gratitude' },
    ]);

    const goals = await serverList<ServerGoal>(context, '/api/goals');
    expect(goals.filter((goal) => goal.title === goalTitle)).toMatchObject([
      { currentValue: 2, targetValue: 3 },
    ]);

    const sessions = await serverList<ServerSession>(context, '/api/meditation-sessions');
    expect(sessions).toMatchObject([{ duration: 5, sessionType: 'Breathing Exercise' }]);
  });

  it('sees each change exactly once on a second device', async () => {
    const other = await newContext();
    await signInThroughApi(other, member);
    const { page: otherPage, errors: otherErrors } = await newPage(other);

    await otherPage.goto(url('/meditation'));
    await expectStat(otherPage, 'Total Sessions', '1');
    await expectCount(recentSessions(otherPage), 1);
    await expectTextIn(recentSessions(otherPage).first(), 'Breathing Exercise', '5 min');

    await openFromBottomBar(otherPage, 'Mood', '/mood');
    await expectCount(moodItems(otherPage, moodNotes), 1);

    await openFromBottomBar(otherPage, 'Journal', '/journal');
    await expectCount(journalItems(otherPage, journalTitle), 1);

    await openFromBottomBar(otherPage, 'Goals', '/goals');
    const goal = otherPage.getByRole('article', { name: goalTitle });
    await expectTextIn(goal, '2/3');
    expect(await otherPage.getByRole('article', { name: goalTitle }).count()).toBe(1);

    await expect.poll(() => syncStatusText(otherPage), POLL).toBe(SAVED_TEXT);
    expect(otherErrors).toEqual([]);
  });
});

describe('a visitor who journals offline, then signs up', () => {
  const stamp = Date.now().toString(36);
  const journalTitle = `Before I had an account ${stamp}`;
  const journalContent = `Jotted down on the way home, offline. (${stamp})`;

  it('finds the entry in the new account, on the device and on the server', async () => {
    const context = await newContext();
    const { page, errors } = await newPage(context, {
      allowConsoleErrors: [OFFLINE_API_FAILURE],
    });
    await page.goto(url('/journal'));
    await page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    // Opens again with no network, from the service worker.
    await page.reload();
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await dialog.getByLabel('Title').fill(journalTitle);
    await dialog.getByLabel('Content').fill(journalContent);
    await dialog.getByLabel('Category').selectOption({ label: 'Reflection' });
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectCount(journalItems(page, journalTitle), 1);
    // A guest's changes wait for an account, not for the network: no count.
    await expect.poll(() => syncStatusText(page), POLL).toBe(OFFLINE_TEXT);
    await context.setOffline(false);

    await signUpThroughForm(page, newMember('visitor'));
    await expectToast(
      page,
      'Welcome to Selah!',
      'Your faith-based wellness community is ready for you.',
    );
    await openFromBottomBar(page, 'Journal', '/journal');
    await expectCount(journalItems(page, journalTitle), 1);
    await expect.poll(() => syncStatusText(page), DRAIN).toBe(SAVED_TEXT);

    const entries = await serverList<ServerJournal>(context, '/api/journal-entries');
    expect(entries.filter((entry) => entry.title === journalTitle)).toMatchObject([
      { content: journalContent, category: 'reflection' },
    ]);
    // A reload reads the account's own database again: the entry is there, once.
    await page.reload();
    await expectCount(journalItems(page, journalTitle), 1);
    expect(errors).toEqual([]);
  });
});
