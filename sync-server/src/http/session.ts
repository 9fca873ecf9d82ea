import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED_MESSAGE } from '@selah/shared';
import { SESSION_MS, wasEndedByDeletion } from '../services/accounts';
import { resolveSession, type ResolvedSession } from '../services/session-lookup';
import type { AppDeps, AppEnv } from './env';
import { HttpError } from './errors';
import { isHttps } from './https';
import { isKnownTimeZone } from './time-zone';

export const SESSION_COOKIE = 'selah_session';
export const SIGN_IN_MESSAGE = 'Please sign in';
export const ADMINS_ONLY_MESSAGE = 'Only admins can do that';

export function setSessionCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  c.header('Set-Cookie', sessionCookie(token, expiresAt, now, isHttps(c)), { append: true });
}

export function clearSessionCookie(c: Context): void {
  c.header('Set-Cookie', clearedSessionCookie(isHttps(c)), { append: true });
}

/** The Set-Cookie value that (re)sets the session cookie, as hono/cookie's setCookie writes it. */
function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  return generateCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
}

/** The Set-Cookie value that removes the session cookie, as hono/cookie's deleteCookie writes it. */
function clearedSessionCookie(secure: boolean): string {
  return generateCookie(SESSION_COOKIE, '', {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 0,
  });
}

export function sessionToken(c: Context): string | undefined {
  return sessionTokenIn(c.req.header('cookie'));
}

/**
 * The app's own requests carry this cookie alone, written as the server set it: then the value is
 * the token as is. hono's parser gives the same value for that header; it decodes and checks
 * every pair, which is work on every signed-in request.
 */
const ONLY_THE_SESSION_COOKIE = new RegExp(`^${SESSION_COOKIE}=([\\w-]+)$`);

/** The session token in a Cookie header (the first valid selah_session pair), or undefined. */
export function sessionTokenIn(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const alone = ONLY_THE_SESSION_COOKIE.exec(cookieHeader);
  if (alone) return alone[1];
  return parseCookies(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || undefined;
}

/** Who is calling: the member's row (whole, or the columns a lookup read). */
export type CallerSession<M = UserRow> = {
  member: M | null;
  /** The request came with a session its account's deletion ended. */
  accountDeleted: boolean;
};

const GUEST = { member: null, accountDeleted: false } as const;

/** How a session token is looked up and decided: resolveSession, or resolveCaller for hot GETs. */
export type SessionResolver<M> = (
  db: AppDeps['db'],
  token: string,
  now: Date,
) => Promise<ResolvedSession<M> | null>;

/**
 * Decides who is calling from the session cookie's token alone (a userId in a body is never
 * consulted); shared by the middleware below and the hot GETs answered before the router.
 * `setCookie` receives the Set-Cookie value the answer must carry (a slid session, or the clearing
 * of an ended one) as soon as it is known, so an error later in the request still carries it.
 */
export async function callerSession<M>(
  deps: AppDeps,
  token: string | undefined,
  https: boolean,
  setCookie: (value: string) => void,
  resolve: SessionResolver<M>,
): Promise<CallerSession<M>> {
  if (!token) return GUEST;
  const { db, now } = deps;
  const current = now();
  const resolved = await resolve(db, token, current);
  if (!resolved) {
    setCookie(clearedSessionCookie(https));
    return { member: null, accountDeleted: await wasEndedByDeletion(db, token) };
  }
  if (resolved.extendedUntil) {
    setCookie(sessionCookie(token, resolved.extendedUntil, current, https));
  }
  return { member: resolved.user, accountDeleted: false };
}

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = sessionToken(c);
  const session = await callerSession(
    c.get('deps'),
    token,
    token ? isHttps(c) : false,
    (value) => c.header('Set-Cookie', value, { append: true }),
    resolveSession,
  );
  c.set('member', session.member);
  c.set('accountDeleted', session.accountDeleted);
  await next();
});

/** The signed-in member, or a 401 for anonymous callers. */
export function signedIn(c: Context<AppEnv>): UserRow {
  return signedInAs(c.get('member'), c.get('accountDeleted'));
}

/** signedIn for a caller already decided (callerSession). */
export function signedInAs<M>(member: M | null, accountDeleted: boolean): M {
  if (!member) throw new HttpError(401, accountDeleted ? ACCOUNT_DELETED_MESSAGE : SIGN_IN_MESSAGE);
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
  return timeZoneFor(c.req.header('x-time-zone'), c.get('member'));
}

/** timeZoneOf from the X-Time-Zone header's value and the caller. */
export function timeZoneFor(
  header: string | undefined,
  member: Pick<UserRow, 'timeZone'> | null,
): string {
  if (header !== undefined && isKnownTimeZone(header)) return header;
  return member?.timeZone ?? 'UTC';
}

export { SESSION_MS };
