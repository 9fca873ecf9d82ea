import { useId, useState } from 'react';
import type { AdminMember } from '@selah/shared';
import { Button, Card, CardHeader } from '../../ui';
import { ActivityReportDialog } from './ActivityReportDialog';
import { AddMemberDialog } from './AddMemberDialog';
import { ManageRolesDialog } from './ManageRolesDialog';
import type { AdminUsersState } from './useAdminUsers';

export const QUICK_ACTIONS_OFFLINE_MESSAGE =
  'Quick actions need a connection. Reconnect to add members, change roles or see the report.';

type Action = 'add' | 'roles' | 'report';

export interface QuickActionsProps {
  /** The members as the page loaded them; offline, every action waits for a connection. */
  state: AdminUsersState;
  currentUserId: string;
  onMemberAdded: (member: AdminMember) => void;
  onChangeRole: (memberId: string, isAdmin: boolean) => Promise<void>;
}

/** Add New User, Activity Report and Manage Roles: each opens its dialog. */
export function QuickActions({
  state,
  currentUserId,
  onMemberAdded,
  onChangeRole,
}: QuickActionsProps) {
  const [open, setOpen] = useState<Action | null>(null);
  const noteId = useId();
  const offline = state.status === 'offline';
  const close = () => setOpen(null);
  const actionButton = (action: Action, label: string) => (
    <Button
      variant="secondary"
      disabled={offline}
      aria-describedby={offline ? noteId : undefined}
      onClick={() => setOpen(action)}
    >
      {label}
    </Button>
  );
  return (
    <Card as="section" aria-labelledby="quick-actions-heading">
      <CardHeader
        title={<span id="quick-actions-heading">Quick Actions</span>}
        description={
          <span id={noteId}>
            {offline
              ? QUICK_ACTIONS_OFFLINE_MESSAGE
              : 'Add a member, choose who is an admin, or see how the community is doing.'}
          </span>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        {actionButton('add', 'Add New User')}
        {actionButton('report', 'Activity Report')}
        {actionButton('roles', 'Manage Roles')}
      </div>
      <AddMemberDialog open={open === 'add'} onClose={close} onAdded={onMemberAdded} />
      <ManageRolesDialog
        open={open === 'roles'}
        onClose={close}
        state={state}
        currentUserId={currentUserId}
        onChangeRole={onChangeRole}
      />
      <ActivityReportDialog open={open === 'report'} onClose={close} />
    </Card>
  );
}
