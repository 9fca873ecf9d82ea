/**
 * The last known member, kept in localStorage so the app opens signed-in offline (the session
 * cookie lives 30 days; GET /api/me confirms it whenever we are online). Nothing but localStorage:
 * the start-up's first script (boot.ts) reads it before the app's code and its database arrive.
 */
import type { User } from '@selah/shared';
import { isUser } from './user-shape';

const USER_KEY = 'selah.session.user';
const LOGOUT_PENDING_KEY = 'selah.session.logoutPending';

/** What is stored under the member's key, parsed; null when nothing (or nothing readable) is. */
function readStoredUser(): unknown {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function readCachedUser(): User | null {
  const stored = readStoredUser();
  return isUser(stored) ? stored : null;
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
  } catch {
    return null; // storage blocked: nobody is remembered
  }
  const id = (readStoredUser() as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/** The member this device remembers as signed in (null: a guest, or a sign-out to finish). */
export function rememberedAccount(): User | null {
  return isLogoutPending() ? null : readCachedUser();
}
