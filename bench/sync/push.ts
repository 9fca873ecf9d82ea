import { MOODS, uuidv7 } from '@selah/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, signUpMember, waitForServiceWorkerControl, type AppServer } from '../lib/browser';
import { cpuTimeMs } from '../lib/cpu';
import { progress } from '../lib/log';
import {
  drainRequests,
  inPage,
  localSyncState,
  watchDrain,
  writeQueuedMoods,
  type DrainRequests,
  type DrainWatch,
  type QueuedMood,
} from './page';

/** The drain watch counts the outbox on every commit, and at least this often. */
const FALLBACK_COUNT_MS = 50;
const MINUTE = 60_000;
const OFFLINE_STATUS = /^Offline — [\d,]+ changes? waiting on this device$/;

export type DrainFigures = DrainRequests & {
  queued: number;
  /** ms from the page's `online` event to the outbox first seen empty. */
  drainMs: number;
  /** The member's mood entries on the server afterwards (GET /api/mood-entries). */
  arrived: number;
  /**
   * CPU time the server process used from reconnecting until the drain was seen from here (a poll
   * every 50 ms, so the start of the pull that follows is in it); null where /proc is missing.
   */
  serverCpuMs: number | null;
};

/** `count` moods as if logged a minute apart while offline, ending now. */
function queuedMoods(userId: string, count: number): QueuedMood[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(now - (count - index) * MINUTE).toISOString();
    const id = uuidv7(now);
    const mood = MOODS[index % MOODS.length]!;
    const notes = index % 2 === 0 ? 'A quiet walk before work' : undefined;
    return {
      row: { id, userId, mood, notes: notes ?? null, date },
      outbox: {
        mutationId: uuidv7(now),
        userId,
        name: 'mood.create',
        args: { id, mood, date, ...(notes !== undefined ? { notes } : {}) },
        createdAt: date,
        attempts: 0,
        lastError: null,
      },
    };
  });
}

async function waitForLocalState(
  page: Page,
  dbName: string,
  done: (state: { outbox: number; hasCursor: boolean }) => boolean,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (done(await inPage(page, localSyncState, { dbName }))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function memberId(context: BrowserContext, url: string): Promise<string> {
  const response = await context.request.get(`${url}/api/me`);
  const body = (await response.json()) as { user?: { id?: string } };
  if (!body.user?.id) throw new Error(`GET /api/me answered ${response.status()}`);
  return body.user.id;
}

/**
 * One drain: a new member opens `/` online (the service worker takes control, the first sync
 * finishes), goes offline, has `count` moods queued in the local database exactly as the Mood
 * screen queues them, reloads the app offline (it starts from the service worker's shell, its
 * sync attempt fails and it shows the changes waiting), then comes back online. Timed in the page
 * from the `online` event to the outbox being empty; afterwards the server must hold exactly
 * those `count` mood entries.
 */
export async function measureDrain(
  browser: Browser,
  server: AppServer,
  count: number,
): Promise<DrainFigures> {
  const { url } = server;
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await signUpMember(context, url, 'drain');
    const userId = await memberId(context, url);
    const dbName = `selah-user-${userId}`;
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await waitForServiceWorkerControl(page);
    await waitForLocalState(
      page,
      dbName,
      (state) => state.hasCursor && state.outbox === 0,
      'the first sync',
    );

    await context.setOffline(true);
    const moods = queuedMoods(userId, count);
    const queued = await inPage(page, writeQueuedMoods, { dbName, moods });
    if (queued < count) throw new Error(`Only ${queued} outbox entries after queueing ${count}`);
    await page.reload();
    await page.getByRole('status').filter({ hasText: OFFLINE_STATUS }).waitFor({ timeout: 20_000 });
    await inPage(page, watchDrain, { dbName, fallbackMs: FALLBACK_COUNT_MS });
    // Nothing may have gone out while offline.
    const before = await inPage(page, localSyncState, { dbName });
    if (before.outbox < count) throw new Error(`Outbox drained while offline (${before.outbox})`);

    const cpuBefore = server.child.pid === undefined ? null : cpuTimeMs(server.child.pid);
    await context.setOffline(false);
    await page.waitForFunction(
      () => {
        const watch = (window as unknown as { __drain: DrainWatch }).__drain;
        return watch.emptyAt !== null || watch.error !== null;
      },
      null,
      { timeout: 60_000, polling: 50 },
    );
    const cpuAfter = server.child.pid === undefined ? null : cpuTimeMs(server.child.pid);
    const watch = await page.evaluate(() => (window as unknown as { __drain: DrainWatch }).__drain);
    if (watch.error || watch.onlineAt === null || watch.emptyAt === null) {
      throw new Error(`Drain watch failed: ${watch.error ?? 'no online event'}`);
    }
    if (watch.prompted === 0) {
      progress(
        `sync: the drain watch heard of no commit, so it counted every ${FALLBACK_COUNT_MS} ms`,
      );
    }
    const requests = await inPage(page, drainRequests, undefined);

    const response = await context.request.get(`${url}/api/mood-entries`);
    const onServer = (await response.json()) as { id: string }[];
    const serverIds = new Set(onServer.map((entry) => entry.id));
    const missing = moods.filter((mood) => !serverIds.has(mood.row.id)).length;
    if (missing > 0 || onServer.length !== count) {
      throw new Error(
        `The server has ${onServer.length} mood entries after draining ${count} (${missing} missing)`,
      );
    }
    return {
      queued: count,
      drainMs: watch.emptyAt - watch.onlineAt,
      arrived: onServer.length,
      serverCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      ...requests,
    };
  } finally {
    await context.close();
  }
}
