import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Resources feature lands. */
export default function ResourcesPage() {
  return <PageHeader title="Resources" />;
}
