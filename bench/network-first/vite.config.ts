import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The bench-only network-first dashboard (bench part "network"): a plain production build with the
 * same React as the web app, into bench/.tmp/network-first-dist (never web/dist). The part copies
 * the web app's inspiration artwork beside it, since the seeded content points at /images/*.svg.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  build: {
    // bench/.tmp/network-first-dist, as bench/network-first/bench/build.ts expects.
    outDir: fileURLToPath(new URL('../.tmp/network-first-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
