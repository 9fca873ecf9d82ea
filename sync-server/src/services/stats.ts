import { dashboardGoalsProgress, type DashboardStats } from '@selah/shared';
import type { Db } from '../db/types';
import { listGoals } from './goals';
import { getWeeklyMeditationMinutes } from './meditation';
import { getMoodStreak } from './mood';

export function getDashboardStats(
  db: Db,
  memberId: string,
  now: Date,
  timeZone: string,
): DashboardStats {
  return {
    moodStreak: getMoodStreak(db, memberId, now, timeZone),
    goalsProgress: dashboardGoalsProgress(listGoals(db, memberId)).percent,
    meditationMinutes: getWeeklyMeditationMinutes(db, memberId, now, timeZone),
  };
}
