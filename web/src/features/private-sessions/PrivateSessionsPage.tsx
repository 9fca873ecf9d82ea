import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Private Sessions feature lands. */
export default function PrivateSessionsPage() {
  return <PageHeader title="Private Sessions" />;
}
