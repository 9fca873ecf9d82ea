import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, expectError } from './helpers';

const webDist = mkdtempSync(join(tmpdir(), 'selah-dist-'));
mkdirSync(join(webDist, 'assets'));
const INDEX = '<!doctype html><title>Selah</title><div id="root"></div>';
writeFileSync(join(webDist, 'index.html'), INDEX);
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Selah"}');
// The build's compressed copy of a bundle (tooling/vite-precompress.ts writes these).
const BUNDLE = 'export const big = "' + 'selah '.repeat(500) + '";';
writeFileSync(join(webDist, 'assets', 'bundle-def456.js'), BUNDLE);
writeFileSync(join(webDist, 'assets', 'bundle-def456.js.gz'), gzipSync(BUNDLE));

const server = await createTestServer({ webDist });
const { call } = server;
const bare = await createTestServer({ webDist: join(webDist, 'does-not-exist') });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('serving the built web app', () => {
  it('serves index.html at / without long-term caching', async () => {
    const response = await call('GET', '/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable', async () => {
    const response = await call('GET', '/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe('console.log("app")');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await server.app.request('/assets/bundle-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(BUNDLE.length / 10);

    const plain = await call('GET', '/assets/bundle-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(BUNDLE);
  });

  it('serves the service worker and manifest with no-cache so updates are seen', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await call('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers SPA deep links with index.html', async () => {
    for (const path of ['/journal', '/user-management', '/some/unknown/page']) {
      const response = await call('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.text).toBe(INDEX);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not answer missing files or /api with index.html', async () => {
    expectError(await call('GET', '/assets/index-old999.js'), 404, 'Not found');
    expectError(await call('GET', '/missing.png'), 404, 'Not found');
    expectError(await call('GET', '/api/unknown'), 404, 'Not found');
    expectError(await call('GET', '/api'), 404, 'Not found');
    expect((await call('GET', '/api/health')).body).toEqual({ status: 'ok' });
  });

  it('refuses path traversal', async () => {
    const response = await call('GET', '/assets/../../etc/passwd');
    expect(response.text).not.toContain('root:');
  });
});

it('without a build, non-API paths are 404 and the API still works', async () => {
  expectError(await bare.call('GET', '/journal'), 404, 'Not found');
  expect((await bare.call('GET', '/api/health')).status).toBe(200);
});

describe('the app shell, kept in memory', () => {
  // A build with both compressed copies of the shell, as tooling/vite-precompress.ts writes them.
  const dist = mkdtempSync(join(tmpdir(), 'selah-shell-'));
  const SHELL =
    '<!doctype html><title>Selah</title><div id="root">' + 'shell '.repeat(200) + '</div>';
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(SHELL));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
  // A build may write its copies in different seconds: each copy is sent with its own file's time.
  ['index.html', 'index.html.gz', 'index.html.br'].forEach((name, index) =>
    utimesSync(join(dist, name), 1_780_000_000 + index, 1_780_000_000 + index),
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** The disk server the shell used to come from, as the reference for every answer. */
  const fromDisk = new Hono().on(
    ['GET', 'HEAD'],
    '*',
    serveStatic({ root: dist, path: 'index.html', precompressed: true }),
  );
  const SHOWN_HEADERS = [
    'content-type',
    'content-encoding',
    'vary',
    'content-length',
    'last-modified',
  ];
  const shown = async (response: Response) => ({
    status: response.status,
    headers: SHOWN_HEADERS.map((name) => [name, response.headers.get(name)]),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  });

  it('answers as the disk server did, for each encoding a browser accepts, GET and HEAD', async () => {
    const shellServer = await createTestServer({ webDist: dist });
    for (const method of ['GET', 'HEAD']) {
      for (const accept of ['gzip, deflate, br, zstd', 'gzip, deflate', 'deflate', undefined]) {
        for (const path of ['/', '/journal', '/index.html']) {
          const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
          const served = await shellServer.app.request(path, { method, headers });
          const reference = await fromDisk.request(path, { method, headers });
          expect(await shown(served), `${method} ${path} ${accept}`).toEqual(
            await shown(reference),
          );
          expect(served.headers.get('cache-control')).toBe('no-cache');
        }
      }
    }
  });

  it('serves a build deployed in place at once, without a restart', async () => {
    const shellServer = await createTestServer({ webDist: dist });
    expect((await shellServer.call('GET', '/')).text).toBe(SHELL);
    const NEXT = '<!doctype html><title>Selah, next version</title><div id="root"></div>';
    writeFileSync(join(dist, 'index.html'), NEXT);
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(NEXT));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(NEXT));
    try {
      expect((await shellServer.call('GET', '/journal')).text).toBe(NEXT);
      const compressed = await shellServer.app.request('/', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(NEXT);
    } finally {
      writeFileSync(join(dist, 'index.html'), SHELL);
      writeFileSync(join(dist, 'index.html.gz'), gzipSync(SHELL));
      writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
    }
  });

  it('answers from memory: the files are read again only when a time or a size changed', async () => {
    // A whole second, which every file system stores exactly, so the time can be put back as it was.
    const file = join(dist, 'index.html');
    const WHEN = 1_790_000_000;
    utimesSync(file, WHEN, WHEN);
    const shellServer = await createTestServer({ webDist: dist });
    expect((await shellServer.call('GET', '/')).text).toBe(SHELL);
    // Other bytes, the same length and the same time: what the disk holds now differs from what
    // is served, which only a copy kept in memory can do.
    const SAME_LENGTH = SHELL.replaceAll('shell', 'SHELL');
    writeFileSync(file, SAME_LENGTH);
    utimesSync(file, WHEN, WHEN);
    try {
      expect((await shellServer.call('GET', '/')).text).toBe(SHELL);
      expect(await (await fromDisk.request('/')).text()).toBe(SAME_LENGTH);
    } finally {
      writeFileSync(file, SHELL);
    }
  });

  it('leaves a Range of the shell to the disk server', async () => {
    const shellServer = await createTestServer({ webDist: dist });
    const response = await shellServer.app.request('/', { headers: { Range: 'bytes=0-14' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe(SHELL.slice(0, 15));
  });
});
