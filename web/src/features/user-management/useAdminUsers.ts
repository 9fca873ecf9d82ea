import { useCallback, useEffect, useState } from 'react';
import { adminUsersResponseSchema, type AdminUsersResponse } from '@selah/shared';
import { ApiError, api, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';

export type AdminUsersState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: AdminUsersResponse };

/**
 * GET /api/admin/users: the one screen that reads straight from the server (member data is not
 * kept on devices). Only runs when `enabled` (the member is an admin); retries by itself when the
 * browser comes back online, and on `retry()`.
 */
export function useAdminUsers(enabled: boolean) {
  const online = useOnlineStatus();
  const [state, setState] = useState<AdminUsersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    if (!online) {
      setState({ status: 'offline' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<unknown>('/api/admin/users', { signal: controller.signal })
      .then((body) => setState({ status: 'ready', data: adminUsersResponseSchema.parse(body) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNetworkError(error)) setState({ status: 'offline' });
        else setState({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [enabled, online, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return 'User management is for community admins only.';
    return error.serverMessage ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}
