/**
 * Reminders in Debian's Chromium: a push delivered to the service worker through the DevTools
 * protocol (this machine has no route to a browser vendor's push service) shows the reminder,
 * with the app's icon and nothing personal; with today's mood already on the device (logged
 * offline, not yet synced) it shows the softer "checked in" note instead; a click opens /mood.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, CHROMIUM_ARGS, newPage } from './support/browser';
import { signUpThroughApi } from './support/member';

type Shown = { title: string; body: string; tag: string; icon: string; url: unknown };

const profile = mkdtempSync(join(tmpdir(), 'selah-reminders-profile-'));
let context: BrowserContext;
let page: Page;
let errors: string[];
let cdp: CDPSession;
let registrationId = '';

beforeAll(async () => {
  // A profile on disk: Chromium offers push and notifications outside incognito contexts only.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  await signUpThroughApi(context);
  ({ page, errors } = await newPage(context, {
    // Requests the test's offline switch makes fail are expected.
    allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
  }));
  cdp = await context.newCDPSession(page);
  const registered = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL()}/` && !r.isDeleted);
      if (ours) {
        registrationId = ours.registrationId;
        resolve();
      }
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto(`${baseURL()}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  await registered;
  // In this headless Chromium, the first notification a fresh profile showed from a push was at
  // times never listed by getNotifications(), though showNotification() had resolved (about two runs
  // in five). One shown from the page and seen listed first makes every later one listed.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.showNotification('Selah', { tag: 'first-notification' });
    for (;;) {
      const [first] = await registration.getNotifications({ tag: 'first-notification' });
      if (first) return first.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** What the server sends (services/push/reminder-message.ts), delivered as the push service would. */
async function deliver(tag: string) {
  const message = {
    kind: 'reminder',
    title: 'Selah',
    body: 'A quiet moment for your check-in, whenever you are ready.\n“Be still, and know that I am God.” — Psalm 46:10 (KJV)',
    url: '/mood',
    day: new Date().toISOString().slice(0, 10),
    tag,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL(),
    registrationId,
    data: JSON.stringify(message),
  });
}

/**
 * The notification with this tag, once the worker has shown it: getNotifications() is asked again
 * until it lists it (the page has no event for a notification shown by the worker).
 */
async function shown(tag: string): Promise<Shown> {
  const found = await page.evaluate(async (wanted) => {
    const registration = await navigator.serviceWorker.ready;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [notification] = await registration.getNotifications({ tag: wanted });
      if (notification) {
        return {
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          icon: notification.icon,
          url: (notification.data as { url?: unknown } | null)?.url,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }, tag);
  if (!found) throw new Error(`No notification tagged ${tag} was shown`);
  return found;
}

describe('reminders in the browser', () => {
  it('shows a pushed reminder with the app’s icon, and a click opens the check-in', async () => {
    await deliver('selah-reminder-a');
    const notification = await shown('selah-reminder-a');
    expect(notification).toMatchObject({
      title: 'Selah',
      tag: 'selah-reminder-a',
      url: '/mood',
      icon: `${baseURL()}/icons/icon-192.png`,
    });
    expect(notification.body).toContain('A quiet moment for your check-in');

    // The click, as the browser would dispatch it to the worker.
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL()));
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      // The worker's own types (this file is compiled with the page's lib, not the worker's).
      const scope = self as unknown as EventTarget & {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag: 'selah-reminder-a' });
      if (!notification) throw new Error('No notification to click');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(`${baseURL()}/mood`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Mood Tracking' }).waitFor();
    // The clicked notification is closed.
    const left = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag: 'selah-reminder-a' })).length;
    });
    expect(left).toBe(0);
  });

  it('says “You’ve checked in today” when today’s mood is on the device, not yet synced', async () => {
    await page.goto(`${baseURL()}/`);
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Good', exact: true }).click();
      await page.getByRole('button', { name: 'Log Mood & Continue Check-in' }).click();
      await page.getByText('Mood logged successfully!').first().waitFor();
      await deliver('selah-reminder-b');
      const notification = await shown('selah-reminder-b');
      expect(notification.title).toBe('Selah');
      expect(notification.body).toBe(
        'You’ve checked in today. It will sync when you are back online.',
      );
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });
});
