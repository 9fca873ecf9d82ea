import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tooling/vite-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The floor for this stack (bench part "web"): a minimal React 19 + Dexie 4 page with a precaching
 * service worker, built into bench/.tmp/floor-dist (never web/dist). Two files the worker precaches
 * (index.html and app.js, fixed names it lists), plus the worker itself.
 */
export default defineConfig({
  root: here('.'),
  publicDir: false,
  // Compressed copies beside the files, as the app's build writes them: the server sends either.
  plugins: [react(), precompress()],
  resolve: {
    // The same Dexie build the app takes (see the root vite.config.ts).
    alias: [
      { find: /^dexie$/, replacement: here('../../node_modules/dexie/dist/modern/dexie.mjs') },
    ],
  },
  build: {
    outDir: here('../.tmp/floor-dist'),
    emptyOutDir: true,
    modulePreload: false,
    rolldownOptions: {
      input: { app: here('index.html'), sw: here('src/sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'app.js'),
      },
    },
  },
});
