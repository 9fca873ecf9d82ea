/**
 * Test-only: a network between a device and the server that misbehaves on cue. Faults are queued
 * for the next requests (optionally only those whose path matches), or drawn at random from a
 * seeded generator for fuzzing.
 *
 * - 'offline-request': the request never leaves (fetch throws), the server sees nothing.
 * - 'lose-response': the server handles the request (and commits), then the connection drops.
 * - 'duplicate': the request reaches the server twice; the client sees one answer.
 * - 'hold': the request is held back (the client sees a dropped connection) and delivered later by
 *   `deliverHeld()`, newest first: delayed and reordered.
 * - 'crash-mid-batch': only the first half of a push's mutations reach the server (which applies
 *   them), then the connection drops, as if the server died half way through the batch.
 * - 'server-error': 500 without reaching the app. 'rate-limit': 429 with Retry-After.
 *   'unavailable': 503 with Retry-After (a database restart, maintenance).
 *   'unauthorized': 401 without reaching the app. 'outdated': the 400 a server answers an app
 *   whose protocol version it no longer supports.
 */
import { UNSUPPORTED_PROTOCOL_MESSAGE } from '@selah/shared';
import type { FetchLike } from '../../../src/lib/api';

export type Fault =
  | 'offline-request'
  | 'lose-response'
  | 'duplicate'
  | 'hold'
  | 'crash-mid-batch'
  | 'server-error'
  | 'rate-limit'
  | 'unavailable'
  | 'unauthorized'
  | 'outdated';

interface Scripted {
  fault: Fault;
  path?: string;
}

export interface NetworkLog {
  method: string;
  path: string;
  fault: Fault | null;
  status: number | null;
}

export class FaultyNetwork {
  /** When false every request fails like a dead connection. */
  online = true;
  /** Seconds sent in Retry-After with 'rate-limit'. */
  retryAfterSeconds = 7;
  readonly log: NetworkLog[] = [];
  private readonly script: Scripted[] = [];
  private readonly held: (() => Promise<unknown>)[] = [];
  private random: { next: () => number; rates: Partial<Record<Fault, number>> } | null = null;

  /** Runs before a request is forwarded to the server (e.g. to write locally mid-flight). */
  beforeForward: ((path: string) => Promise<void> | void) | null = null;

  constructor(private readonly upstream: FetchLike) {}

  /** Queues faults for the next requests (matching `path`, a substring of the URL, if given). */
  inject(fault: Fault, times = 1, path?: string): this {
    for (let i = 0; i < times; i += 1) this.script.push({ fault, ...(path ? { path } : {}) });
    return this;
  }

  /** Draws a fault for every request from `next()` (uniform in [0, 1)) with the given rates. */
  randomFaults(next: () => number, rates: Partial<Record<Fault, number>>): this {
    this.random = { next, rates };
    return this;
  }

  heal(): void {
    this.online = true;
    this.random = null;
    this.script.length = 0;
  }

  get heldCount(): number {
    return this.held.length;
  }

  /** Delivers every held request to the server, newest first. */
  async deliverHeld(): Promise<void> {
    const held = this.held.splice(0).reverse();
    for (const send of held) await send();
  }

  requests(path: string): NetworkLog[] {
    return this.log.filter((entry) => entry.path.startsWith(path));
  }

  private nextFault(url: string): Fault | null {
    const index = this.script.findIndex((s) => !s.path || url.includes(s.path));
    if (index >= 0) return this.script.splice(index, 1)[0]!.fault;
    if (!this.random) return null;
    for (const [fault, rate] of Object.entries(this.random.rates) as [Fault, number][]) {
      if (this.random.next() < rate) return fault;
    }
    return null;
  }

  readonly fetch: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    const entry: NetworkLog = { method: init.method ?? 'GET', path, fault: null, status: null };
    this.log.push(entry);
    if (!this.online) {
      entry.fault = 'offline-request';
      throw new TypeError('Failed to fetch');
    }
    const fault = this.nextFault(url);
    entry.fault = fault;
    const forward = async (body = init.body) => {
      await this.beforeForward?.(path);
      return this.upstream(url, { ...init, body });
    };
    const forwardAndLog = async () => {
      const response = await forward();
      entry.status = response.status;
      return response;
    };
    switch (fault) {
      case 'offline-request':
        throw new TypeError('Failed to fetch');
      case 'lose-response':
        await forward();
        throw new TypeError('Failed to fetch');
      case 'duplicate': {
        const first = await forward();
        await (await forward()).text();
        entry.status = first.status;
        return first;
      }
      case 'crash-mid-batch': {
        if (path !== '/api/sync/push') return forwardAndLog();
        const request = JSON.parse(String(init.body)) as { mutations: unknown[] };
        const half = request.mutations.slice(0, Math.ceil(request.mutations.length / 2));
        await forward(JSON.stringify({ ...request, mutations: half }));
        throw new TypeError('Failed to fetch');
      }
      case 'hold':
        this.held.push(async () => (await forward()).text());
        throw new TypeError('Failed to fetch');
      case 'server-error':
        entry.status = 500;
        return json(500, { error: 'Something went wrong' });
      case 'rate-limit':
        entry.status = 429;
        return json(
          429,
          { error: 'Too many requests' },
          { 'Retry-After': String(this.retryAfterSeconds) },
        );
      case 'unavailable':
        entry.status = 503;
        return json(
          503,
          { error: 'The service is briefly unavailable' },
          { 'Retry-After': String(this.retryAfterSeconds) },
        );
      case 'unauthorized':
        entry.status = 401;
        return json(401, { error: 'Please sign in' });
      case 'outdated':
        entry.status = 400;
        return json(400, { error: UNSUPPORTED_PROTOCOL_MESSAGE, field: 'protocolVersion' });
      case null:
        return forwardAndLog();
    }
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
