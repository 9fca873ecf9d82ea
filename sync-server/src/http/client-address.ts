import { isIP } from 'node:net';
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
  const address = forwardedByOurProxy(c.req.header('x-forwarded-for'), trustedProxyHops);
  return limitKey(address ?? socketAddress);
}

/**
 * The entry of a forwarded header (X-Forwarded-For, -Proto, -Host) that our outermost proxy wrote,
 * or undefined when no proxy of ours is trusted or the header is absent. A proxy that replaces the
 * header instead of appending to it leaves one entry, which is then the one taken.
 */
export function forwardedByOurProxy(
  header: string | undefined,
  trustedProxyHops: number,
): string | undefined {
  if (trustedProxyHops <= 0 || header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[entries.length - trustedProxyHops] ?? entries[0];
}

/**
 * What the limits count an address as. One IPv6 subscriber is usually given a whole /64 and can
 * pick any address in it, so IPv6 addresses count by their /64; an IPv4 address written as IPv6
 * (::ffff:192.0.2.1, as a dual-stack socket reports it) is the IPv4 address.
 */
export function limitKey(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  if (isIP(withoutZone) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone);
  if (mapped?.[1]) return mapped[1];
  return `${ipv6Groups(withoutZone).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros (an IPv4 tail becomes two). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((group) => parseInt(group, 16).toString(16));
}
