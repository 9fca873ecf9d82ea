import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium against the real server serving the built app.
// One file at a time within a run: each file runs its own browser, and e2e/run.mjs runs the suite as
// passes side by side (each with its own server), as many as the machine has cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
