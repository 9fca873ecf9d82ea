import type { Context } from 'hono';
import type { AppEnv } from './env';
import { forwardedByOurProxy } from './client-address';

/**
 * True when the request reached us over HTTPS, directly or through a TLS-terminating proxy of our
 * own. X-Forwarded-Proto is believed only when TRUST_PROXY_HOPS says such a proxy exists: without
 * one, anyone could send it.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  // The request's URL is absolute: its scheme is how it reached us.
  if (/^https:/i.test(c.req.url)) return true;
  const hops = c.var.deps?.trustProxyHops ?? 0;
  return forwardedByOurProxy(c.req.header('x-forwarded-proto'), hops) === 'https';
}
