import { useSession } from '../../session/useSession';
import { browserTimeZone } from '../../lib/time-zone';
import { ReportedPosts } from './ReportedPosts';
import { useAdminUsers } from './useAdminUsers';
import { useReportedPosts } from './useReportedPosts';
import { AdminsOnlyView, UserManagementView } from './UserManagementView';

/**
 * /user-management: real members and the reported posts queue for admins, a clear "admins only"
 * message for everyone else.
 */
export default function UserManagementPage() {
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  const { state, retry } = useAdminUsers(isAdmin);
  const reports = useReportedPosts(isAdmin);

  if (!isAdmin) return <AdminsOnlyView signedIn={user !== null} />;
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
          onModerate={(postId, action) => void reports.moderate(postId, action)}
        />
      }
    />
  );
}
