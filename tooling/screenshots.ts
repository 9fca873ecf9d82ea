/**
 * `npm run screenshots`: builds the app, starts the real server on a throwaway database with the
 * demo community, and writes a PNG of every screen at 360 px and 1280 px wide, light and dark, as a
 * guest and as a member with data, to ./screenshots (git ignores it). For looking at what members
 * see before calling a screen done.
 *
 *   npm run screenshots                 every screen
 *   npm run screenshots -- /goals /mood only these paths
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, scrollThrough } from './chromium';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(REPO_ROOT, 'screenshots');

const ROUTES = [
  '/',
  '/mood',
  '/goals',
  '/journal',
  '/community',
  '/community/prayer',
  '/meditation',
  '/counseling-tips',
  '/private-sessions',
  '/user-management',
  '/resources',
  '/settings',
  '/privacy',
  '/safety-plan',
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
];
const WIDTHS = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } };
const SCHEMES = ['light', 'dark'] as const;

const member = {
  username: `grace${Date.now().toString(36)}`,
  email: `grace${Date.now().toString(36)}@example.org`,
  password: 'still-waters-9',
  name: 'Grace Walker',
};

/** The member's data, written through the API as the app would. */
async function addMemberData(context: BrowserContext, baseURL: string): Promise<void> {
  const post = (path: string, data: object) =>
    context.request.post(`${baseURL}${path}`, { data }).then((r) => {
      if (!r.ok()) throw new Error(`${path}: ${r.status()}`);
    });
  const signup = await context.request.post(`${baseURL}/api/signup`, {
    data: { ...member, confirmPassword: member.password, timeZone: 'UTC' },
  });
  if (signup.status() !== 201) throw new Error(`signup: ${signup.status()}`);
  for (const mood of ['good', 'okay', 'amazing']) await post('/api/mood-entries', { mood });
  await post('/api/goals', { title: 'Pray each morning', targetValue: 7, category: 'mindfulness' });
  await post('/api/goals', { title: 'Call a friend', targetValue: 2, category: 'social' });
  // A goal at its target: the widest ring label ("100%") and the reached state.
  const reached = await context.request.post(`${baseURL}/api/goals`, {
    data: { title: 'Read the Psalms', targetValue: 5, category: 'learning' },
  });
  if (!reached.ok()) throw new Error(`/api/goals: ${reached.status()}`);
  const { id } = (await reached.json()) as { id: string };
  const progress = await context.request.patch(`${baseURL}/api/goals/${id}/progress`, {
    data: { currentValue: 5 },
  });
  if (!progress.ok()) throw new Error(`/api/goals/${id}/progress: ${progress.status()}`);
  await post('/api/journal-entries', {
    title: 'Grateful for the rain',
    content: 'A quiet morning, warm tea, and the sound of rain on the window.',
    category: 'gratitude',
  });
  await post('/api/community-posts', { content: 'Holding you all in prayer this week.' });
  await post('/api/private-sessions', { title: 'Pastoral chat', sessionType: 'spiritual' });
  await addPrayerRequests(context, baseURL);
}

/**
 * Prayer requests from another member (one anonymous, one answered after the member prayed for
 * it, so the dashboard says so) and one of the member's own.
 */
async function addPrayerRequests(memberContext: BrowserContext, baseURL: string): Promise<void> {
  const send = async (context: BrowserContext, method: string, path: string, data?: object) => {
    const response = await context.request.fetch(`${baseURL}${path}`, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
    return (await response.json()) as { id: string };
  };
  const other = await memberContext.browser()!.newContext();
  const tag = Date.now().toString(36);
  const friend = { username: `naomi${tag}`, email: `naomi${tag}@example.org`, name: 'Naomi Reed' };
  await send(other, 'POST', '/api/signup', {
    ...friend,
    password: 'quiet-waters-7',
    confirmPassword: 'quiet-waters-7',
    timeZone: 'UTC',
  });
  const answered = await send(other, 'POST', '/api/prayer-requests', {
    content: 'Please pray for my father’s heart surgery on Friday.',
    isAnonymous: false,
  });
  await send(other, 'POST', '/api/prayer-requests', {
    content: 'I have been struggling to sleep and feel anxious. Please pray for peace.',
    isAnonymous: true,
  });
  await send(memberContext, 'POST', `/api/prayer-requests/${answered.id}/pray`);
  await send(other, 'PATCH', `/api/prayer-requests/${answered.id}`, {
    answered: true,
    testimony: 'The surgery went well and he is home. Thank you for praying!',
  });
  await send(memberContext, 'POST', '/api/prayer-requests', {
    content: 'Wisdom for a decision about a new job.',
    isAnonymous: false,
  });
  await other.close();
}

function slug(path: string): string {
  return path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-');
}

async function shoot(page: Page, baseURL: string, path: string, file: string): Promise<void> {
  await page.goto(`${baseURL}${path}`);
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  // A full-page picture is taken without scrolling, so what a member's scrolling would bring in is
  // brought in first: sections the browser skips until they near the viewport (content-visibility)
  // and images loaded lazily.
  await page.addStyleTag({
    content: '.below-the-fold { content-visibility: visible !important; }',
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: file, fullPage: true });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const routes = only.length > 0 ? only : ROUTES;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ env: { SEED_DEMO: 'true' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The first account is the admin: the member sees User Management with data.
    const seedContext = await browser.newContext();
    await addMemberData(seedContext, server.baseURL);
    const { cookies } = await seedContext.storageState();
    await seedContext.close();
    let count = 0;
    for (const who of ['guest', 'member'] as const) {
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        for (const colorScheme of SCHEMES) {
          const context = await browser.newContext({ viewport, colorScheme });
          if (who === 'member') await context.addCookies(cookies);
          const page = await context.newPage();
          for (const path of routes) {
            const file = join(OUT, `${who}-${size}-${colorScheme}-${slug(path)}.png`);
            await shoot(page, server.baseURL, path, file);
            count += 1;
          }
          await context.close();
        }
      }
    }
    console.log(`Wrote ${count} screenshots to ${OUT}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
