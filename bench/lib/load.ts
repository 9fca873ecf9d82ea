import autocannon, { type RequestSpec, type Result } from 'autocannon';

export type LoadOptions = {
  url: string;
  /** Seconds measured. */
  duration: number;
  /** Seconds of unrecorded load first (JIT, caches). */
  warmup?: number;
  connections?: number;
  request: RequestSpec & { path: string };
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerRequest: number;
};

/** The settings: about 10 connections, one request at a time on each (no pipelining). */
export const CONNECTIONS = 10;

/**
 * Loads one route with autocannon. Any error, timeout or non-2xx answer fails the run: a route
 * that answers 401 or 500 quickly must never pass for a fast one.
 */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const connections = options.connections ?? CONNECTIONS;
  const result: Result = await autocannon({
    url: options.url,
    connections,
    pipelining: 1,
    duration: options.duration,
    timeout: 30,
    requests: [options.request],
    ...(options.warmup ? { warmup: { connections, duration: options.warmup } } : {}),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${options.request.method ?? 'GET'} ${options.request.path}: ${result.errors} errors, ` +
        `${result.timeouts} timeouts, ${result.non2xx} non-2xx answers out of ${result.requests.total}`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/** The mean of several runs' figures (used for interleaved A/B rounds). */
export function meanFigures(runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50: mean((run) => run.p50),
    p99: mean((run) => run.p99),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    bytesPerRequest: mean((run) => run.bytesPerRequest),
  };
}
