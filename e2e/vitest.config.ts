import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium against the real server serving the built app.
// One file at a time: the machine has two cores and each file runs its own browser.
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
