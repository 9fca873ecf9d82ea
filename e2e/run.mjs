#!/usr/bin/env node
// Runs the end-to-end suite: makes sure Debian's Chromium is there (installing it when we are root on a
// Debian machine), builds the app, then hands over to Vitest, whose global setup starts the real server
// on a temporary database. Nothing is skipped silently: without a browser the run fails with the reason.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * Every pass runs even when an earlier one failed, so one failure never hides another (the
 * PostgreSQL pass used to be skipped whenever the SQLite pass failed); the run fails at the end,
 * naming each pass that failed.
 */
const failedPasses = [];
function pass(name, command, args, env) {
  if (run(command, args, env) !== 0) failedPasses.push(name);
}

ensureChromium();
if (!process.env.E2E_SKIP_BUILD && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('The app did not build, so no end-to-end test ran.');
  process.exit(1);
}
const filters = process.argv.slice(2);
pass('SQLite', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters]);
// The same server on PostgreSQL (a throwaway cluster): a member's journey through the API and the
// screens, and offline sync. The rest (routes, PWA, timer) does not touch the database differently.
if (filters.length === 0) {
  console.log('End-to-end tests again with the server on PostgreSQL (E2E_DATABASE=postgres):');
  pass(
    'PostgreSQL',
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', 'member-journey', 'offline-sync'],
    { E2E_DATABASE: 'postgres' },
  );
}
if (failedPasses.length > 0) {
  console.error(`End-to-end passes that failed: ${failedPasses.join(', ')}`);
  process.exit(1);
}
