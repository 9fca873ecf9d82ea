import { useCallback, useEffect, useState } from 'react';
import {
  activityReportSchema,
  adminUsersResponseSchema,
  meResponseSchema,
  newMemberResponseSchema,
  type ActivityReport,
  type AdminMember,
  type AdminUsersResponse,
  type NewMemberRequest,
  type NewMemberResponse,
  type User,
} from '@selah/shared';
import { ApiError, api, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';

export type AdminUsersState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: AdminUsersResponse };

/** POST /api/admin/users: the new member, and the one-time link that sets their password. */
export async function addMember(input: NewMemberRequest): Promise<NewMemberResponse> {
  return newMemberResponseSchema.parse(await api.post<unknown>('/api/admin/users', input));
}

/** PUT /api/admin/users/{id}/role: the member as the server now has them. */
export async function setMemberRole(memberId: string, isAdmin: boolean): Promise<User> {
  const path = `/api/admin/users/${encodeURIComponent(memberId)}/role`;
  return meResponseSchema.parse(await api.put<unknown>(path, { isAdmin })).user;
}

/** GET /api/admin/activity: the community's activity in counts, nothing private. */
export async function getActivityReport(signal?: AbortSignal): Promise<ActivityReport> {
  return activityReportSchema.parse(await api.get<unknown>('/api/admin/activity', { signal }));
}

/**
 * GET /api/admin/users: the one screen that reads straight from the server (member data is not
 * kept on devices). Only runs when `enabled` (the member is an admin); retries by itself when the
 * browser comes back online, and on `retry()`. After a quick action, `refresh()` reads the list
 * again while the current one stays on screen, and `showAdded()` / `showRole()` show the change
 * at once.
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

  const refresh = useCallback(async () => {
    try {
      const data = adminUsersResponseSchema.parse(await api.get<unknown>('/api/admin/users'));
      setState({ status: 'ready', data });
    } catch {
      // What is shown stays; the list is read again on the next visit or "Try Again".
    }
  }, []);

  /** Shows a change on screen at once, before refresh() brings the counts too. */
  const showMembers = useCallback((change: (members: AdminMember[]) => AdminMember[]) => {
    setState((now) =>
      now.status === 'ready'
        ? { status: 'ready', data: { ...now.data, members: change(now.data.members) } }
        : now,
    );
  }, []);

  /** A member just added goes on top: the list is newest first. */
  const showAdded = useCallback(
    (added: AdminMember) => showMembers((members) => [added, ...members]),
    [showMembers],
  );

  const showRole = useCallback(
    (memberId: string, isAdmin: boolean) =>
      showMembers((members) =>
        members.map((member) => (member.id === memberId ? { ...member, isAdmin } : member)),
      ),
    [showMembers],
  );

  return { state, retry, refresh, showAdded, showRole };
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return 'User management is for community admins only.';
    return error.serverMessage ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}
