import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Dashboard feature lands. */
export default function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
