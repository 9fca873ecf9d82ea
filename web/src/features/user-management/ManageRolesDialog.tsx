import { useId, useState } from 'react';
import type { AdminMember } from '@selah/shared';
import { ApiError, isNetworkError } from '../../lib/api';
import { Badge, Button, ConfirmDialog, Dialog, Spinner } from '../../ui';
import type { AdminUsersState } from './useAdminUsers';

export const ROLES_OFFLINE_MESSAGE =
  'Changing a role needs a connection. Try again when you’re back online.';

export interface ManageRolesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's members (the same page of them the list shows). */
  state: AdminUsersState;
  /** The signed-in admin: removing their own role asks first. */
  currentUserId: string;
  /** Resolves once the server has the change; rejects with its refusal. */
  onChangeRole: (memberId: string, isAdmin: boolean) => Promise<void>;
}

type RowState = { busy: boolean; error: string | null };

function failureText(error: unknown): string {
  if (isNetworkError(error)) return ROLES_OFFLINE_MESSAGE;
  return (
    (error instanceof ApiError && error.serverMessage) ||
    'Couldn’t change the role. Please try again.'
  );
}

/**
 * Manage Roles: each member with a button to make them an admin or remove the role
 * (PUT /api/admin/users/{id}/role). The server keeps the community's last admin and never makes a
 * demo member one; its refusal is shown under that member. Removing your own role asks first.
 */
export function ManageRolesDialog({
  open,
  onClose,
  state,
  currentUserId,
  onChangeRole,
}: ManageRolesDialogProps) {
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [announcement, setAnnouncement] = useState('');
  const [confirmingSelf, setConfirmingSelf] = useState(false);

  async function change(member: AdminMember, isAdmin: boolean) {
    setRows((now) => ({ ...now, [member.id]: { busy: true, error: null } }));
    setAnnouncement('');
    try {
      await onChangeRole(member.id, isAdmin);
      setRows((now) => ({ ...now, [member.id]: { busy: false, error: null } }));
      setAnnouncement(
        isAdmin ? `${member.name} is now an admin.` : `${member.name} is no longer an admin.`,
      );
    } catch (error) {
      setRows((now) => ({ ...now, [member.id]: { busy: false, error: failureText(error) } }));
    } finally {
      setConfirmingSelf(false);
    }
  }

  function close() {
    setRows({});
    setAnnouncement('');
    onClose();
  }

  const members = state.status === 'ready' ? state.data.members : [];
  const self = members.find((member) => member.id === currentUserId);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Manage roles"
      description="Admins see every member, hide reported posts and edit resources. The community always keeps at least one admin."
      footer={
        <Button variant="secondary" onClick={close}>
          Done
        </Button>
      }
    >
      {state.status === 'loading' && (
        <div className="grid place-items-center py-8">
          <Spinner label="Loading members…" />
        </div>
      )}
      {state.status === 'offline' && <p className="text-ink">{ROLES_OFFLINE_MESSAGE}</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-ink">
          {state.message}
        </p>
      )}
      {/* Always in the page, so that a screen reader hears each change as it happens. */}
      <p role="status" className="mb-3 text-sm font-medium text-success-ink empty:hidden">
        {announcement}
      </p>
      {state.status === 'ready' && (
        <>
          {state.data.counts.total > members.length && (
            <p className="mb-2 text-sm text-ink-muted">
              Showing the {members.length} newest of {state.data.counts.total} members.
            </p>
          )}
          <ul className="divide-y divide-line/70">
            {members.map((member) => (
              <MemberRoleRow
                key={member.id}
                member={member}
                isSelf={member.id === currentUserId}
                row={rows[member.id]}
                onChange={(isAdmin) =>
                  member.id === currentUserId && !isAdmin
                    ? setConfirmingSelf(true)
                    : void change(member, isAdmin)
                }
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={confirmingSelf && self !== undefined}
        title="Remove your own admin role?"
        description="You’ll no longer see User Management or edit resources. Another admin can give the role back."
        confirmLabel="Remove my role"
        busyLabel="Removing…"
        busy={self !== undefined && rows[self.id]?.busy === true}
        onConfirm={() => self && void change(self, false)}
        onCancel={() => setConfirmingSelf(false)}
      />
    </Dialog>
  );
}

function MemberRoleRow({
  member,
  isSelf,
  row,
  onChange,
}: {
  member: AdminMember;
  isSelf: boolean;
  row: RowState | undefined;
  onChange: (isAdmin: boolean) => void;
}) {
  const errorId = useId();
  const action = member.isAdmin ? 'Remove admin' : 'Make admin';
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {member.name}
            {isSelf && <Badge>You</Badge>}
            {member.isAdmin && <Badge tone="accent">Admin</Badge>}
          </p>
          <p className="truncate text-sm text-ink-muted">@{member.username}</p>
          {member.isDemo && (
            <p className="text-sm text-ink-muted">Demo member: can’t be an admin</p>
          )}
        </div>
        {!member.isDemo && (
          <Button
            variant={member.isAdmin ? 'secondary' : 'primary'}
            size="sm"
            className="min-h-11"
            aria-label={`${action}: ${member.name}${isSelf ? ' (you)' : ''}`}
            aria-describedby={row?.error ? errorId : undefined}
            loading={row?.busy}
            loadingText="Saving..."
            onClick={() => onChange(!member.isAdmin)}
          >
            {action}
          </Button>
        )}
      </div>
      {row?.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-ink">
          {row.error}
        </p>
      )}
    </li>
  );
}
