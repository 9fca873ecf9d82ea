import { useSession } from '../../session/useSession';
import { browserTimeZone } from '../../lib/time-zone';
import { QuickActions } from './QuickActions';
import { ReportedPosts } from './ReportedPosts';
import { setMemberRole, useAdminUsers } from './useAdminUsers';
import { useReportedPosts } from './useReportedPosts';
import { AdminsOnlyView, UserManagementView } from './UserManagementView';

/**
 * /user-management: real members, the reported posts queue and the quick actions for admins, a
 * clear "admins only" message for everyone else.
 */
export default function UserManagementPage() {
  const { user, updateUser } = useSession();
  const isAdmin = user?.isAdmin === true;
  const { state, retry, refresh, showAdded, showRole } = useAdminUsers(isAdmin);
  const reports = useReportedPosts(isAdmin);

  if (!user || !isAdmin) return <AdminsOnlyView signedIn={user !== null} />;
  const admin = user;

  async function changeRole(memberId: string, makeAdmin: boolean) {
    const changed = await setMemberRole(memberId, makeAdmin);
    // The server's answer is this session's member now: without the role, the page turns into
    // the admins-only view at once, as every other admin-only place in the app does.
    if (changed.id === admin.id) {
      updateUser(changed);
      return;
    }
    showRole(changed.id, changed.isAdmin);
    void refresh();
  }

  const now = new Date();
  return (
    <UserManagementView
      state={state}
      onRetry={retry}
      now={now}
      timeZone={browserTimeZone()}
      reports={
        <ReportedPosts
          state={reports.state}
          moderation={reports.moderation}
          now={now}
          onRetry={reports.retry}
          onLoadMore={() => void reports.loadMore()}
          onModerate={(postId, action, table) => void reports.moderate(postId, action, table)}
        />
      }
      quickActions={
        <QuickActions
          state={state}
          currentUserId={admin.id}
          onMemberAdded={(member) => {
            showAdded(member);
            void refresh();
          }}
          onChangeRole={changeRole}
        />
      }
    />
  );
}
