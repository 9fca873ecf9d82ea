import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED_MESSAGE } from '@selah/shared';
import { resolveSession, SESSION_MS, wasEndedByDeletion } from '../services/accounts';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { isHttps } from './https';
import { isKnownTimeZone } from './time-zone';

export const SESSION_COOKIE = 'selah_session';
export const SIGN_IN_MESSAGE = 'Please sign in';
export const ADMINS_ONLY_MESSAGE = 'Only admins can do that';

export function setSessionCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: isHttps(c),
    httpOnly: true,
    sameSite: 'Lax',
  });
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** Decides who is calling, from the session cookie alone; a userId in a body is never consulted. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { db, now } = c.get('deps');
  const token = sessionToken(c);
  let member: UserRow | null = null;
  let accountDeleted = false;
  if (token) {
    const current = now();
    const resolved = await resolveSession(db, token, current);
    if (!resolved) {
      clearSessionCookie(c);
      accountDeleted = await wasEndedByDeletion(db, token);
    } else {
      member = resolved.user;
      if (resolved.extendedUntil) setSessionCookie(c, token, resolved.extendedUntil, current);
    }
  }
  c.set('member', member);
  c.set('accountDeleted', accountDeleted);
  await next();
});

/** The signed-in member, or a 401 for anonymous callers. */
export function signedIn(c: Context<AppEnv>): UserRow {
  const member = c.get('member');
  if (!member) {
    throw new HttpError(401, c.get('accountDeleted') ? ACCOUNT_DELETED_MESSAGE : SIGN_IN_MESSAGE);
  }
  return member;
}

/** The signed-in admin, or 401 (anonymous) / 403 (member without the role). */
export function signedInAdmin(c: Context<AppEnv>): UserRow {
  const member = signedIn(c);
  if (!member.isAdmin) throw new HttpError(403, ADMINS_ONLY_MESSAGE);
  return member;
}

/**
 * The zone for day and week counts: the browser's X-Time-Zone header when valid, else the zone
 * stored on the member, else UTC.
 */
export function timeZoneOf(c: Context<AppEnv>): string {
  const header = c.req.header('x-time-zone');
  if (header !== undefined && isKnownTimeZone(header)) return header;
  return c.get('member')?.timeZone ?? 'UTC';
}

export { SESSION_MS };
