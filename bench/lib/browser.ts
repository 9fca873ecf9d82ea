import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServiceWorkerControl } from '../../tooling/chromium';
import { TMP_DIR } from '../fixture';
import { progress } from './log';
import { startServer, type RunningServer } from './processes';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
export { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServiceWorkerControl };

/** A phone-sized viewport, as most members use Selah. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The bench builds the app into its own folder (bench/.tmp/web-dist), never web/dist, so a bench
 * run and an e2e run or a developer's build never overwrite each other's files.
 */
export const BENCH_WEB_DIST = join(TMP_DIR, 'web-dist');

let built: Promise<string> | undefined;

/** Builds the PWA once per bench run (about 20 s) and returns the output folder. */
export function ensureWebBuild(): Promise<string> {
  // The smoke run builds once for the parts it runs in processes of their own.
  if (process.env.BENCH_WEB_BUILT === BENCH_WEB_DIST) return Promise.resolve(BENCH_WEB_DIST);
  built ??= Promise.resolve().then(() => {
    progress('building the web app for the browser parts');
    const result = spawnSync(
      process.execPath,
      [
        join(REPO, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        BENCH_WEB_DIST,
        '--emptyOutDir',
      ],
      // Vite's report goes to stderr with the progress lines: stdout carries only the tables.
      { cwd: REPO, stdio: ['ignore', process.stderr, 'inherit'] },
    );
    if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
    return BENCH_WEB_DIST;
  });
  return built;
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export type AppServer = RunningServer & { dataDir: string };

/**
 * The real Selah server (sync-server/src/index.ts) serving the bench build on a fresh database in
 * bench/.tmp/<name>, or on `databaseFile` copied there when given (a seeded fixture).
 */
export async function startAppServer(
  name: string,
  options: { webDist?: string; env?: Record<string, string> } = {},
): Promise<AppServer> {
  const dataDir = join(TMP_DIR, name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const webDist = options.webDist ?? (await ensureWebBuild());
  const server = await startServer({
    entry: 'sync-server/src/index.ts',
    cwd: REPO,
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: webDist, ...options.env },
    readyPath: '/api/health',
  });
  return { ...server, dataDir };
}

let memberCounter = 0;

/**
 * Signs a new member up through the API inside `context`, so the context holds the session cookie
 * exactly as after the Signup screen. Returns the credentials.
 */
export async function signUpMember(context: BrowserContext, baseUrl: string, prefix = 'bench') {
  memberCounter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${memberCounter}`;
  const member = { username: tag, email: `${tag}@example.org`, password: 'quiet-waters-7' };
  const response = await context.request.post(`${baseUrl}/api/signup`, {
    data: { ...member, confirmPassword: member.password, timeZone: 'UTC' },
  });
  if (response.status() !== 201) {
    throw new Error(`Signup answered ${response.status()}: ${await response.text()}`);
  }
  return member;
}

/** The start of the page's visible text, for an error saying what a page showed instead. */
export async function visibleTextOf(page: Page, characters: number): Promise<string> {
  const text = await page
    .locator('body')
    .innerText()
    .catch(() => '');
  return text.slice(0, characters);
}
