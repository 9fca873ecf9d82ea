import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE, signUpMember } from '../lib/browser';

export type SizedFile = { path: string; raw: number; gzip: number };
export type Totals = { files: SizedFile[]; raw: number; gzip: number };

/** A built file's size as is and gzipped at level 9 (what a server compressing once would send). */
export function sizeOf(webDist: string, path: string): SizedFile {
  const file = join(webDist, path);
  const content = readFileSync(file);
  return { path, raw: statSync(file).size, gzip: gzipSync(content, { level: 9 }).length };
}

function totals(files: SizedFile[]): Totals {
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

export type FirstRoute = { who: 'guest' | 'member'; scripts: Totals; styles: Totals };

/**
 * What a cold load of `/` really asks for in Chromium: every script and stylesheet the page
 * requests until the network is idle (500 ms without a request), in a fresh context (no cache, no
 * service worker yet), sized from the built files. A member's context holds the session cookie
 * (signed up through the API), so the app boots, asks /api/me and switches to the member.
 */
export async function firstRouteAssets(
  browser: Browser,
  url: string,
  webDist: string,
  who: FirstRoute['who'],
): Promise<FirstRoute> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    if (who === 'member') await signUpMember(context, url, 'size');
    const page = await context.newPage();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const elsewhere = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { origin, pathname } = new URL(request.url());
      if (origin !== new URL(url).origin) elsewhere.add(request.url());
      else (type === 'script' ? scripts : styles).add(pathname.slice(1));
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    // The member's dashboard greets them by name once /api/me has answered.
    const greeting = who === 'member' ? /^Welcome back/ : /^Welcome to Selah$/;
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 15_000 });
    // Sizes come from the build; a script from another origin would escape them.
    if (elsewhere.size > 0) throw new Error(`Scripts from elsewhere: ${[...elsewhere].join(', ')}`);
    const sized = (paths: Set<string>) =>
      totals([...paths].sort().map((path) => sizeOf(webDist, path)));
    return { who, scripts: sized(scripts), styles: sized(styles) };
  } finally {
    await context.close();
  }
}

export type Precache = Totals & { audio: Totals };

/**
 * The precache manifest vite-plugin-pwa injected into the built sw.js (what the service worker
 * downloads on install), sized from the built files. The ambient audio is not in it (the build's
 * globIgnores): it is cached when first played or saved for offline; it is sized apart.
 */
export function precacheManifest(webDist: string): Precache {
  const worker = readFileSync(join(webDist, 'sw.js'), 'utf8');
  const match = /\[\{"revision":[\s\S]*?\}\]/.exec(worker);
  if (!match) throw new Error('No precache manifest in sw.js');
  const entries = JSON.parse(match[0]) as { url: string; revision: string | null }[];
  const audio = entries.filter((entry) => entry.url.startsWith('audio/'));
  if (audio.length > 0) throw new Error(`Audio is precached: ${audio.map((e) => e.url).join()}`);
  const audioFiles = readdirSync(join(webDist, 'audio')).map((name) => `audio/${name}`);
  return {
    ...totals(entries.map((entry) => sizeOf(webDist, entry.url))),
    audio: totals(audioFiles.map((path) => sizeOf(webDist, path))),
  };
}
