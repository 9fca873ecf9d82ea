import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ACCOUNT_DELETED_MESSAGE, type User } from '@selah/shared';
import { activateAccount, getDb, type SwitchOptions } from '../db/active-db';
import { ApiError, api, isNetworkError } from '../lib/api';
import { browserTimeZone } from '../lib/time-zone';
import { requestFlush, useSyncStatus } from '../sync';
import { adoptGuestInto, removeLocalAccount } from './account-data';
import { userFromResponse } from './user-shape';
import { SessionContext, type SessionValue, type SignUpInput } from './session-context';
import { rememberedAccount, writeCachedUser } from './session-cache';
import { checkSession, logoutOnServer } from './session-check';

/**
 * Makes the remembered member's database current (the guest's if none) before anything reads it:
 * SessionProvider's first render (the entry has done it already for a remembered member).
 */
function restoreCachedAccount(): User | null {
  const cached = rememberedAccount();
  activateAccount(cached?.id ?? null);
  return cached;
}

/**
 * Knows who is signed in. Starts from the cached member (so the app opens signed-in offline),
 * then asks GET /api/session (at start and when the connection returns). Every change of member switches the local database (`activateAccount`),
 * which also makes sync load that member's data.
 *
 * Signing up or in adopts what the visitor made as a guest into the member's database; signing out
 * deletes the member's local database (the caller warns first when changes have not synced).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(restoreCachedAccount);
  const [checked, setChecked] = useState(false);

  const setUser = useCallback((next: User | null, switchOptions?: SwitchOptions) => {
    writeCachedUser(next);
    activateAccount(next?.id ?? null, switchOptions);
    setUserState(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const verify = async () => {
      try {
        const body = await checkSession();
        if (body === 'account-deleted') {
          // Deleted on another device: this device forgets everything of that member.
          const leaving = getDb().ownerId;
          if (!cancelled) setUser(null);
          if (leaving) await removeLocalAccount(leaving);
          return;
        }
        // Nobody waits on this answer (the cached member, or nothing yet, is on screen): the switch
        // and what it changes on screen are rendered as a transition, in slices.
        const next = body ? userFromResponse(body) : null;
        if (!cancelled) startTransition(() => setUser(next, { deferRender: true }));
      } catch (error) {
        // Offline or the server is down: keep the cached member until we can ask again.
        if (!isNetworkError(error) && !(error instanceof ApiError)) {
          console.warn('Could not check the session', error);
        }
      } finally {
        // Also as a transition: what waited for the answer (a first visit's dashboard) is then built
        // in slices, not in one task.
        if (!cancelled) startTransition(() => setChecked(true));
      }
    };
    void verify();
    // Asked once per start, and again when the connection returns (the session may have ended or
    // changed meanwhile); never while offline.
    const onOnline = () => void verify();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [setUser]);

  /** After signup/login: adopt the guest's data, switch to the member's database, get sync going. */
  const enterAccount = useCallback(
    async (member: User) => {
      const sameAccount = getDb().ownerId === member.id;
      const adopted = await adoptGuestInto(member.id);
      setUser(member);
      // A new database makes sync run by itself. Signing in again to the same account (its session
      // had expired: "Sign in again to sync") or adopted changes need a nudge.
      if (adopted || sameAccount) requestFlush();
    },
    [setUser],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const body = await api.post('/api/login', {
        json: { email, password, timeZone: browserTimeZone() },
      });
      const signedIn = userFromResponse(body);
      await enterAccount(signedIn);
      return signedIn;
    },
    [enterAccount],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const body = await api.post('/api/signup', {
        json: { ...input, timeZone: browserTimeZone() },
      });
      const created = userFromResponse(body);
      await enterAccount(created);
      return created;
    },
    [enterAccount],
  );

  const signOut = useCallback(async () => {
    const leaving = getDb().ownerId;
    await logoutOnServer();
    setUser(null);
    // The next person using this browser must never see this member's rows.
    if (leaving) await removeLocalAccount(leaving);
  }, [setUser]);

  /** After DELETE /api/me succeeded: nothing of the member stays on this device. */
  const forgetDeletedAccount = useCallback(async () => {
    const leaving = getDb().ownerId;
    setUser(null);
    if (leaving) await removeLocalAccount(leaving);
  }, [setUser]);

  /** The member's profile changed on the server (name, username). */
  const updateUser = useCallback((next: User) => {
    writeCachedUser(next);
    setUserState(next);
  }, []);

  // Deleted on another device while this one is open: its next sync is refused with that message.
  const syncStatus = useSyncStatus();
  const deletedWhileOpen =
    user !== null &&
    syncStatus.state === 'signin' &&
    syncStatus.message === ACCOUNT_DELETED_MESSAGE;
  useEffect(() => {
    if (deletedWhileOpen) void forgetDeletedAccount();
  }, [deletedWhileOpen, forgetDeletedAccount]);

  const value = useMemo<SessionValue>(
    () => ({ user, checked, signIn, signUp, signOut, forgetDeletedAccount, updateUser }),
    [user, checked, signIn, signUp, signOut, forgetDeletedAccount, updateUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
