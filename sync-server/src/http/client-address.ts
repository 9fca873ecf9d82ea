import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The address a request came from, for rate limits. X-Forwarded-For is believed only when the server
 * is told how many proxies of its own stand in front of it (TRUST_PROXY_HOPS): each appends the
 * address it saw, so the entry that many places from the right is the one our outermost proxy saw.
 * Entries further left were written by the client and prove nothing. Without trusted proxies the
 * header is ignored: anyone can send it.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxyHops: number): string {
  const socketAddress = c.env?.incoming?.socket?.remoteAddress ?? 'local';
  if (trustedProxyHops <= 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trustedProxyHops] ?? forwarded[0] ?? socketAddress;
}
