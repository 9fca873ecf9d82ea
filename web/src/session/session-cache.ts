/**
 * The last known member, kept in localStorage so the app opens signed-in offline (the session
 * cookie lives 30 days; GET /api/me confirms it whenever we are online). Nothing but localStorage:
 * the start-up's first script (boot.ts) reads it before the app's code and its database arrive.
 */
import type { User } from '@selah/shared';
import { isUser } from './user-shape';

const USER_KEY = 'selah.session.user';
const LOGOUT_PENDING_KEY = 'selah.session.logoutPending';

export function readCachedUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked: the app still works, it just won't open signed-in offline.
  }
}

/** A sign-out made offline still has to end the server session (the cookie is httpOnly). */
export function isLogoutPending(): boolean {
  return localStorage.getItem(LOGOUT_PENDING_KEY) === '1';
}

export function setLogoutPending(pending: boolean): void {
  if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
  else localStorage.removeItem(LOGOUT_PENDING_KEY);
}

/**
 * Only the id of the member this device remembers (see rememberedAccount), without checking the
 * rest of their cached profile: all the start-up's first script needs to find their copies.
 */
export function rememberedAccountId(): string | null {
  try {
    if (isLogoutPending()) return null;
    const cached = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof cached?.id === 'string' ? cached.id : null;
  } catch {
    return null;
  }
}

/** The member this device remembers as signed in (null: a guest, or a sign-out to finish). */
export function rememberedAccount(): User | null {
  return isLogoutPending() ? null : readCachedUser();
}
