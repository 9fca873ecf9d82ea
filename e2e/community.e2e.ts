/**
 * The community feed end to end, on a phone: a member scrolls back to the 200th post (the device
 * keeps only the newest posts, older ones are fetched as the member scrolls); a report made by one
 * member reaches the admin, who hides the post, and another member's device no longer shows it
 * after its next sync.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  launchBrowser,
  openContext,
  newMember,
  newPage,
  VIEWPORTS,
} from './support/browser';
import { signInAsAdmin, signUpThroughApi } from './support/member';
import { syncStatusText } from './support/offline';
import { expectToast } from './support/toast';

const POLL = { timeout: 15_000, interval: 100 };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await openContext(browser, { viewport: { width: 360, height: 780 } });
  contexts.push(context);
  return context;
}

/** A member signed up through the API, with their session cookie, for writing straight to it. */
async function apiMember(): Promise<{ cookie: string; name: string }> {
  const member = newMember('author');
  const response = await fetch(`${baseURL()}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, confirmPassword: member.password, timeZone: 'UTC' }),
  });
  expect(response.status, await response.text()).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, name: member.username };
}

async function postAs(author: { cookie: string }, content: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/community-posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: author.cookie },
    body: JSON.stringify({ content }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { id: string }).id;
}

function posts(page: Page): Locator {
  return page.locator('main article');
}

function postCard(page: Page, content: string): Locator {
  return posts(page).filter({ hasText: content });
}

async function openCommunity(context: BrowserContext): Promise<Page> {
  const { page } = await newPage(context);
  await page.goto(`${baseURL()}/community`);
  await page.getByRole('heading', { name: 'Encouragement Feed' }).waitFor();
  return page;
}

describe('the community feed on a phone', () => {
  it('lets a member scroll back to the 200th post', async () => {
    // 208 posts by eight members (each within the hourly posting quota), oldest first.
    const tag = `scroll${Date.now().toString(36)}`;
    const authors = await Promise.all(Array.from({ length: 8 }, () => apiMember()));
    for (let n = 1; n <= 208; n += 1) {
      await postAs(authors[n % authors.length]!, `${tag} post ${n}`);
    }
    const context = await newContext();
    await signUpThroughApi(context);
    const page = await openCommunity(context);
    await page.getByText(`${tag} post 208`, { exact: true }).waitFor();

    // Newest first: post 9 is the 200th of these.
    const target = page.getByText(`${tag} post 9`, { exact: true });
    for (let round = 0; round < 60 && (await target.count()) === 0; round += 1) {
      const shown = await posts(page).count();
      await posts(page).last().scrollIntoViewIfNeeded();
      const older = page.getByRole('button', { name: 'Show older posts' });
      // The scroll itself may already be loading the next page (the button then waits): a click is
      // only a nudge, and the poll below is what must see the feed grow.
      if (await older.isVisible()) await older.click({ timeout: 2_000 }).catch(() => {});
      await expect
        .poll(async () => (await posts(page).count()) > shown || (await target.count()) > 0, POLL)
        .toBe(true);
    }
    await target.scrollIntoViewIfNeeded();
    expect(await target.isVisible()).toBe(true);
    const mine = await posts(page).filter({ hasText: tag }).allInnerTexts();
    const order = mine.map((text) => Number(new RegExp(`${tag} post (\\d+)`).exec(text)?.[1]));
    expect(order.slice(0, 200)).toEqual(Array.from({ length: 200 }, (_, i) => 208 - i));
  });

  it('takes a member’s report to the admin, whose hide removes the post from another member’s device', async () => {
    const author = await apiMember();
    const content = `Unkind words ${Date.now().toString(36)}`;
    await postAs(author, content);

    const reporterContext = await newContext();
    const reporter = await signUpThroughApi(reporterContext);
    const readerContext = await newContext();
    await signUpThroughApi(readerContext);

    // The reader's device has the post.
    const reader = await openCommunity(readerContext);
    await postCard(reader, content).waitFor();

    // The reporter reports it, with a reason.
    const page = await openCommunity(reporterContext);
    await postCard(page, content)
      .getByRole('button', { name: /More actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Unkind or hurtful').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, 'Thank you. An admin will look at this post.');
    await expect.poll(() => syncStatusText(page), POLL).toContain('All changes saved');

    // The admin sees who reported what, and hides the post.
    const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(adminContext);
    await signInAsAdmin(adminContext);
    const { page: admin } = await newPage(adminContext);
    await admin.goto(`${baseURL()}/user-management`);
    const reported = admin.getByRole('article').filter({ hasText: content });
    await expect.poll(() => reported.count(), POLL).toBe(1);
    await expect.poll(() => reported.innerText(), POLL).toContain(reporter.username);
    expect(await reported.innerText()).toContain('Unkind or hurtful');
    await reported.getByRole('button', { name: 'Hide post' }).click();
    await expect.poll(() => reported.innerText(), POLL).toContain('Hidden');

    // The reader's device syncs (here: the app opens again) and the post is gone.
    await reader.reload();
    await reader.getByRole('heading', { name: 'Encouragement Feed' }).waitFor();
    // Gone from the device's database, not just from the screen: the screen can be empty for a
    // moment before the feed's first read has answered, so the stored rows are what is waited for.
    const stored = (text: string) =>
      reader.evaluate(async (text) => {
        const names = (await indexedDB.databases()).map((db) => db.name ?? '');
        const name = names.find((n) => n.startsWith('selah-user-'));
        if (!name) return 'no database';
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const all = await new Promise<{ content: string }[]>((resolve, reject) => {
          const request = db.transaction('communityPosts').objectStore('communityPosts').getAll();
          request.onsuccess = () => resolve(request.result as { content: string }[]);
          request.onerror = () => reject(request.error);
        });
        db.close();
        return all.some((post) => post.content === text) ? 'still stored' : 'gone';
      }, text);
    await expect.poll(() => stored(content), POLL).toBe('gone');
    await expect.poll(() => postCard(reader, content).count(), POLL).toBe(0);
  });
});
