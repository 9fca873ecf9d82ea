import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Community feature lands. */
export default function CommunityPage() {
  return <PageHeader title="Community" />;
}
