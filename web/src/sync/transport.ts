/**
 * The sync engine's HTTP: one function that sends a request through the injected `fetch` and tells
 * "no answer" (offline, dropped connection) apart from an answer with a status. It never throws for
 * network trouble, so the engine decides what each outcome means.
 */
import { timeZoneHeader } from '../lib/time-zone';

/** The subset of `fetch` the engine uses; tests pass an in-process server behind a faulty network. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type HttpResult =
  | { kind: 'network'; error: unknown }
  | { kind: 'response'; status: number; body: unknown; headers: Headers };

/**
 * A request that has not answered after this long counts as "no answer". Without a limit a hung
 * connection (a captive portal, say) would hold the sync lock, and so every tab's sync, forever.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface TransportDeps {
  fetch: FetchLike;
  /** Prepended to every path: '' in the app (same origin), an origin in tests. */
  baseUrl: string;
  /** The member's IANA zone, sent as X-Time-Zone when known (day and week rules on the server use it). */
  timeZone: () => string | null;
  requestTimeoutMs?: number;
}

export async function send(
  deps: TransportDeps,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<HttpResult> {
  const headers: Record<string, string> = timeZoneHeader(deps.timeZone());
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  try {
    const response = await deps.fetch(deps.baseUrl + path, init);
    // Reading the body can fail too when the connection drops half way: that is "no answer".
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      body: parseJson(text),
      headers: response.headers,
    };
  } catch (error) {
    return { kind: 'network', error };
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's HTML error page, say
  }
}

/** The `{ error }` message of an error body, if it has one. */
export function errorMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string') return error;
  }
  return null;
}
