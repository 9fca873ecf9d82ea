/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type RequestSpec = RawRequest & {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };

  /** One connection of a run; `setupClient` receives each as it is made. */
  export type Client = {
    /** The headers of every request this connection sends from now on. */
    setHeaders(headers: Record<string, string>): void;
  };

  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    /** Called once for each connection as it is made. */
    setupClient?: (client: Client) => void;
    title?: string;
    /** A run before the measured one, not recorded. */
    warmup?: { connections?: number; duration?: number };
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  export type Result = {
    title?: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
    resets: number;
  };

  type Instance = EventEmitter & { stop(): void };

  function autocannon(options: Options): PromiseLike<Result> & Instance;
  export default autocannon;
}
