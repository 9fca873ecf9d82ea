import { z } from 'zod';

/** GET /api/dashboard-stats */
export const dashboardStatsSchema = z.object({
  moodStreak: z.number().int().min(0),
  goalsProgress: z.number().int().min(0).max(100),
  meditationMinutes: z.number().int().min(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
