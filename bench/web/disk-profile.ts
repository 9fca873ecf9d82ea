import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../lib/browser';

/**
 * A browser context in a profile kept on disk, its own Chromium; closing it removes the profile. A
 * member's browser keeps what an off-the-record context (Playwright's `newContext`) forgets with
 * every new tab's process or never writes: V8's code cache for the scripts it compiled, among
 * others. A returning member's start-up measured in one says what a member's own phone does.
 */
export async function newDiskProfile(): Promise<OwnedContext> {
  const dir = mkdtempSync(join(tmpdir(), 'selah-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser context and how to close it with whatever it brought along. */
export type OwnedContext = { context: BrowserContext; close(): Promise<void> };
