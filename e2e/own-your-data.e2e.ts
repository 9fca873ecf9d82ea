/**
 * Owning one's data and account, end to end: an export downloads a file whose JSON holds the
 * member's entries; offline, "Get help now" opens with the region's helpline; a reset link made on
 * the server's command line sets a new password, and the old session is refused.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, launchBrowser, openContext, newMember, newPage } from './support/browser';
import { signUpThroughApi } from './support/member';
import { waitForServiceWorkerControl } from './support/offline';
import { expectToast } from './support/toast';

const POLL = { timeout: 15_000, interval: 100 };
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_CLI = fileURLToPath(new URL('../sync-server/src/cli/admin.ts', import.meta.url));

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await openContext(browser, {
    viewport: { width: 360, height: 780 },
    acceptDownloads: true,
    ...options,
  });
  contexts.push(context);
  return context;
}

describe('own your data', () => {
  it('exports the member’s entries as JSON, made on the device', async () => {
    const context = await newContext();
    await signUpThroughApi(context);
    const title = `Grateful for the rain ${Date.now().toString(36)}`;
    const created = await context.request.post(`${baseURL()}/api/journal-entries`, {
      data: { title, content: 'Quiet morning, warm tea.', category: 'gratitude' },
    });
    expect(created.status()).toBe(201);

    // The requests refused while the server is cut off are the only errors allowed.
    const { page, errors } = await newPage(context, {
      allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED.*\/api\//],
    });
    await page.goto(`${baseURL()}/journal`);
    await page.getByText(title).first().waitFor();
    await page.goto(`${baseURL()}/settings`);
    // The server is cut off: the file can only have been made from what this device holds.
    // (Not setOffline: Chromium's offline emulation also blocks the blob download itself.)
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download everything (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^selah-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      format: string;
      journalEntries: { title: string; content: string }[];
    };
    expect(file.format).toBe('selah-export');
    expect(file.journalEntries).toContainEqual(
      expect.objectContaining({ title, content: 'Quiet morning, warm tea.' }),
    );

    // The spreadsheets come as one download, a ZIP holding one CSV per kind.
    const downloads: Download[] = [];
    page.on('download', (each) => downloads.push(each));
    await page.getByRole('button', { name: 'Download spreadsheets (CSV, in one ZIP)' }).click();
    await page.getByText(/^Downloaded selah-spreadsheets-\d{4}-\d{2}-\d{2}\.zip\.$/).waitFor();
    expect(downloads.map((each) => each.suggestedFilename())).toEqual([
      expect.stringMatching(/^selah-spreadsheets-\d{4}-\d{2}-\d{2}\.zip$/),
    ]);
    const sheets = unzipSync(await readFile((await downloads[0]!.path())!));
    const journal = Object.entries(sheets).find(([name]) => name.startsWith('selah-journal-'));
    expect(new TextDecoder().decode(journal![1])).toContain(title);
    await page.unroute('**/api/**');
    expect(errors).toEqual([]);
  });

  it('opens the help entry offline, with the helpline of the member’s region', async () => {
    const context = await newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    await signUpThroughApi(context);
    const { page } = await newPage(context, { allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    await page.goto(`${baseURL()}/`);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Get help now' }).first().click();
    // (The dialog's own box has no size: its panel is fixed. Its contents are what a member sees.)
    const dialog = page.getByRole('dialog', { name: 'You are not alone' });
    const samaritans = dialog.getByRole('link', { name: /116 123/ }).first();
    await samaritans.waitFor();
    expect(await samaritans.getAttribute('href')).toBe('tel:116123');
    await context.setOffline(false);
  });

  it('sets a new password with a link from the command line; the old session is refused', async () => {
    const member = newMember('forgetful');
    const oldDevice = await newContext();
    await signUpThroughApi(oldDevice, member);
    expect((await oldDevice.request.get(`${baseURL()}/api/me`)).status()).toBe(200);

    const cli = spawnSync('npx', ['tsx', ADMIN_CLI, 'reset-password', member.email], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', PUBLIC_URL: baseURL() },
    });
    expect(cli.status, cli.stderr).toBe(0);
    const link = cli.stdout.split('\n').find((line) => line.startsWith(baseURL()));
    expect(link).toMatch(/\/reset-password#token=/);

    const phone = await newContext();
    const { page } = await newPage(phone, {
      allowConsoleErrors: [/status of 401 \(Unauthorized\)/],
    });
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${baseURL()}/login`);
    await expectToast(page, 'Your new password is set');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseURL()}/`);

    await expect
      .poll(async () => (await oldDevice.request.get(`${baseURL()}/api/me`)).status(), POLL)
      .toBe(401);
  });
});
