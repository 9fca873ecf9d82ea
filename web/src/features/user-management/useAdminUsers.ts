import { useCallback } from 'react';
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
import { api } from '../../lib/api';
import { useAdminRead, type AdminRead } from './useAdminRead';

export type AdminUsersState = AdminRead<{ data: AdminUsersResponse }>;

export const ADMINS_ONLY_MESSAGE = 'User management is for community admins only.';

async function readMembers(signal?: AbortSignal): Promise<{ data: AdminUsersResponse }> {
  return {
    data: adminUsersResponseSchema.parse(await api.get('/api/admin/users', { signal })),
  };
}

/** POST /api/admin/users: the new member, and the one-time link that sets their password. */
export async function addMember(input: NewMemberRequest): Promise<NewMemberResponse> {
  return newMemberResponseSchema.parse(await api.post('/api/admin/users', { json: input }));
}

/** PUT /api/admin/users/{id}/role: the member as the server now has them. */
export async function setMemberRole(memberId: string, isAdmin: boolean): Promise<User> {
  const answer = await api.put('/api/admin/users/:id/role', {
    param: { id: memberId },
    json: { isAdmin },
  });
  return meResponseSchema.parse(answer).user;
}

/** GET /api/admin/activity: the community's activity in counts, nothing private. */
export async function getActivityReport(signal?: AbortSignal): Promise<ActivityReport> {
  return activityReportSchema.parse(await api.get('/api/admin/activity', { signal }));
}

/**
 * GET /api/admin/users: the one screen that reads straight from the server (member data is not
 * kept on devices). Only runs when `enabled` (the member is an admin); retries by itself when the
 * browser comes back online, and on `retry()`. After a quick action, `refresh()` reads the list
 * again while the current one stays on screen, and `showAdded()` / `showRole()` show the change
 * at once.
 */
export function useAdminUsers(enabled: boolean) {
  const { state, setState, retry } = useAdminRead(enabled, readMembers, ADMINS_ONLY_MESSAGE);

  const refresh = useCallback(async () => {
    try {
      setState({ status: 'ready', ...(await readMembers()) });
    } catch {
      // What is shown stays; the list is read again on the next visit or "Try Again".
    }
  }, [setState]);

  /** Shows a change on screen at once, before refresh() brings the counts too. */
  const showMembers = useCallback(
    (change: (members: AdminMember[]) => AdminMember[]) => {
      setState((now) =>
        now.status === 'ready'
          ? { status: 'ready', data: { ...now.data, members: change(now.data.members) } }
          : now,
      );
    },
    [setState],
  );

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
