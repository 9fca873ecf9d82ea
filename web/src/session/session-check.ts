/**
 * Asking the server who is signed in (GET /api/me), after ending a session whose sign-out was made
 * offline. main.tsx starts the first check before React renders, so the answer travels while the
 * first screen is built instead of after it; SessionProvider then takes that answer.
 */
import { ACCOUNT_DELETED_MESSAGE, type MeResponse } from '@selah/shared';
import { ApiError, api, isNetworkError } from '../lib/api';
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

/** What GET /api/me says: the member, a guest (null), or that this device's account was deleted. */
export type SessionAnswer = MeResponse | null | 'account-deleted';

/** The signed-in member's /api/me body, null for a guest; rejects when offline or on a 5xx. */
async function askServer(): Promise<SessionAnswer> {
  if (isLogoutPending()) await logoutOnServer();
  try {
    return await api.get('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Only a session its account's deletion ended is refused with this message.
      return error.serverMessage === ACCOUNT_DELETED_MESSAGE ? 'account-deleted' : null;
    }
    throw error;
  }
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
