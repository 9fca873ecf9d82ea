import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

export const MOTIVATION_TYPES = [
  'affirmation',
  'goal_reminder',
  'streak_celebration',
  'progress_highlight',
  'custom',
] as const;
export const motivationTypeSchema = z.enum(MOTIVATION_TYPES);
export type MotivationType = z.infer<typeof motivationTypeSchema>;

export const dailyMotivationSchema = z.object({
  id: idSchema,
  userId: z.string(),
  message: z.string(),
  type: motivationTypeSchema,
  isRead: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type DailyMotivation = z.infer<typeof dailyMotivationSchema>;

/** POST /api/daily-motivation/generate takes an empty body; offline clients may send their own id. */
export const generateMotivationRequestSchema = z
  .object({ id: idSchema.optional(), createdAt: isoDateTimeSchema.optional() })
  .default({});
