import type { CommunityStats as Stats } from '../../data/community';
import { HeartIcon, SparklesIcon, StatCard, StatRow, UsersIcon } from '../../ui';

/** A grey bar in place of a figure that is still loading (never a 0 that is not true). */
function Placeholder() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-7 w-12 animate-pulse rounded-lg bg-surface-muted align-middle"
      />
      <span className="sr-only">Loading</span>
    </>
  );
}

/**
 * Community Posts, Total Likes and Active Members: the server's counts over the whole community as
 * the last sync brought them (so they show offline too); a placeholder while they load.
 */
export function CommunityStats({ stats }: { stats: Stats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? <Placeholder /> : n);
  return (
    <StatRow
      as="section"
      aria-label="Community statistics"
      aria-busy={stats === undefined || undefined}
    >
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
    </StatRow>
  );
}
