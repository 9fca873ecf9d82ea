import type { Context } from 'hono';

/** True when the request reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function isHttps(c: Context): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' ||
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}
