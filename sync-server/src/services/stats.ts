import { dashboardGoalsProgress, type DashboardStats, type StreakSettings } from '@selah/shared';
import type { Db } from '../db/types';
import { listGoalProgress } from './goals';
import { getWeeklyMeditationMinutes } from './meditation';
import { getMoodStreak } from './mood';

export async function getDashboardStats(
  db: Db,
  memberId: string,
  now: Date,
  timeZone: string,
  settings: StreakSettings,
): Promise<DashboardStats> {
  const moodStreak = await getMoodStreak(db, memberId, now, timeZone, settings);
  const goals = await listGoalProgress(db, memberId);
  const meditationMinutes = await getWeeklyMeditationMinutes(db, memberId, now, timeZone);
  return {
    moodStreak,
    goalsProgress: dashboardGoalsProgress(goals).percent,
    meditationMinutes,
  };
}
