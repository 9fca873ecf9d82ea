import { goalStats, type Goal } from '@selah/shared';
import { StatCard, TargetIcon } from '../../ui';
import { CheckCircleIcon, TrendIcon } from './goal-icons';

/** Active Goals, Completed and Completion Rate (see goalStats). */
export function GoalStats({ goals }: { goals: Goal[] | undefined }) {
  const stats = goals ? goalStats(goals) : undefined;
  const loading = '–';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
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
    </div>
  );
}
