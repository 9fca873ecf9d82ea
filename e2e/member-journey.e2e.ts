import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseURL,
  launchBrowser,
  openContext,
  newMember,
  newPage,
  VIEWPORTS,
} from './support/browser';
import {
  scrollThrough,
  signInAsAdmin,
  signUpThroughApi,
  signUpThroughForm,
} from './support/member';
import { expectToast } from './support/toast';

// The check: a new member's first day, at phone size, through the real server and the
// built app. The steps share one page on purpose: each builds on what the member did before.

let browser: Browser;
const contexts: BrowserContext[] = [];

async function newContext(viewport: { width: number; height: number } = VIEWPORTS.phone) {
  const context = await openContext(browser, { viewport });
  contexts.push(context);
  return context;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// expect.poll gives up after 1 s by default; a loaded machine and a sync round trip need longer.
const POLL = { timeout: 10_000, interval: 100 };

/** The stat card labelled exactly `label`: its label, value and hint. */
function statCard(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=..');
}

/** Waits until the stat card labelled `label` shows exactly `value`. */
async function expectStat(page: Page, label: string, value: string) {
  const shown = page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  await expect.poll(async () => (await shown.textContent())?.trim(), POLL).toBe(value);
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

/** Taps the bottom bar's More button, then `name` in the sheet it opens. */
async function openFromMore(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main, mobile' })
    .getByRole('button', { name: 'More', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'More', exact: true })
    .getByRole('link', { name, exact: true })
    .click();
}

function url(path: string) {
  return `${baseURL()}${path}`;
}

describe('a new member at phone size', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const member = newMember('journey');
  const stamp = Date.now().toString(36);
  const goalTitle = `Morning prayer ${stamp}`;
  const journalTitle = `Grateful today ${stamp}`;
  // Longer than the dashboard's 150-character preview, shorter than the journal's 200.
  const journalContent =
    `Thankful for quiet mornings and the friends who checked in on me this week (${stamp}). ` +
    'Still learning to rest, to listen, and to let tomorrow worry about itself. Amen and amen.';
  const postContent = `You are not alone; every small step counts. (${stamp})`;
  const sessionTitle = `Weekly counseling ${stamp}`;

  beforeAll(async () => {
    context = await newContext();
    // The journey starts as a visitor on /signup.
    ({ page, errors } = await newPage(context));
  });

  afterAll(() => {
    // Checked once for the whole journey: any uncaught error or console.error fails it.
    expect(errors).toEqual([]);
  });

  it('signs up through the Signup form and lands on the dashboard', async () => {
    await signUpThroughForm(page, member);
    await expectToast(
      page,
      'Welcome to Selah!',
      'Your faith-based wellness community is ready for you.',
    );
    await page.getByRole('button', { name: 'Log Mood & Continue Check-in' }).waitFor();
    await expectStat(page, 'Mood Streak', '0 days');
  });

  it('logs a mood on the dashboard', async () => {
    const logMood = page.getByRole('button', { name: 'Log Mood & Continue Check-in' });
    expect(await logMood.isDisabled()).toBe(true);
    const good = page.getByRole('button', { name: 'Good', exact: true });
    await good.click();
    expect(await good.getAttribute('aria-pressed')).toBe('true');
    await logMood.click();
    await expectToast(
      page,
      'Mood logged successfully!',
      'Thank you for checking in with yourself today.',
    );
    // The choice is cleared after saving, so the button is disabled again.
    expect(await good.getAttribute('aria-pressed')).toBe('false');
    expect(await logMood.isDisabled()).toBe(true);
    await expectStat(page, 'Mood Streak', '1 day');
  });

  it('creates a goal on /goals and moves its progress', async () => {
    await openFromMore(page, 'Goals');
    await page.waitForURL(url('/goals'));
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Goal' });
    await dialog.getByLabel('Title').fill(goalTitle);
    await dialog.getByLabel('Target value').fill('0');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.getByText('Target value must be at least 1', { exact: true }).waitFor();
    await dialog.getByLabel('Target value').fill('3');
    await dialog.getByLabel('Category').selectOption({ label: 'Mindfulness' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectToast(page, 'Goal created successfully!');
    await dialog.waitFor({ state: 'hidden' });

    const goal = page.getByRole('article', { name: goalTitle });
    const minus = goal.getByRole('button', { name: 'Decrease progress' });
    const plus = goal.getByRole('button', { name: 'Increase progress' });
    await expectTextIn(goal, '0/3', 'days this week');
    expect(await goal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    // A fresh goal starts at 0, where minus is disabled.
    expect(await minus.isDisabled()).toBe(true);

    for (const [button, shown] of [
      [plus, '1/3'],
      [plus, '2/3'],
      [minus, '1/3'],
    ] as const) {
      await button.click();
      await expectToast(page, 'Progress updated!');
      await expectTextIn(goal, shown);
    }
    expect(await minus.isDisabled()).toBe(false);
    expect(await goal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
  });

  it('writes a journal entry, and /journal deep-links straight to it', async () => {
    await page.getByRole('link', { name: 'Journal', exact: true }).click();
    await page.waitForURL(url('/journal'));
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await dialog.getByLabel('Title').fill(journalTitle);
    await dialog.getByLabel('Content').fill(journalContent);
    await dialog.getByLabel('Category').selectOption({ label: 'Gratitude' });
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(journalTitle).waitFor();

    // A direct load of a client route: the server answers with the app (SPA fallback).
    const response = await page.goto(url('/journal'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/text\/html/);
    // Under 200 characters, so the journal shows it whole.
    await page.getByText(journalContent, { exact: true }).waitFor();
    await page.getByText(journalTitle).click();
    const reading = page.getByRole('dialog', { name: journalTitle });
    await reading.getByText(journalContent, { exact: true }).waitFor();
    await reading.getByRole('button', { name: 'Close' }).first().click();
    await reading.waitFor({ state: 'hidden' });
  });

  it('shares a post on /community and likes it once', async () => {
    await page.getByRole('link', { name: 'Community', exact: true }).click();
    await page.waitForURL(url('/community'));
    // On phones the floating button opens the dialog.
    await page.getByRole('button', { name: 'Share Encouragement', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Encouragement' });
    await dialog.getByLabel('Your message').fill(postContent);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expectToast(page, 'Post shared successfully!');
    await dialog.waitFor({ state: 'hidden' });

    const post = page.getByRole('article').filter({ hasText: postContent });
    await expectTextIn(post, member.username);
    const like = post.getByRole('button', { name: 'Like' });
    expect((await like.textContent())?.replace(/\s+/g, ' ').trim()).toBe('0 likes');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), POLL).toBe('true');
    expect((await like.textContent())?.replace(/\s+/g, ' ').trim()).toBe('1 like');
    await like.click();

    // The second click takes the like back, on the server too; a third gives it again.
    const serverLikes = async () => {
      const response = await context.request.get(url('/api/community-posts'));
      const posts = (await response.json()) as { content: string; likes: number }[];
      return posts.find((candidate) => candidate.content === postContent)?.likes;
    };
    await expect.poll(() => like.getAttribute('aria-pressed'), POLL).toBe('false');
    await expect.poll(serverLikes, POLL).toBe(0);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect.poll(serverLikes, POLL).toBe(1);
    await page.reload();
    const reloadedLike = page
      .getByRole('article')
      .filter({ hasText: postContent })
      .getByRole('button', { name: 'Like' });
    await expect.poll(() => reloadedLike.textContent(), POLL).toBe('1 like');
    expect(await reloadedLike.getAttribute('aria-pressed')).toBe('true');
  });

  it('schedules a private session and marks it complete', async () => {
    await openFromMore(page, 'Private Sessions');
    await page.waitForURL(url('/private-sessions'));
    await page.getByRole('button', { name: 'New Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Session' });
    await dialog.getByLabel('Title').fill(sessionTitle);
    await dialog.getByLabel('Session type').selectOption({ label: 'Counseling' });
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByLabel('Notes').fill('Bring the gratitude list.');
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await expectToast(page, 'Session created successfully!');
    await dialog.waitFor({ state: 'hidden' });

    const session = page.getByRole('article', { name: sessionTitle });
    await expectTextIn(session, 'Counseling', 'Scheduled', '45', 'Bring the gratitude list.');
    await session.getByRole('button', { name: 'Mark Complete' }).click();
    await expectToast(page, 'Session marked as completed!');
    await expectTextIn(session, 'Completed');
    expect(await session.getByText('Scheduled', { exact: true }).count()).toBe(0);
    expect(await session.getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);
  });

  it('sees every change on the dashboard', async () => {
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(url('/'));
    await expectDashboardShowsTheDay(page);
  });

  it('sees the same day on another device after signing in there', async () => {
    // Proves the changes reached the server, not only this browser's local database.
    const other = await newContext();
    const { page: otherPage, errors: otherErrors } = await newPage(other);
    await otherPage.goto(url('/login'));
    await otherPage.getByLabel('Email').fill(member.email);
    await otherPage.getByLabel('Password', { exact: true }).fill(member.password);
    await otherPage.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(otherPage, 'Welcome back!');
    await otherPage.waitForURL(url('/'));
    await expectDashboardShowsTheDay(otherPage);
    expect(otherErrors).toEqual([]);
    await other.close();
  });

  async function expectDashboardShowsTheDay(on: Page) {
    await expectStat(on, 'Mood Streak', '1 day');
    await expectStat(on, 'Goals Progress', '0%');
    await expectTextIn(statCard(on, 'Goals Progress'), '0 of 1 active goals');
    await scrollThrough(on);

    const goals = on.getByRole('region', { name: 'Active Goals' });
    await goals.getByRole('progressbar', { name: `${goalTitle}: 33% complete` }).waitFor();
    await expectTextIn(goals, goalTitle, '1/3 days this week');

    const reflections = on.getByRole('region', { name: 'Recent Reflections' });
    const entry = reflections.getByRole('article', { name: journalTitle });
    await expectTextIn(entry, 'Gratitude', `${journalContent.slice(0, 150)}...`);

    const community = on.getByRole('region', { name: 'Community Encouragement' });
    const post = community.getByRole('article').filter({ hasText: postContent });
    await expectTextIn(post, member.username);
    await expect
      .poll(() => post.getByRole('button', { name: 'Like' }).textContent(), POLL)
      .toBe('1 like');
  }
});

describe('a visitor', () => {
  let context: BrowserContext;
  const guestPage = () => newPage(context);

  beforeAll(async () => {
    context = await newContext();
  });

  it('sees "404 Page Not Found" on an unknown path', async () => {
    const { page, errors } = await guestPage();
    await page.goto(url('/no/such/place'));
    await page.getByText('404 Page Not Found').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is told when the signup passwords differ or are too short', async () => {
    const { page, errors } = await guestPage();
    const visitor = newMember('visitor');
    await page.goto(url('/signup'));
    await page.getByLabel('Username').fill(visitor.username);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByLabel('Confirm Password').fill(`${visitor.password}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password Mismatch', 'Passwords do not match. Please try again.');

    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByLabel('Confirm Password').fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters long.');
    expect(page.url()).toBe(url('/signup'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is told when signing in fails', async () => {
    // Chromium logs the refused sign-in (401) as a console error; nothing else may appear.
    const { page, errors } = await newPage(context, {
      allowConsoleErrors: [/status of 401 \(Unauthorized\) \[[^\]]*\/api\/login\]$/],
    });
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill('nobody@example.org');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password. Please try again.');
    expect(page.url()).toBe(url('/login'));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('an admin', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext();
    await signInAsAdmin(context);
  });

  it('adds inspirational content with the content manager on /resources', async () => {
    const { page, errors } = await newPage(context);
    const title = `Be still ${Date.now().toString(36)}`;
    await page.goto(url('/resources'));
    await page.getByRole('button', { name: 'Add content', exact: true }).click();
    const manager = page.getByRole('dialog', { name: 'Add inspirational content' });
    await manager.getByRole('button', { name: 'Add Content', exact: true }).click();
    // The toast shows over the dialog; the modal dialog makes everything outside it inert for
    // assistive technology, so it is found by its text rather than in the notifications region.
    await page.getByText('Missing fields', { exact: true }).waitFor();
    await page.getByText('Please fill in title and content.', { exact: true }).waitFor();

    await manager.getByLabel('Title').fill(title);
    await manager.getByLabel('Author (optional)').fill('Psalm 46:10');
    await manager.getByLabel('Content').fill('Be still, and know that I am God.');
    await manager.getByLabel('Category').selectOption('mindfulness');
    await manager.getByRole('button', { name: 'Add Content', exact: true }).click();
    await expectToast(page, 'Content added successfully!', 'It is now available to all users.');
    // The dialog closes on success.
    await expect.poll(() => manager.count(), POLL).toBe(0);
    await page.getByText('Be still, and know that I am God.').first().waitFor();
    await expect
      .poll(async () => {
        const response = await context.request.get(url('/api/inspirational-content'));
        const items = (await response.json()) as { title: string }[];
        return items.some((item) => item.title === title);
      }, POLL)
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sees the members list on /user-management', async () => {
    const someone = await signUpThroughApi(await newContext(), newMember('listed'));
    const { page, errors } = await newPage(context);
    await page.goto(url('/user-management'));
    const members = page.getByRole('region', { name: 'Members' });
    const adminRow = members
      .getByRole('listitem')
      .filter({ hasText: `@${inject('admin').username}` });
    await adminRow.getByText('Admin', { exact: true }).waitFor();
    const newRow = members.getByRole('listitem').filter({ hasText: `@${someone.username}` });
    await expectTextIn(newRow, someone.email);
    expect(await newRow.getByText('Admin', { exact: true }).count()).toBe(0);
    await expectStat(page, 'Admins', '1');
    expect(errors).toEqual([]);
    await page.close();
  });
});
