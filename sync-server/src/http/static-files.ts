import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { loadAppShell } from './app-shell';
import type { AppEnv } from './env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** A path naming a file (has an extension) or a hashed asset: never answered with the app shell. */
const looksLikeFile = (path: string) =>
  path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');

function cacheControlFor(path: string): string | null {
  if (path.startsWith('/assets/')) return IMMUTABLE; // content-hashed names: never change
  if (
    path === '/' ||
    path.endsWith('.html') ||
    path === '/sw.js' ||
    path.endsWith('.webmanifest')
  ) {
    return REVALIDATE; // must be checked on every load so updates reach members
  }
  return null;
}

/**
 * Serves the built PWA from `webDist` when it exists. Deep links such as /journal get index.html so
 * the client router can take over; /api is never answered with it.
 * Returns false when there is nothing to serve.
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string | null | undefined): boolean {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  // The build writes .br and .gz copies of its text files (tooling/vite-precompress.ts): send the one
  // the browser accepts, with Content-Encoding and Vary, and no compression work per request.
  const files = serveStatic<AppEnv>({ root: webDist, precompressed: true });
  const shellFromDisk = serveStatic<AppEnv>({
    root: webDist,
    path: 'index.html',
    precompressed: true,
  });
  const shell = loadAppShell(webDist);

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (isApi(path)) return next();
    const noop = async () => {};
    // The shell, at / and at every path that is not a file, comes from memory.
    const isShell = path === '/' || path === '/index.html' || !looksLikeFile(path);
    let response = isShell ? shell.answer(c) : await files(c, noop);
    if (!response && isShell) response = await shellFromDisk(c, noop);
    if (!response) return next();
    const cacheControl = looksLikeFile(path) ? cacheControlFor(path) : REVALIDATE;
    if (cacheControl && response.ok) response.headers.set('Cache-Control', cacheControl);
    return response;
  });
  return true;
}
