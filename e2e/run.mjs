#!/usr/bin/env node
// Runs the end-to-end suite: makes sure Debian's Chromium is there (installing it when we are root on a
// Debian machine), builds the app, then hands over to Vitest, whose global setup starts the real server
// on a temporary database, one per pass, passes side by side. Nothing is skipped silently: without a
// browser the run fails with the reason.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

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
 * Runs one pass in a process of its own, its output held and printed whole when it ends (passes
 * running side by side never interleave their lines); resolves to the pass's name if it failed.
 */
function pass({ name, args, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\nEnd-to-end, ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? null : name);
    });
  });
}

/** Runs the passes at most `limit` at a time, each as soon as a slot is free. */
async function runPasses(passes, limit) {
  const failed = [];
  const queue = [...passes];
  async function slot() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const failure = await pass(next);
      if (failure) failed.push(failure);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, passes.length) }, slot));
  return failed;
}

/**
 * The whole suite, split for the machine's cores: each file runs on one of two servers on SQLite
 * (files dealt out in turn, by name), and a member's journey and offline sync once more on a server on
 * PostgreSQL (a throwaway cluster); the rest (routes, PWA, timer) does not touch the database
 * differently. Each pass has its own server and database, so files never share a server's state with
 * a file running beside them; within a pass, files run one at a time, each with its own browser.
 */
function wholeSuite() {
  const files = readdirSync(new URL('.', import.meta.url))
    .filter((file) => file.endsWith('.e2e.ts'))
    .sort();
  const halves = [0, 1].map((half) => files.filter((_, index) => index % 2 === half));
  return [
    { name: 'SQLite, first half', args: halves[0] },
    { name: 'SQLite, second half', args: halves[1] },
    {
      name: 'PostgreSQL',
      args: ['member-journey', 'offline-sync'],
      env: { E2E_DATABASE: 'postgres' },
    },
  ];
}

ensureChromium();
if (!process.env.E2E_SKIP_BUILD && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('The app did not build, so no end-to-end test ran.');
  process.exit(1);
}
// Every pass runs even when another failed, so one failure never hides another; the run fails at
// the end, naming each pass that failed.
const filters = process.argv.slice(2);
const passes = filters.length > 0 ? [{ name: 'SQLite', args: filters }] : wholeSuite();
const failedPasses = await runPasses(passes, Math.max(2, availableParallelism()));
if (failedPasses.length > 0) {
  console.error(`End-to-end passes that failed: ${failedPasses.join(', ')}`);
  process.exit(1);
}
