import { z } from 'zod';
import { MOTIVATION_TYPES } from '../constants/motivation';
import { idSchema, isoDateTimeSchema } from './common';

export const motivationTypeSchema = z.enum(MOTIVATION_TYPES);

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
