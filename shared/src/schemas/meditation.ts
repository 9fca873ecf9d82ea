import { z } from 'zod';
import { idSchema, isoDateTimeSchema, LIMITS } from './common';

export const meditationSessionSchema = z.object({
  id: idSchema,
  userId: z.string(),
  /** Minutes. */
  duration: z.number().int().min(1),
  sessionType: z.string(),
  completedAt: isoDateTimeSchema,
});
export type MeditationSession = z.infer<typeof meditationSessionSchema>;

/** The longest session we record: a whole day of sitting is already far past any real one. */
export const MAX_MEDITATION_MINUTES = 24 * 60;

export const createMeditationSessionSchema = z.object({
  id: idSchema.optional(),
  duration: z
    .number({ message: 'Duration must be a number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(MAX_MEDITATION_MINUTES, `Duration must be at most ${MAX_MEDITATION_MINUTES} minutes`),
  sessionType: z
    .string({ message: 'Session type is required' })
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

export const GUIDED_SESSIONS = [
  { title: 'Morning Mindfulness', minutes: 10, level: 'Beginner' },
  { title: 'Breathing Exercise', minutes: 5, level: 'Beginner' },
  { title: 'Deep Relaxation', minutes: 20, level: 'Intermediate' },
  { title: 'Body Scan', minutes: 15, level: 'Beginner' },
  { title: 'Loving Kindness', minutes: 12, level: 'Intermediate' },
  { title: 'Focus & Concentration', minutes: 25, level: 'Advanced' },
] as const;
export type GuidedSession = (typeof GUIDED_SESSIONS)[number];
