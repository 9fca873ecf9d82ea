/**
 * The one HTTP client of the web app, for the screens' REST calls and the sync engine alike, typed
 * from the server's routes: a path the server does not answer for that method, a missing or wrong
 * body, or a missing `:id` does not compile. The routes' type comes from the server with
 * `import type` only, so no server code reaches the bundle (lint holds that). Hono's own `hc` client
 * would give the same types but costs the first route 2 KiB gzipped, which the budget does not have
 * (decision 023).
 *
 * - Every call sends cookies (`credentials: 'include'`) and the member's IANA zone in `X-Time-Zone`.
 * - A JSON body and its content-type are sent only when there is a payload.
 * - `exchange` never throws for network trouble: it tells "no answer" (offline, a dropped connection,
 *   a timeout) apart from an answer with a status, and the sync engine decides what each means.
 * - `api` (the screens) throws instead: {@link ApiError} for a non-2xx, its message
 *   `${status}: ${bodyText || statusText}`, with the server's `{ error, field }` for display; and
 *   {@link NetworkError} for no answer, so callers can tell "the server said no" from "we could not
 *   reach it".
 */
import type { ApiSchema } from '@selah/sync-server/api';
import { NEXT_CURSOR_HEADER } from '@selah/shared';
import { rememberedTimeZone, timeZoneHeader } from './time-zone';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type RouteKey<M extends HttpMethod> = `$${Lowercase<M>}`;
type RouteOf<M extends HttpMethod> = {
  [P in keyof ApiSchema]: RouteKey<M> extends keyof ApiSchema[P] ? P : never;
}[keyof ApiSchema] &
  string;

/** A path the server answers for this method, as the browser asks for it (`/api/goals/:id`). */
export type ApiPath<M extends HttpMethod> = `/api${RouteOf<M>}`;

type Endpoint<M extends HttpMethod, P extends ApiPath<M>> = P extends `/api${infer R}`
  ? R extends keyof ApiSchema
    ? ApiSchema[R][RouteKey<M> & keyof ApiSchema[R]]
    : never
  : never;

/** What a route declares it takes: `{ json }` for a body, `{ param }` for `:id` in its path. */
type Declared<E> = E extends { input: infer I } ? I : never;

type Nothing = Record<never, never>;

/** The answer's JSON; `unknown` where the route's type does not say (a generic write or page). */
export type Answer<E> = E extends { output: infer O } ? (Nothing extends O ? unknown : O) : never;

export interface CallOptions {
  query?: Record<string, string> | URLSearchParams;
  signal?: AbortSignal;
  /** Sent besides the time zone (the sync engine names the account it syncs for). */
  headers?: Record<string, string>;
}

type Options<E> = Declared<E> & CallOptions;
/** The options argument, optional when the route needs no body or parameter. */
type OptionsArg<E> = Nothing extends Declared<E> ? [options?: Options<E>] : [options: Options<E>];

interface AnyOptions extends CallOptions {
  json?: unknown;
  param?: Record<string, string>;
}

/** The subset of `fetch` used here; the sync engine's tests pass an in-process server. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface Connection {
  fetch: FetchLike;
  /** Prepended to every path: '' in the app (same origin), an origin in tests. */
  baseUrl: string;
  /** The member's IANA zone, sent as X-Time-Zone when known (day and week rules on the server use it). */
  timeZone: () => string | null;
  requestTimeoutMs?: number;
}

