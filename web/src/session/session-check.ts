/**
 * Asking the server who is signed in (GET /api/session), after ending a session whose sign-out was
 * made offline: once per start, and again when the connection comes back (SessionProvider); never
 * while the browser knows it is offline. main.tsx starts the first check before React renders, so
 * the answer travels while the first screen is built instead of after it. A guest is an answer
 * (200), not an error, so a visitor's console stays quiet.
 */
import type { MeResponse } from '@selah/shared';
import { api, isNetworkError, NetworkError } from '../lib/api';
import { isLogoutPending, setLogoutPending } from './session-cache';

/** Ends the server session; remembers to retry when offline (the cookie is httpOnly). */
export async function logoutOnServer(): Promise<void> {
  try {
    await api.post('/api/logout');
    setLogoutPending(false);
  } catch (error) {
    if (isNetworkError(error)) setLogoutPending(true);
    else setLogoutPending(false); // 401: already signed out on the server
  }
}

/** What the server says: the member, a guest (null), or that this device's account was deleted. */
export type SessionAnswer = MeResponse | null | 'account-deleted';

/** The browser says it has no connection: asking would only log a failed request. */
function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The signed-in member's `{ user }`, null for a guest; rejects when offline or on a 5xx. */
async function askServer(): Promise<SessionAnswer> {
  if (knownOffline()) throw new NetworkError('offline');
  if (isLogoutPending()) await logoutOnServer();
  const { user, accountDeleted } = await api.get('/api/session');
  if (accountDeleted) return 'account-deleted';
  return user ? { user } : null;
}

let early: Promise<SessionAnswer> | null = null;

/** Starts the first session check now (app start, before the first render). */
export function startSessionCheck(): void {
  early ??= askServer();
  // Handled by whoever takes it; this only keeps an early failure from being reported as unhandled.
  early.catch(() => {});
}

/** The check started at app start if there is one (once), else a new one. */
export function checkSession(): Promise<SessionAnswer> {
  const started = early;
  early = null;
  return started ?? askServer();
}
