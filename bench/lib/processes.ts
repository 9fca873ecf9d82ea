import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A free TCP port on 127.0.0.1: the OS picks one for a throwaway listener, which then closes. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('No port from the OS');
  return address.port;
}

export type RunningServer = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts a TypeScript entry under Node with tsx's loader (no npx or tsx wrapper process, so the pid
 * is the server's), output discarded: the Selah server logs a line per request and the bench must
 * not pay for reading it. Resolves once `readyPath` answers 200.
 */
export async function startServer(options: {
  entry: string;
  cwd: string;
  env: Record<string, string>;
  readyPath: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${options.entry} exited with ${child.exitCode}: ${stderr}`);
    }
    try {
      const response = await fetch(url + options.readyPath);
      await response.arrayBuffer();
      if (response.ok) return { url, child, stop };
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  await stop();
  throw new Error(`${options.entry} did not become ready within 60 s: ${stderr}`);
}
