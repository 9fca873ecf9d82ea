import { StatCard, StatRow } from '../../ui';
import type { MeditationStats as Stats } from '../../data/meditation';

/** Total Sessions, Total Minutes, Avg Session (min); a dash while loading. */
export function MeditationStats({ stats }: { stats: Stats | undefined }) {
  const show = (value: number | undefined) => (value === undefined ? '–' : value);
  return (
    <StatRow>
      <StatCard label="Total Sessions" value={show(stats?.totalSessions)} />
      <StatCard label="Total Minutes" value={show(stats?.totalMinutes)} tone="accent" />
      <StatCard label="Avg Session (min)" value={show(stats?.avgMinutes)} tone="neutral" />
    </StatRow>
  );
}
