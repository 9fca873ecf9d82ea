import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images and audio are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesBelow(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, once, at build time, so
 * the server sends compressed bytes without spending CPU per request (serveStatic's `precompressed`
 * picks the copy the browser accepts). Runs after vite-plugin-pwa has written the service worker,
 * so sw.js is compressed too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'selah:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        for (const file of filesBelow(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const source = readFileSync(file);
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
          if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
