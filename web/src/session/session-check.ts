/**
 * Asking the server who is signed in (GET /api/me), after ending a session whose sign-out was made
 * offline. main.tsx starts the first check before React renders, so the answer travels while the
 * first screen is built instead of after it; SessionProvider then takes that answer.
 */
import type { MeResponse } from '@selah/shared';
import { api, isNetworkError } from '../lib/api';
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

/** The signed-in member's /api/me body, null for a guest; rejects when offline or on a 5xx. */
async function askServer(): Promise<MeResponse | null> {
  if (isLogoutPending()) await logoutOnServer();
  return api.getOrNullOn401<MeResponse>('/api/me');
}

let early: Promise<MeResponse | null> | null = null;

/** Starts the first session check now (app start, before the first render). */
export function startSessionCheck(): void {
  early ??= askServer();
  // Handled by whoever takes it; this only keeps an early failure from being reported as unhandled.
  early.catch(() => {});
}

/** The check started at app start if there is one (once), else a new one. */
export function checkSession(): Promise<MeResponse | null> {
  const started = early;
  early = null;
  return started ?? askServer();
}
