import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * Puts headers every answer of a kind carries (security headers, Cache-Control) on the answer.
 *
 * Served by @hono/node-server, they go onto Node's ServerResponse, which merges them into the head
 * the adapter writes: the answer's own Headers object is then never built, and an answer made with
 * c.json() is written on the adapter's fast path (a plain record of headers). Building that Headers
 * object and copying it back out cost about a tenth of a small GET. A header the route set on its
 * answer itself wins over these there; no route sets any of them. In process (app.request, the
 * tests), where there is no ServerResponse, they are set on the answer.
 */
export function setAnswerHeaders(
  c: Context<AppEnv>,
  headers: readonly (readonly [name: string, value: string])[],
): void {
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return;
  }
  for (const [name, value] of headers) c.res.headers.set(name, value);
}

/** Personal data must not linger in shared caches; the service worker never caches /api either. */
export const NO_STORE = [['Cache-Control', 'no-store']] as const;
