#!/usr/bin/env node
// The static checks of `npm test`, side by side: the type check, ESLint and Prettier each keep one
// core busy on their own, so running them together takes about as long as the longest. Each one's
// output is printed whole once it ends (never interleaved), and the run fails naming every check
// that failed, not just the first.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['type check', 'npx', ['tsc', '-b']],
  ['ESLint', 'npx', ['eslint', '.']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? null : name);
    });
  });
}

const failed = (await Promise.all(CHECKS.map(run))).filter(Boolean);
if (failed.length > 0) {
  console.error(`\nChecks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
