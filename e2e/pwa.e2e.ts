/**
 * The installable, offline PWA in Debian's Chromium: the service worker takes control on the first
 * load, the manifest installs cleanly, every route opens offline (a cold browser start included),
 * ambient audio played once plays again offline with ranged reads from the cache, /api is never
 * answered from a cache, and a new deployment is offered, never forced, then applied on Reload.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, CHROMIUM_ARGS, newMember, newPage } from './support/browser';
import { signInAsAdmin } from './support/member';
import { startServer, type RunningServer } from './support/server';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
// The build the suite's server serves (run.mjs builds web/dist unless told otherwise).
const WEB_DIST = process.env.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist');

// Requests that fail because the test took the network away are expected, not errors.
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/, /Failed to fetch/];

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A real browser profile on disk: installability is only reported outside incognito contexts. */
async function launchProfile(userDataDir: string, { offline = false } = {}) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    offline,
  });
  return context;
}

async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/** The heading every route shows (its screen's name), for a signed-in admin. */
const ROUTE_HEADINGS: Record<string, RegExp> = {
  '/': /^Welcome back/,
  '/mood': /^Mood Tracking$/,
  '/goals': /^Goals$/,
  '/journal': /^Journal$/,
  '/community': /^Community$/,
  '/meditation': /^Meditation$/,
  '/counseling-tips': /^Counseling Tips$/,
  '/private-sessions': /^Private Sessions$/,
  '/user-management': /^User Management$/,
  '/resources': /^Resources$/,
  // The member here is signed in: sign-up and sign-in send them to the dashboard, offline too.
  '/signup': /^Welcome back, /,
  '/login': /^Welcome back, /,
  '/settings': /^Settings$/,
  '/forgot-password': /./,
  '/no-such-page': /^404 Page Not Found$/,
};

async function expectHeading(page: Page, pattern: RegExp) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  expect(await heading.innerText()).toMatch(pattern);
}

/** Whether howler's current track is really playing: started, not errored, time moving. */
async function ambientIsPlaying(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    type Node = { paused: boolean; error: MediaError | null; currentTime: number };
    const howler = (
      window as unknown as {
        Howler?: { _howls: { playing(): boolean; _sounds: { _node: Node }[] }[] };
      }
    ).Howler;
    const howl = howler?._howls.at(-1);
    const node = howl?._sounds[0]?._node;
    return Boolean(howl?.playing() && node && !node.paused && !node.error && node.currentTime > 0);
  });
}

