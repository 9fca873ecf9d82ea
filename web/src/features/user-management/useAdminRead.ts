import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';

/** An admin list read straight from the server (admin data is not kept on devices). */
export type AdminRead<Ready extends object> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & Ready);

/** What an admin read's failure says: the session, the role (`forbidden`), or the server's words. */
export function adminErrorMessage(error: unknown, forbidden: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return forbidden;
    return error.serverMessage ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Reads with `read` while `enabled` (the member is an admin): loading, then ready, offline or an
 * error message. Reads again by itself when the browser comes back online, and on `retry()`.
 * `setState` lets the caller show its own changes (a page more, a hidden post) at once.
 */
export function useAdminRead<Ready extends object>(
  enabled: boolean,
  read: (signal: AbortSignal) => Promise<Ready>,
  forbidden: string,
) {
  const online = useOnlineStatus();
  const [state, setState] = useState<AdminRead<Ready>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest reader, so an inline function does not start a read on every render.
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });

  useEffect(() => {
    if (!enabled) return;
    if (!online) {
      setState({ status: 'offline' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    reader
      .current(controller.signal)
      .then((ready) => setState({ status: 'ready', ...ready }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNetworkError(error)) setState({ status: 'offline' });
        else setState({ status: 'error', message: adminErrorMessage(error, forbidden) });
      });
    return () => controller.abort();
  }, [enabled, online, attempt, forbidden]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, retry };
}
