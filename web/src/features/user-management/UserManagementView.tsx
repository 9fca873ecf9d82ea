import type { ReactNode } from 'react';
import {
  AlertIcon,
  Button,
  ButtonLink,
  Card,
  CloudOffIcon,
  PageHeader,
  RefreshIcon,
  ShieldUserIcon,
  Spinner,
  StatCard,
} from '../../ui';
import { MemberList } from './MemberList';
import { ADMINS_ONLY_MESSAGE, type AdminUsersState } from './useAdminUsers';

export const OFFLINE_MESSAGE = 'User management needs a connection. Reconnect to see members.';

function Header() {
  return (
    <PageHeader
      title="User Management"
      description="See who is part of the community and how recently they visited."
    />
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-muted">
        {icon}
      </span>
      {children}
    </Card>
  );
}

/** What a member who is not an admin (or a guest) sees instead of the overview. */
export function AdminsOnlyView({ signedIn }: { signedIn: boolean }) {
  return (
    <div>
      <Header />
      <Notice icon={<ShieldUserIcon />}>
        <p className="max-w-md text-ink">{ADMINS_ONLY_MESSAGE}</p>
        {!signedIn && (
          <ButtonLink to="/login" variant="secondary">
            Sign In
          </ButtonLink>
        )}
      </Notice>
    </div>
  );
}

export interface UserManagementViewProps {
  state: AdminUsersState;
  onRetry: () => void;
  now: Date;
  timeZone: string;
  /** The reported posts queue, shown under the members (it loads on its own). */
  reports?: ReactNode;
  /** Add a member, change roles, the activity report: at the end of the page. */
  quickActions?: ReactNode;
}

/** /user-management for admins: counts, members, the reported posts and the quick actions. */
export function UserManagementView({
  state,
  onRetry,
  now,
  timeZone,
  reports,
  quickActions,
}: UserManagementViewProps) {
  return (
    <div>
      <Header />
      <div className="flex flex-col gap-6">
        {state.status === 'loading' && (
          <div className="grid place-items-center py-16">
            <Spinner label="Loading members..." size="lg" />
          </div>
        )}
        {state.status === 'offline' && (
          <Notice icon={<CloudOffIcon />}>
            <p className="max-w-md text-ink">{OFFLINE_MESSAGE}</p>
            <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
              Try Again
            </Button>
          </Notice>
        )}
        {state.status === 'error' && (
          <Notice icon={<AlertIcon />}>
            <p role="alert" className="max-w-md text-ink">
              {state.message}
            </p>
            <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
              Try Again
            </Button>
          </Notice>
        )}
        {state.status === 'ready' && (
          <>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <StatCard label="Total Members" value={state.data.counts.total} />
              <StatCard label="Active Now" value={state.data.counts.activeNow} tone="accent" />
              <StatCard label="Admins" value={state.data.counts.admins} tone="neutral" />
              <StatCard label="New This Week" value={state.data.counts.newThisWeek} />
            </div>
            <MemberList members={state.data.members} now={now} timeZone={timeZone} />
          </>
        )}
        {reports}
        {quickActions}
      </div>
    </div>
  );
}
