import { createMiddleware } from 'hono/factory';
import { forwardedByOurProxy } from './client-address';
import type { AppEnv } from './env';
import { HttpError } from './errors';

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses changes sent by another site's page (a form, a text/plain fetch, an image ping): only the
 * app's own pages may change anything through /api. The browser says where a request comes from in
 * Sec-Fetch-Site, or else in Origin. A request with neither (a script, the command line, an old
 * browser's same-origin request) is not a browser acting for another site and is judged by its other
 * rules (session, body type, validation).
 */
export const sameOriginChanges = createMiddleware<AppEnv>(async (c, next) => {
  const forwardedHost = forwardedByOurProxy(
    c.req.header('x-forwarded-host'),
    c.get('deps').trustProxyHops,
  );
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c.req.raw.headers, c.req.url, forwardedHost)) {
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
  await next();
});

/** `forwardedHost`: the host our own proxy says it was asked for (only when TRUST_PROXY_HOPS >= 1). */
function isCrossSite(headers: Headers, url: string, forwardedHost: string | undefined): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  // 'none' is the member's own action (a bookmark, the address bar); same-site is still another origin.
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = forwardedHost || headers.get('host');
  try {
    return origin === 'null' || new URL(origin).host !== (host ?? new URL(url).host);
  } catch {
    return true;
  }
}
