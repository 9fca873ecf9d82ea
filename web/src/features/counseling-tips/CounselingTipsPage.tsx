import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Counseling Tips feature lands. */
export default function CounselingTipsPage() {
  return <PageHeader title="Counseling Tips" />;
}
