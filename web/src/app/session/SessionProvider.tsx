import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse, User } from '@selah/shared';
import { activateAccount } from '../../db/active-db';
import { ApiError, api, isNetworkError } from '../../lib/api';
import { browserTimeZone } from '../../lib/time-zone';
import { userFromResponse } from './user-shape';
import { SessionContext, type SessionValue, type SignUpInput } from './session-context';
import {
  isLogoutPending,
  restoreCachedAccount,
  setLogoutPending,
  writeCachedUser,
} from './session-cache';

/** Ends the server session; remembers to retry when offline (the cookie is httpOnly). */
async function logoutOnServer(): Promise<void> {
  try {
    await api.post('/api/logout');
    setLogoutPending(false);
  } catch (error) {
    if (isNetworkError(error)) setLogoutPending(true);
    else setLogoutPending(false); // 401: already signed out on the server
  }
}

/**
 * Knows who is signed in. Starts from the cached member (so the app opens signed-in offline),
 * then asks GET /api/me. Every change of member switches the local database (`activateAccount`),
 * which also makes sync load that member's data.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(restoreCachedAccount);
  const [checked, setChecked] = useState(false);

  const setUser = useCallback((next: User | null) => {
    writeCachedUser(next);
    activateAccount(next?.id ?? null);
    setUserState(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (isLogoutPending()) await logoutOnServer();
        const body = await api.getOrNullOn401<MeResponse>('/api/me');
        if (!cancelled) setUser(body ? userFromResponse(body) : null);
      } catch (error) {
        // Offline or the server is down: keep the cached member until we can ask again.
        if (!isNetworkError(error) && !(error instanceof ApiError)) {
          console.warn('Could not check the session', error);
        }
      } finally {
        if (!cancelled) setChecked(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [setUser]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const body = await api.post<unknown>('/api/login', {
        email,
        password,
        timeZone: browserTimeZone(),
      });
      const signedIn = userFromResponse(body);
      setUser(signedIn);
      return signedIn;
    },
    [setUser],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const body = await api.post<unknown>('/api/signup', {
        ...input,
        timeZone: browserTimeZone(),
      });
      const created = userFromResponse(body);
      setUser(created);
      return created;
    },
    [setUser],
  );

  const signOut = useCallback(async () => {
    await logoutOnServer();
    setUser(null);
  }, [setUser]);

  const value = useMemo<SessionValue>(
    () => ({ user, checked, signIn, signUp, signOut }),
    [user, checked, signIn, signUp, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
