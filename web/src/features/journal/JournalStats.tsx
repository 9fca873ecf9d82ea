import type { JournalStats as Stats } from '../../data/journal';
import { BookIcon, CalendarHeartIcon, SparklesIcon, StatCard, StatRow } from '../../ui';

/** Total Entries, This Month and Categories Used; an ellipsis while the figures load. */
export function JournalStats({ stats }: { stats: Stats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '…' : n);
  return (
    <StatRow as="section" aria-label="Journal statistics">
      <StatCard label="Total Entries" value={value(stats?.total)} icon={<BookIcon />} />
      <StatCard
        label="This Month"
        value={value(stats?.thisMonth)}
        icon={<CalendarHeartIcon />}
        tone="accent"
      />
      <StatCard
        label="Categories Used"
        value={value(stats?.categoriesUsed)}
        icon={<SparklesIcon />}
        tone="neutral"
      />
    </StatRow>
  );
}
