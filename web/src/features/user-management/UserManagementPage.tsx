import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the User Management feature lands. */
export default function UserManagementPage() {
  return <PageHeader title="User Management" />;
}
