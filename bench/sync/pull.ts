import { PULL_LIMIT_MAX, SYNC_PROTOCOL_VERSION } from '@selah/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE, signUpMember, type AppServer } from '../lib/browser';
import {
  inPage,
  pullTiming,
  referenceApplies,
  type PullTiming,
  type ReferenceApplies,
} from './page';
import { seedRows, type SeededRows } from './seed';

/**
 * The app's User Timing names (web/src/sync/timings.ts; the web project is outside the bench's
 * TypeScript project, so they are repeated here: a rename makes the pull time out, loudly).
 */
const PULL_MEASURE = 'selah:sync-pull';
const PULL_APPLY_MEASURE = 'selah:sync-pull-apply';

/**
 * The app's local stores and their indexes (web/src/db/SelahDB.ts, STORES_V1), for the naive
 * apply's scratch database: every put there updates the same indexes as in the app.
 */
const APP_INDEXES: Record<string, string[]> = {
  moodEntries: ['date'],
  goals: ['createdAt'],
  journalEntries: ['createdAt', 'category'],
  communityPosts: ['createdAt'],
  meditationSessions: ['completedAt'],
  privateSessions: ['createdAt'],
  motivations: ['createdAt'],
  inspirationalContent: ['createdAt', 'category'],
  counselingTips: ['createdAt'],
  meditationAudio: [],
};

/** The naive apply stops after this long (it runs at a few hundred rows/s on a busy 2-core machine). */
export const NAIVE_MAX_MS = 15_000;

export type SeededMember = {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  rows: SeededRows;
};

/**
 * Signs a member up through the API and gives them `rows` rows in the server's database
 * (./seed.ts). Returns their session cookie.
 */
export async function seedMember(
  browser: Browser,
  server: AppServer,
  rows: number,
): Promise<SeededMember> {
  const context = await browser.newContext();
  try {
    await signUpMember(context, server.url, 'pull');
    const response = await context.request.get(`${server.url}/api/me`);
    const body = (await response.json()) as { user?: { id?: string } };
    if (!body.user?.id) throw new Error(`GET /api/me answered ${response.status()}`);
    return { cookies: await context.cookies(), rows: seedRows(server.dataDir, body.user.id, rows) };
  } finally {
    await context.close();
  }
}

export type PullFigures = PullTiming & { references: ReferenceApplies | null };

/**
 * The member opens `/` on a new device (a browser context with their session cookie and nothing
 * else: empty IndexedDB, no service worker yet). The app pulls everything from scratch; its pull
 * timings (web/src/sync/timings.ts) are read once a pull of at least `minRows` rows is recorded.
 * With `references`, the same page then applies the same rows with raw IndexedDB, for comparison.
 */
export async function measurePull(
  browser: Browser,
  url: string,
  member: SeededMember,
  minRows: number,
  { references = false } = {},
): Promise<PullFigures> {
  const context = await browser.newContext({
    viewport: PHONE,
    storageState: { cookies: member.cookies, origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(`${url}/`);
    const args = { pullName: PULL_MEASURE, applyName: PULL_APPLY_MEASURE, minRows };
    // Polled from here: the app's Content Security Policy forbids waitForFunction's string eval.
    let timing: PullTiming | null = null;
    const deadline = Date.now() + 60_000;
    while (!(timing = await inPage(page, pullTiming, args))) {
      if (Date.now() > deadline) throw new Error(`No pull of ${minRows} rows within 60 s`);
      await page.waitForTimeout(100);
    }
    if (!references) return { ...timing, references: null };
    const reference = await inPage(page, referenceApplies, {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      limit: PULL_LIMIT_MAX,
      maxMs: NAIVE_MAX_MS,
      indexes: APP_INDEXES,
    });
    if (reference.pulledRows !== timing.rows) {
      throw new Error(
        `The reference applies fetched ${reference.pulledRows} rows, the app ${timing.rows}`,
      );
    }
    for (const [name, write] of Object.entries({
      floor: reference.floor,
      naive: reference.naive,
    })) {
      if (write.stored !== write.rows) {
        throw new Error(`The ${name} apply stored ${write.stored} of ${write.rows} rows`);
      }
    }
    return { ...timing, references: reference };
  } finally {
    await context.close();
  }
}
