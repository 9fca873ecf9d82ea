import { goalStats, type Goal } from '@selah/shared';
import { StatCard, StatRow, TargetIcon } from '../../ui';
import { TrendIcon } from '../../ui/icons';
import { CheckCircleIcon } from './goal-icons';

/** Active Goals, Completed and Completion Rate (see goalStats). */
export function GoalStats({ goals }: { goals: Goal[] | undefined }) {
  const stats = goals ? goalStats(goals) : undefined;
  const loading = '–';
  return (
    <StatRow>
      <StatCard label="Active Goals" value={stats?.active ?? loading} icon={<TargetIcon />} />
      <StatCard
        label="Completed"
        value={stats?.completed ?? loading}
        icon={<CheckCircleIcon />}
        tone="accent"
      />
      <StatCard
        label="Completion Rate"
        value={stats ? `${stats.completionRate}%` : loading}
        icon={<TrendIcon />}
        tone="neutral"
      />
    </StatRow>
  );
}
