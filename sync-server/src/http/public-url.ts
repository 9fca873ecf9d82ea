import type { Context } from 'hono';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { isHttps } from './https';

export const UNKNOWN_HOST_MESSAGE =
  'Links cannot be made from this address: set PUBLIC_URL to the address members reach Selah at';

/** Names every machine gives itself: a link to one of them can only lead back to the same machine. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Listening on every interface names no host a member could reach. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** Where the server listens (HOST and PORT), as a URL's hostname spells it (IPv6 in brackets). */
export type ListenAddress = { host: string; port: number };

/**
 * The start of links the server makes (password reset links): PUBLIC_URL when set. Without it the
 * request's own address is used, but only when it is one this server serves: its HOST with its
 * PORT, or a loopback name with its PORT (any port when the app is not listening on a socket, as in
 * tests). The Host header is the client's to choose, and a link that followed it blindly would send
 * a member's reset token to whatever host an attacker put there.
 */
export function publicBase(c: Context<AppEnv>): string {
  const { publicUrl, listen } = c.get('deps');
  if (publicUrl) return publicUrl;
  const url = new URL(c.req.url);
  if (!isServed(url, listen)) throw new HttpError(400, UNKNOWN_HOST_MESSAGE);
  return `${isHttps(c) ? 'https' : url.protocol.replace(':', '')}://${url.host}`;
}

function isServed(url: URL, listen: ListenAddress | null): boolean {
  if (url.username || url.password) return false;
  if (!listen) return LOOPBACK_NAMES.has(url.hostname);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (port !== listen.port) return false;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return (
    LOOPBACK_NAMES.has(url.hostname) ||
    (url.hostname === host.toLowerCase() && !WILDCARD_HOSTS.has(host))
  );
}
