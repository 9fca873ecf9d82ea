import { setTimeout as delay } from 'node:timers/promises';
import autocannon, { type Client, type RequestSpec, type Result } from 'autocannon';
import { cpuTimeMs } from './cpu';
import { SMOKE } from './smoke';

export type LoadOptions = {
  url: string;
  /** Seconds measured. */
  duration: number;
  connections?: number;
  /**
   * The request every connection sends; `setupClient`, when given, is called once for each
   * connection as it is made (e.g. a member per connection: ./member-per-connection.ts).
   */
  request: RequestSpec & { path: string; setupClient?: (client: Client) => void };
  /** The server's process: its CPU time per request is recorded too (Linux). */
  pid?: number;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerRequest: number;
  /** The server process's CPU time (user + system) per request, or null when unknown. */
  cpuMsPerRequest: number | null;
};

/** The issue's settings: about 10 connections, one request at a time on each (no pipelining). */
export const CONNECTIONS = 10;

/**
 * Loads one route with autocannon. Any error, timeout or non-2xx answer fails the run: a route
 * that answers 401 or 500 quickly must never pass for a fast one. Afterwards it waits until the
 * server has finished the requests autocannon abandoned at the end, so the next run starts clean.
 */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const cpuBefore = options.pid === undefined ? null : cpuTimeMs(options.pid);
  // A smoke run asks for a few requests on two connections, however long they take: its figures
  // are not judged, but on a busy machine a slow route could otherwise finish none within its
  // second, or queue past the server's patience.
  const connections = SMOKE ? 2 : (options.connections ?? CONNECTIONS);
  const { setupClient, ...request } = options.request;
  const result: Result = await autocannon({
    url: options.url,
    connections,
    pipelining: 1,
    ...(SMOKE ? { amount: connections * 2 } : { duration: options.duration }),
    timeout: 30,
    requests: [request],
    ...(setupClient ? { setupClient } : {}),
  });
  const cpuAfter = options.pid === undefined ? null : cpuTimeMs(options.pid);
  await settle(options.url);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    // autocannon counts answers per status; its types leave that out.
    const byStatus = (result as Result & { statusCodeStats?: Record<string, { count: number }> })
      .statusCodeStats;
    const statuses = Object.entries(byStatus ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    throw new Error(
      `${options.request.method ?? 'GET'} ${options.request.path}: ${result.errors} errors, ` +
        `${result.timeouts} timeouts, ${result.non2xx} non-2xx answers` +
        `${statuses ? ` (${statuses})` : ''} out of ${result.requests.total}`,
    );
  }
  const requests = result.requests.total;
  if (requests === 0) {
    throw new Error(`${options.request.path}: no request completed in ${options.duration} s`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    bytesPerRequest: result.throughput.total / requests,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / requests,
  };
}

/** Waits (up to a minute) until the server answers its health check promptly again. */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (performance.now() - started < 50) return;
    } catch {
      // Still busy closing abandoned connections.
    }
    await delay(100);
  }
}

/** The mean of several runs' figures (interleaved A/B rounds). */
export function meanFigures(runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const cpu = runs.map((run) => run.cpuMsPerRequest);
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50: mean((run) => run.p50),
    p99: mean((run) => run.p99),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    bytesPerRequest: mean((run) => run.bytesPerRequest),
    cpuMsPerRequest: cpu.every((value) => value !== null)
      ? cpu.reduce((sum, value) => sum + value, 0) / cpu.length
      : null,
  };
}
