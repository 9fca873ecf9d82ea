import type { DashboardGoalsProgress } from '@selah/shared';
import { LotusIcon, StatCard, StatRow, TargetIcon } from '../../ui';
import { FlameIcon } from '../../ui/icons';

export interface DashboardStatsProps {
  /** Each undefined while loading; the streak null when the member hides streaks (no card). */
  moodStreak: number | null | undefined;
  goalsProgress: DashboardGoalsProgress | undefined;
  weeklyMinutes: number | undefined;
}

const LOADING = '–';

/** Mood Streak (unless hidden), Goals Progress and Mindful Minutes this week. */
export function DashboardStats({ moodStreak, goalsProgress, weeklyMinutes }: DashboardStatsProps) {
  return (
    <StatRow columns={moodStreak === null ? 2 : 3}>
      {moodStreak !== null && (
        <StatCard
          label="Mood Streak"
          value={
            moodStreak === undefined
              ? LOADING
              : `${moodStreak} ${moodStreak === 1 ? 'day' : 'days'}`
          }
          hint="Keep checking in"
          icon={<FlameIcon />}
          tone="accent"
        />
      )}
      <StatCard
        label="Goals Progress"
        value={goalsProgress ? `${goalsProgress.percent}%` : LOADING}
        hint={goalsProgress?.text}
        icon={<TargetIcon />}
      />
      <StatCard
        label="Mindful Minutes"
        value={weeklyMinutes ?? LOADING}
        hint="this week"
        icon={<LotusIcon />}
        tone="neutral"
      />
    </StatRow>
  );
}
