import type { CommunityStats as Stats } from '../../data/community';
import { HeartIcon, SparklesIcon, StatCard, UsersIcon } from '../../ui';

/** Community Posts, Total Likes and Active Members; an ellipsis while the figures load. */
export function CommunityStats({ stats }: { stats: Stats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '…' : n);
  return (
    <section aria-label="Community statistics" className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Community Posts" value={value(stats?.posts)} icon={<SparklesIcon />} />
      <StatCard
        label="Total Likes"
        value={value(stats?.totalLikes)}
        icon={<HeartIcon />}
        tone="accent"
      />
      <StatCard
        label="Active Members"
        value={value(stats?.activeMembers)}
        icon={<UsersIcon />}
        tone="neutral"
      />
    </section>
  );
}
