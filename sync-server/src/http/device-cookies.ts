import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hashToken } from '../security/tokens';
import type { AppEnv } from './env';
import { isHttps } from './https';

/**
 * Device cookies: a browser that has signed in to an account gets a token proving it, and its later
 * sign-ins to that account are counted against that device alone, so a stranger's failed guesses
 * (which lock the account for unknown devices) never lock the owner out of their own phone.
 *
 * One cookie holds an entry per account signed in on the device (a shared family tablet), newest
 * first: `<nonce>.<mac>`, the MAC an HMAC of the account and the nonce keyed with the account's
 * stored password hash. So every server process can check it without a shared secret or a table,
 * and a password change or reset ends every device's trust in one step (the device earns it again
 * with its next sign-in). The cookie never names the account.
 */
export const DEVICE_COOKIE = 'selah_device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ENTRIES_KEPT = 5;
const ENTRY = /^[\w-]{22}\.[\w-]{32}$/;
const SEPARATOR = '~';

/** The cookie's well-formed entries (none for most requests: a device that never signed in). */
export function deviceEntries(c: Context<AppEnv>): string[] {
  const value = getCookie(c, DEVICE_COOKIE);
  if (!value) return [];
  return value
    .split(SEPARATOR)
    .filter((entry) => ENTRY.test(entry))
    .slice(0, ENTRIES_KEPT);
}

function macOf(passwordHash: string, account: string, nonce: string): string {
  return createHmac('sha256', passwordHash)
    .update(`selah device ${account} ${nonce}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The entry that proves this device signed in to `account` before, or null. */
export function entryFor(entries: string[], account: string, passwordHash: string): string | null {
  for (const entry of entries) {
    const [nonce = '', mac = ''] = entry.split('.');
    const expected = macOf(passwordHash, account, nonce);
    if (timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return entry;
  }
  return null;
}

/** What the sign-in limits know a trusted device by: never the cookie itself. */
export function deviceKey(entry: string): string {
  return `device ${hashToken(entry.split('.')[0] ?? '')}`;
}

/**
 * After a sign-in (or signup): the device keeps its entry for this account, or gets one, first in
 * the cookie; the oldest entries beyond ENTRIES_KEPT fall off.
 */
export function rememberDevice(
  c: Context<AppEnv>,
  entries: string[],
  account: string,
  passwordHash: string,
): void {
  const nonce = randomBytes(16).toString('base64url');
  const entry =
    entryFor(entries, account, passwordHash) ?? `${nonce}.${macOf(passwordHash, account, nonce)}`;
  const kept = [entry, ...entries.filter((other) => other !== entry)].slice(0, ENTRIES_KEPT);
  setCookie(c, DEVICE_COOKIE, kept.join(SEPARATOR), {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Strict',
    // Only sign-in reads it.
    path: '/api',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
