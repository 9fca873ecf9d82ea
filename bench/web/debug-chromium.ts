import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { TMP_DIR } from '../fixture';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';

export type DebugChromium = { port: number; close(): Promise<void> };

/**
 * Chromium with a DevTools port for Lighthouse, on a fresh profile that is deleted afterwards (a
 * cold start every time). The port is chosen by Chromium (port 0) and read back from the profile's
 * DevToolsActivePort file, so two runs never race for one. /usr/bin/chromium is a shell wrapper
 * that may outlive or not exec the browser, so it runs in its own process group and the whole
 * group is ended at the close.
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const profile = mkdtempSync(join(TMP_DIR, 'lighthouse-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const close = async () => {
    await endGroup(child);
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    } catch {
      // Not written yet.
    }
    await delay(50);
  }
  await close();
  throw new Error(`Chromium gave no DevTools port within 30 s: ${stderr}`);
}

async function endGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  signalGroup(child.pid, 'SIGTERM');
  const ended = await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]);
  if (!ended) signalGroup(child.pid, 'SIGKILL');
  // The wrapper may exit before the browser's helpers; give them a moment, then make sure.
  await delay(200);
  signalGroup(child.pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}
