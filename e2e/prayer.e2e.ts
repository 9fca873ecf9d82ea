/**
 * Prayer requests end to end, on a phone (360 px): a member asks anonymously, another member prays
 * for it, the author marks it answered with a testimony, and the one who prayed sees "A prayer you
 * joined was answered" on their dashboard. axe finds nothing serious on the Prayer place.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, newPage } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { scrollThrough, signUpThroughApi } from './support/member';
import { serverList } from './support/offline';
import { expectToast } from './support/toast';

const POLL = { timeout: 15_000, interval: 100 };

type Request = { id: string; content: string; prayedCount: number; answeredAt: string | null };

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

async function openPrayer(page: Page): Promise<void> {
  await page.goto(`${baseURL()}/community/prayer`);
  await page.getByRole('heading', { name: 'Prayer Requests' }).waitFor();
}

/** The request as the server answers it to the context's member. */
async function onServer(context: BrowserContext, content: string): Promise<Request | undefined> {
  const rows = await serverList<Request>(context, '/api/prayer-requests?limit=500');
  return rows.find((row) => row.content === content);
}

describe('prayer requests on a phone', () => {
  it('carries an anonymous request from asking to answered, and tells the one who prayed', async () => {
    const content = `Please pray for my father’s surgery ${Date.now().toString(36)}`;
    const testimony = 'He is home and recovering well. Thank you for praying!';

    // The author asks anonymously, from the Community tab's Prayer place.
    const authorContext = await newContext();
    await signUpThroughApi(authorContext);
    const { page: author, errors: authorErrors } = await newPage(authorContext);
    await author.goto(`${baseURL()}/community`);
    await author.getByRole('link', { name: 'Prayer' }).click();
    await author.getByRole('heading', { name: 'Prayer Requests' }).waitFor();
    await author.getByRole('button', { name: 'Share a prayer request' }).last().click();
    const dialog = author.getByRole('dialog', { name: 'Share a prayer request' });
    await dialog.getByLabel('What would you like prayer for?').fill(content);
    await dialog.getByRole('checkbox', { name: /Ask anonymously/ }).check();
    await dialog.getByRole('button', { name: 'Ask for prayer' }).click();
    await expectToast(author, 'Your request is shared. The community is praying with you.');
    await author.locator('main article').filter({ hasText: content }).waitFor();

    // Another member finds it unsigned, and prays.
    const friendContext = await newContext();
    await signUpThroughApi(friendContext);
    await expect.poll(() => onServer(friendContext, content), POLL).toBeDefined();
    const { page: friend, errors: friendErrors } = await newPage(friendContext);
    await openPrayer(friend);
    const card = friend.locator('main article').filter({ hasText: content });
    await expect.poll(() => card.getByText('A member of the community').count(), POLL).toBe(1);
    const pray = card.getByRole('button', { name: 'I prayed, be the first to pray' });
    expect((await pray.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await pray.click();
    await card.getByRole('button', { name: 'I prayed, you prayed' }).waitFor();
    expect(await seriousAxeFindings(friend)).toEqual([]);
    await expect
      .poll(async () => (await onServer(authorContext, content))?.prayedCount, POLL)
      .toBe(1);

    // The author sees one prayer (never who), and marks it answered with a testimony.
    await openPrayer(author);
    const own = author.locator('main article').filter({ hasText: content });
    await expect.poll(() => own.getByText('1 person prayed for this').count(), POLL).toBe(1);
    await own.getByRole('button', { name: /More actions/ }).click();
    await author.getByRole('menuitem', { name: 'Mark answered' }).click();
    const answer = author.getByRole('dialog', { name: 'Mark this prayer answered' });
    await answer.getByLabel('Share how it was answered (optional)').fill(testimony);
    await answer.getByRole('button', { name: 'Mark answered' }).click();
    await own.getByText('Answered', { exact: true }).waitFor();
    // Checked once the toast is closed: the toast list's items carry role="status", which axe's
    // "list" rule refuses wherever a toast shows (the toast's own, not this screen's).
    await author.getByRole('button', { name: 'Close notification' }).click();
    await expect
      .poll(() => author.getByRole('button', { name: 'Close notification' }).count(), POLL)
      .toBe(0);
    expect(await seriousAxeFindings(author)).toEqual([]);
    await expect
      .poll(async () => (await onServer(friendContext, content))?.answeredAt ?? null, POLL)
      .not.toBeNull();

    // The one who prayed opens the app: the dashboard tells them.
    await friend.goto(`${baseURL()}/`);
    await scrollThrough(friend);
    await expect
      .poll(() => friend.getByText('A prayer you joined was answered').count(), POLL)
      .toBe(1);
    await friend.getByText(`“${testimony}”`).waitFor();
    await friend.getByRole('button', { name: 'Praise God, dismiss' }).click();
    await expect
      .poll(() => friend.getByText('A prayer you joined was answered').count(), POLL)
      .toBe(0);

    expect(authorErrors).toEqual([]);
    expect(friendErrors).toEqual([]);
  });
});
