import { PageHeader } from '../../ui/PageHeader';

/** Placeholder until the Goals feature lands. */
export default function GoalsPage() {
  return <PageHeader title="Goals" />;
}