describe('installable offline PWA', () => {
  let profile: string;

  it('is controlled by the service worker after the first load and installs without errors', async () => {
    profile = tempDir('selah-pwa-profile-');
    const context = await launchProfile(profile);
    try {
      await signInAsAdmin(context);
      const { page, errors } = await newPage(context);
      await page.goto(`${baseURL()}/`);
      await waitForServiceWorkerControl(page);
      // The app has asked the server who is here and remembers the admin on this device: the
      // offline start below, in the same profile, opens signed in only if it does.
      await expectHeading(page, ROUTE_HEADINGS['/']!);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${baseURL()}/manifest.webmanifest`);

      // The server: the manifest with its media type, the worker always revalidated.
      const manifestResponse = await context.request.get(`${baseURL()}/manifest.webmanifest`);
      expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
      const worker = await context.request.get(`${baseURL()}/sw.js`);
      expect(worker.headers()['cache-control']).toBe('no-cache');

      // Background Sync for the outbox: the worker only wakes the page, which sends it.
      await page.evaluate(() => {
        const received: unknown[] = [];
        Object.assign(window, { __swMessages: received });
        navigator.serviceWorker.addEventListener('message', (event) => received.push(event.data));
      });
      const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
        cdp.once('ServiceWorker.workerRegistrationUpdated', (event) =>
          resolve(event.registrations),
        ),
      );
      await cdp.send('ServiceWorker.enable');
      const registration = (await registrations).find(
        (candidate) => candidate.scopeURL === `${baseURL()}/`,
      );
      expect(registration).toBeDefined();
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: baseURL(),
        registrationId: registration!.registrationId,
        tag: 'selah-outbox',
        lastChance: false,
      });
      await page.waitForFunction(
        () => (window as unknown as { __swMessages: unknown[] }).__swMessages.length > 0,
      );
      expect(
        await page.evaluate(() => (window as unknown as { __swMessages: unknown[] }).__swMessages),
      ).toEqual([{ type: 'selah-sync' }]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('builds no script with a compile hint', () => {
    // Chromium compiles a file that opens with `//# allFunctionsCalledOnLoad` in full at every
    // start-up instead of reading the code cache it keeps for it (decision 045). The compressed
    // copies the server sends are made from these files.
    const scripts = readdirSync(join(WEB_DIST, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => /^index-.+\.js$/.test(file))).toBe(true);
    for (const file of scripts) {
      expect(readFileSync(join(WEB_DIST, 'assets', file), 'utf8')).not.toContain(
        'allFunctionsCalledOnLoad',
      );
    }
  });

  it('opens every route offline, from a cold start too, and says what needs a connection', async () => {
    // Same profile: the worker installed above is on disk. The browser starts with no network.
    const context = await launchProfile(profile, { offline: true });
    try {
      const { page: first, errors } = await newPage(context, { allowConsoleErrors: OFFLINE_NOISE });
      await first.goto(`${baseURL()}/journal`);
      await expectHeading(first, ROUTE_HEADINGS['/journal']!);
      await first.close();

      for (const [route, heading] of Object.entries(ROUTE_HEADINGS)) {
        const { page, errors: pageErrors } = await newPage(context, {
          allowConsoleErrors: OFFLINE_NOISE,
        });
        await page.goto(`${baseURL()}${route}`);
        await expectHeading(page, heading);
        if (route === '/user-management') {
          await page
            .getByText('User management needs a connection. Reconnect to see members.')
            .waitFor();
        }
        expect(pageErrors, route).toEqual([]);
        await page.close();
      }

      // /api is never answered from a cache: offline, it fails instead of returning old data.
      const { page } = await newPage(context, { allowConsoleErrors: OFFLINE_NOISE });
      await page.goto(`${baseURL()}/`);
      const apiOffline = await page.evaluate(() =>
        fetch('/api/me').then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      );
      expect(apiOffline).toBe('failed');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays a sound again offline once it has played, and serves ranges from the cache', async () => {
    const context = await launchProfile(profile);
    try {
      const { page, errors } = await newPage(context, { allowConsoleErrors: OFFLINE_NOISE });
      await page.goto(`${baseURL()}/meditation`);
      await waitForServiceWorkerControl(page);
      const sounds = page.getByRole('region', { name: 'Meditation Music & Sounds' });

      await sounds.getByRole('button', { name: 'Play Gentle Rain' }).click();
      await expect.poll(() => ambientIsPlaying(page), { timeout: 15_000 }).toBe(true);
      const rainRow = sounds.getByRole('listitem').filter({ hasText: 'Gentle Rain' });
      await rainRow.getByText('Saved for offline').waitFor();
      await sounds.getByRole('button', { name: 'Stop Gentle Rain' }).click();

      // "Save for offline" without playing.
      const oceanRow = sounds.getByRole('listitem').filter({ hasText: 'Ocean Waves' });
      await oceanRow.getByRole('button', { name: 'Save for offline: Ocean Waves' }).click();
      await oceanRow.getByText('Saved for offline').waitFor();

      // Nothing from /api was ever stored by the worker.
      const cachedApi = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls.filter((path) => path.startsWith('/api'));
      });
      expect(cachedApi).toEqual([]);

      await context.setOffline(true);
      const { page: offlinePage, errors: offlineErrors } = await newPage(context, {
        allowConsoleErrors: OFFLINE_NOISE,
      });
      await offlinePage.goto(`${baseURL()}/meditation`);
      const offlineSounds = offlinePage.getByRole('region', { name: 'Meditation Music & Sounds' });
      for (const title of ['Gentle Rain', 'Ocean Waves']) {
        await offlineSounds
          .getByRole('listitem')
          .filter({ hasText: title })
          .getByText('Saved for offline')
          .waitFor();
      }
      await offlineSounds.getByRole('button', { name: 'Play Gentle Rain' }).click();
      await expect.poll(() => ambientIsPlaying(offlinePage), { timeout: 15_000 }).toBe(true);
      await offlineSounds.getByText('Now playing ambient sounds...').waitFor();

      const ranged = await offlinePage.evaluate(async () => {
        const response = await fetch('/audio/rain.mp3', { headers: { Range: 'bytes=0-99' } });
        return {
          status: response.status,
          bytes: (await response.arrayBuffer()).byteLength,
          contentRange: response.headers.get('content-range'),
        };
      });
      expect(ranged.status).toBe(206);
      expect(ranged.bytes).toBe(100);
      expect(ranged.contentRange).toMatch(/^bytes 0-99\/\d+$/);

      // A sound never played or saved explains itself instead of failing silently.
      await offlineSounds.getByRole('button', { name: 'Play Soft Wind' }).click();
      await offlineSounds
        .getByText('This sound needs a connection until it is saved for offline.')
        .waitFor();
      expect(errors).toEqual([]);
      expect(offlineErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('updates', () => {
  let server: RunningServer;

  function buildVersion(version: string): string {
    const outDir = tempDir('selah-build-');
    const result = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, VITE_APP_VERSION: version },
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    if (result.status !== 0)
      throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
    return outDir;
  }

  /** Replaces what the server serves, as a deployment does (the server reads files per request). */
  function deploy(from: string, to: string) {
    for (const entry of readdirSync(to)) rmSync(join(to, entry), { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }

  it('offers a new version without interrupting, and Reload brings it', async () => {
    const served = tempDir('selah-served-');
    deploy(WEB_DIST, served);
    server = await startServer({ env: { WEB_DIST: served } });
    cleanups.push(() => server.stop());
    const context = await launchProfile(tempDir('selah-update-profile-'));
    cleanups.push(() => context.close());
    const member = newMember('update');
    const signup = await context.request.post(`${server.baseURL}/api/signup`, {
      data: { ...member, confirmPassword: member.password, timeZone: 'UTC' },
    });
    expect(signup.status()).toBe(201);
    const { page, errors } = await newPage(context);
    await page.goto(`${server.baseURL}/meditation`);
    await waitForServiceWorkerControl(page);
    const oldVersion = await page.evaluate(() => document.documentElement.dataset.appVersion);
    expect(oldVersion).toBeTruthy();
    // Gone if the page ever reloads.
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

    const newVersion = `e2e-update-${Date.now()}`;
    deploy(buildVersion(newVersion), served);

    // Mid-meditation: the new version installs in the background but is not offered yet.
    await page.getByRole('button', { name: 'Start Breathing Exercise' }).click();
    const timer = page.getByRole('dialog', { name: 'Breathing Exercise' });
    await timer.getByRole('button', { name: 'Start' }).click();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
      null,
      { timeout: 30_000 },
    );
    // The page has heard of the waiting version (the worker's statechange) and holds it back.
    await page.locator('[role="status"][data-update="held"]').waitFor({ state: 'attached' });
    expect(await page.getByText('Update available').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBe(oldVersion);

    // Back from the session, the member is offered the update; the page has not reloaded.
    await timer.getByRole('button', { name: 'Back to Sessions' }).click();
    const prompt = page.getByRole('region', { name: 'Update available' });
    await prompt.waitFor();
    expect(await page.evaluate(() => '__notReloaded' in window)).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      (version) => document.documentElement.dataset.appVersion === version,
      newVersion,
      { timeout: 20_000 },
    );
    expect(await page.evaluate(() => '__notReloaded' in window)).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Meditation' }).waitFor();
    expect(await page.getByText('Update available').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
