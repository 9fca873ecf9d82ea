import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { MAX_MEDITATION_MINUTES } from '../constants/meditation';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './text';

export const meditationSessionSchema = z.object({
  id: idSchema,
  userId: z.string(),
  /** Minutes. */
  duration: z.number().int().min(1),
  sessionType: z.string(),
  completedAt: isoDateTimeSchema,
});
export type MeditationSession = z.infer<typeof meditationSessionSchema>;

export const createMeditationSessionSchema = z.object({
  id: idSchema.optional(),
  duration: z
    .number({ message: 'Duration must be a number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(MAX_MEDITATION_MINUTES, `Duration must be at most ${MAX_MEDITATION_MINUTES} minutes`),
  sessionType: text('Session type', { message: 'Session type is required' })
    .trim()
    .min(1, 'Session type is required')
    .max(LIMITS.shortText),
  completedAt: isoDateTimeSchema.optional(),
});
export type CreateMeditationSession = z.input<typeof createMeditationSessionSchema>;

export const meditationMinutesWeekResponseSchema = z.object({ minutes: z.number().int().min(0) });

export const meditationAudioSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  audioUrl: z.string(),
  /** Seconds; null when unknown (shown as "Unknown"). */
  duration: z.number().int().min(0).nullable(),
  category: z.string(),
  isPublic: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type MeditationAudio = z.infer<typeof meditationAudioSchema>;