/**
 * A request that has not answered after this long (unless its caller gave its own signal) counts as
 * no answer. Without a limit a hung connection (a captive portal, say) would hold the sync lock, and
 * so every tab's sync, forever, or leave a screen waiting.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export type HttpResult =
  | { kind: 'network'; error: unknown }
  | {
      kind: 'response';
      status: number;
      statusText: string;
      body: unknown;
      text: string;
      headers: Headers;
    };

function urlOf(connection: Connection, path: string, options: AnyOptions): string {
  const { param, query } = options;
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(param?.[name] ?? ''),
  );
  return connection.baseUrl + filled + (query ? `?${new URLSearchParams(query)}` : '');
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's HTML error page, say
  }
}

/** Sends one request and reads its answer whole; never throws for network trouble. */
async function exchangeAny(
  connection: Connection,
  method: HttpMethod,
  path: string,
  options: AnyOptions = {},
): Promise<HttpResult> {
  const headers = { ...timeZoneHeader(connection.timeZone()), ...options.headers };
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    cache: 'no-store',
    signal:
      options.signal ?? AbortSignal.timeout(connection.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  };
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.json);
  }
  try {
    const response = await connection.fetch(urlOf(connection, path, options), init);
    // Reading the body can fail too when the connection drops half way: that is "no answer".
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      body: parseJson(text),
      text,
      headers: response.headers,
    };
  } catch (error) {
    return { kind: 'network', error };
  }
}

/**
 * The sync engine's way in: one request through the connection it was given, its answer's body
 * left `unknown` (sync/wire.ts checks each answer, which may come from a proxy or an old server).
 */
export const exchange = exchangeAny as <M extends HttpMethod, P extends ApiPath<M>>(
  connection: Connection,
  method: M,
  path: P,
  ...[options]: OptionsArg<Endpoint<M, P>>
) => Promise<HttpResult>;

function textOf(body: unknown, key: 'error' | 'field'): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? value : undefined;
}

/** The `{ error }` message of an error body, if it has one. */
export function errorMessageOf(body: unknown): string | null {
  return textOf(body, 'error') ?? null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The human message from the server's `{ error }` body, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The field the server blamed (`{ field }`), when it named one. */
    readonly field: string | undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** The request never got an HTTP answer: offline, server down, or the connection dropped. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

/** True for errors that mean "no connection", including a raw fetch TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

/**
 * The browser's fetch, answered at once with "no answer" while the browser reports no connection:
 * the request could not go out, and sending it would only log a failed load in the console. The
 * 'online' event brings the sync engine and the session check back.
 */
export const browserFetch: FetchLike = (url, init) =>
  typeof navigator !== 'undefined' && navigator.onLine === false
    ? Promise.reject(new TypeError('The browser is offline'))
    : fetch(url, init);

/** The page's own connection: the browser's fetch, same origin, the remembered zone. */
const page: Connection = {
  fetch: browserFetch,
  baseUrl: '',
  // Left out on a first visit until Intl has answered (lib/time-zone.ts).
  timeZone: rememberedTimeZone,
};

/** One request of a screen; resolves to the answer of a 2xx, throws otherwise. */
async function call(method: HttpMethod, path: string, options?: AnyOptions) {
  const result = await exchangeAny(page, method, path, options);
  if (result.kind === 'network') {
    const { error } = result;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const { status, body, text, headers } = result;
  if (status < 200 || status > 299) {
    const { statusText } = result;
    throw new ApiError(status, text, statusText, textOf(body, 'error'), textOf(body, 'field'));
  }
  return { body, headers };
}

function method<M extends HttpMethod>(verb: M) {
  return async <P extends ApiPath<M>>(
    path: P,
    ...[options]: OptionsArg<Endpoint<M, P>>
  ): Promise<Answer<Endpoint<M, P>>> =>
    (await call(verb, path, options as AnyOptions | undefined)).body as Answer<Endpoint<M, P>>;
}

/** One page of a paged list: its body, and the next page's cursor (null on the last page). */
export interface ApiPage<T> {
  body: T;
  next: string | null;
}

/** The screens' calls, each throwing on a non-2xx; `getPage` also reads X-Next-Cursor. */
export const api = {
  get: method('GET'),
  post: method('POST'),
  patch: method('PATCH'),
  put: method('PUT'),
  delete: method('DELETE'),
  async getPage<P extends ApiPath<'GET'>>(
    path: P,
    ...[options]: OptionsArg<Endpoint<'GET', P>>
  ): Promise<ApiPage<Answer<Endpoint<'GET', P>>>> {
    const { body, headers } = await call('GET', path, options as AnyOptions | undefined);
    return { body: body as Answer<Endpoint<'GET', P>>, next: headers.get(NEXT_CURSOR_HEADER) };
  },
};
