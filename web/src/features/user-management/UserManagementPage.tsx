import { useSession } from '../../session/useSession';
import { browserTimeZone } from '../../lib/time-zone';
import { useAdminUsers } from './useAdminUsers';
import { AdminsOnlyView, UserManagementView } from './UserManagementView';

/** /user-management: real members for admins, a clear "admins only" message for everyone else. */
export default function UserManagementPage() {
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  const { state, retry } = useAdminUsers(isAdmin);

  if (!isAdmin) return <AdminsOnlyView signedIn={user !== null} />;
  return (
    <UserManagementView
      state={state}
      onRetry={retry}
      now={new Date()}
      timeZone={browserTimeZone()}
    />
  );
}
