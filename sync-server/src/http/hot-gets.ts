import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { validateHeaderValue } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { getQueryParam } from 'hono/utils/url';
import { resolveCaller, type Caller } from '../services/session-lookup';
import { NO_STORE } from './answer-headers';
import { forwardedByOurProxy } from './client-address';
import type { AppDeps, AppEnv } from './env';
import type { ErrorAnswer } from './errors';
import { requestLine } from './request-log';
import { API_SECURITY_HEADERS, HSTS, type Header } from './security-headers';
import { callerSession, sessionTokenIn } from './session';

/** What a hot GET's handler is given: the caller, already decided, and the request's query. */
export type HotRequest = {
  deps: AppDeps;
  /** The signed-in member's Caller columns (their whole row when reached through the router). */
  member: Caller | null;
  accountDeleted: boolean;
  query: Record<string, string>;
  /** A request header by its lower-case name. */
  header: (name: string) => string | undefined;
};

/** A hot GET's answer: a 200 with this JSON body, and headers of its own (e.g. X-Next-Cursor). */
export type HotAnswer<T> = { body: T; headers?: readonly Header[] };

/**
 * A GET route the app answers many times a second (the dashboard, the feed), written once for both
 * ways it is reached: through Hono's router (`routeFor`) and before it (`hotGetAnswerer`).
 */
export type HotGet<T> = (request: HotRequest) => Promise<HotAnswer<T>>;

/** What c.json(body) is typed as, so the web's typed client still sees each route's answer. */
type JsonAnswer<T> = Response & TypedResponse<JSONParsed<T>, ContentfulStatusCode, 'json'>;

/** A hot GET served as an ordinary Hono route, behind the app's middlewares. */
export function routeFor<T extends object>(
  handler: HotGet<T>,
): (c: Context<AppEnv>) => Promise<JsonAnswer<T>> {
  return async (c) => {
    const answer = await handler({
      deps: c.get('deps'),
      member: c.get('member'),
      accountDeleted: c.get('accountDeleted'),
      query: c.req.query(),
      header: (name) => c.req.header(name),
    });
    for (const [name, value] of answer.headers ?? []) c.header(name, value);
    return c.json(answer.body);
  };
}

/** The query of a request without one. */
const NO_QUERY: Record<string, string> = Object.freeze({});

/** Exactly what @hono/node-server takes as is when it builds a request's URL (see below). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** What a hot answer starts with: Cache-Control, the API's security headers, HSTS over HTTPS. */
function headerBlock(fixed: readonly Header[], https: boolean): readonly Header[] {
  return Object.freeze([...NO_STORE, ...fixed, ...(https ? HSTS : [])]);
}

export type HotGetOptions = {
  deps: AppDeps;
  /** Exact paths (no query) to their handlers. */
  routes: ReadonlyMap<string, HotGet<unknown>>;
  /** The request log's writer, or null for none. */
  log: ((line: string) => void) | null;
  /** The app's error handler as values (errors.ts): the same answers and reports. */
  answerError: (error: unknown) => ErrorAnswer;
};

/**
 * Answers the hot GETs before @hono/node-server and Hono's router see them, straight from Node's
 * request to Node's response; returns false for every request it leaves to them.
 *
 * Nothing about security is skipped: the session is decided by the same `callerSession` as the
 * middleware (sliding or clearing the cookie alike), the handler is the route's own (its
 * `signedIn`, query validation and time-zone check), errors go through the app's error handler's
 * answers and reports, and the answer carries the same Cache-Control and security headers and is
 * logged the same way. The middlewares it does not run do nothing for a GET: body limits, the
 * same-origin check and idempotency keys concern changes only. What it saves is the framework's
 * per-request work: the adapter's Request and Response objects, the router, the chain of seven
 * middlewares and the Headers objects, and Node's header-by-header setHeader (one prepared block).
 *
 * It takes only the requests the router would see exactly as written: a GET on one of the exact
 * paths over plain HTTP (the server never terminates TLS itself), with a Host and a target the
 * adapter uses unchanged and one Cookie header (Node joins several with "; ", the adapter with
 * ", "). Anything else (HEAD, encoded paths, odd hosts) goes the ordinary way, which answers it as
 * before.
 */
export function hotGetAnswerer(options: HotGetOptions) {
  const { deps, routes, log, answerError } = options;
  let blocks: { http: readonly Header[]; https: readonly Header[] } | undefined;
  const ready = API_SECURITY_HEADERS.ready.then((fixed) => {
    blocks = { http: headerBlock(fixed, false), https: headerBlock(fixed, true) };
  });

  async function answer(
    handler: HotGet<unknown>,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    path: string,
    url: string,
  ): Promise<void> {
    const started = performance.now();
    const https =
      forwardedByOurProxy(headerOf(incoming, 'x-forwarded-proto'), deps.trustProxyHops) === 'https';
    let status = 200;
    let json: string;
    let own: readonly Header[];
    let setCookie: string | undefined;
    try {
      const session = await callerSession(
        deps,
        sessionTokenIn(incoming.headers.cookie),
        https,
        (value) => {
          setCookie = value;
        },
        resolveCaller,
      );
      const answered = await handler({
        deps,
        member: session.member,
        accountDeleted: session.accountDeleted,
        query: url.includes('?') ? (getQueryParam(url) as Record<string, string>) : NO_QUERY,
        header: (name) => headerOf(incoming, name),
      });
      own = answered.headers ?? [];
      // The prepared block is known to be valid; what a request led to is checked like setHeader.
      for (const [name, value] of own) validateHeaderValue(name, value);
      json = JSON.stringify(answered.body);
    } catch (error) {
      const failed = answerError(error);
      status = failed.status;
      own = Object.entries(failed.headers);
      json = JSON.stringify(failed.body);
    }
    if (!blocks) await ready;
    const headers: Header[] = [
      ...blocks![https ? 'https' : 'http'],
      ['Content-Type', 'application/json'],
    ];
    if (setCookie !== undefined) headers.push(['Set-Cookie', setCookie]);
    headers.push(...own, ['Content-Length', String(Buffer.byteLength(json))]);
    // An array of pairs is written as given: Node validates each pair of a flat list or a record.
    outgoing.writeHead(status, headers as unknown as OutgoingHttpHeader[]);
    outgoing.end(json);
    log?.(requestLine('GET', path, status, started));
  }

  return (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    if (incoming.method !== 'GET') return false;
    const target = incoming.url ?? '';
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const handler = routes.get(path);
    if (handler === undefined) return false;
    const host = incoming.headers.host;
    if (
      host === undefined ||
      !PLAIN_HOST.test(host) ||
      !PLAIN_TARGET.test(target) ||
      DOT_SEGMENT.test(target) ||
      (incoming.socket as TLSSocket).encrypted === true ||
      cookieHeaders(incoming.rawHeaders) > 1
    ) {
      return false;
    }
    answer(handler, incoming, outgoing, path, `http://${host}${target}`).catch((error) => {
      // Only writing the answer itself can fail here (the handler's errors are answered above):
      // report it and end the exchange.
      answerError(error);
      outgoing.destroy();
    });
    return true;
  };
}

/** A header Node keeps as one string (all but Set-Cookie), as Headers.get gives it. */
function headerOf(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function cookieHeaders(raw: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === 6 && raw[i]!.toLowerCase() === 'cookie') count += 1;
  }
  return count;
}
