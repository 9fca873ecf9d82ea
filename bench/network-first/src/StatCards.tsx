import type { DashboardStats, Goal } from '@selah/shared';
import { dashboardGoalsProgress } from './rules';
import { useQuery } from './useQuery';

const LOADING = '–';

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card stat">
      <p className="muted">{label}</p>
      <p className="figure">{value}</p>
      {hint && <p className="muted">{hint}</p>}
    </div>
  );
}

/** Mood Streak, Goals Progress ("X of Y active goals") and Mindful Minutes this week. */
export function StatCards() {
  const stats = useQuery<DashboardStats>('/api/dashboard-stats');
  const activeGoals = useQuery<Goal[]>('/api/goals/active');
  const streak = stats.data?.moodStreak;
  return (
    <div className="stats">
      <StatCard
        label="Mood Streak"
        value={streak === undefined ? LOADING : `${streak} ${streak === 1 ? 'day' : 'days'}`}
        hint="Keep checking in"
      />
      <StatCard
        label="Goals Progress"
        value={stats.data ? `${stats.data.goalsProgress}%` : LOADING}
        hint={activeGoals.data ? dashboardGoalsProgress(activeGoals.data).text : undefined}
      />
      <StatCard
        label="Mindful Minutes"
        value={stats.data ? String(stats.data.meditationMinutes) : LOADING}
        hint="this week"
      />
    </div>
  );
}
