import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { MOODS } from '../constants/mood';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './text';

export const moodSchema = z.enum(MOODS, { message: 'Please choose a mood' });

export const moodEntrySchema = z.object({
  id: idSchema,
  userId: z.string(),
  mood: moodSchema,
  notes: z.string().nullable(),
  date: isoDateTimeSchema,
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

/** POST /api/mood-entries. Notes are omitted when empty; id and date are set by offline clients. */
export const createMoodEntrySchema = z.object({
  id: idSchema.optional(),
  mood: moodSchema,
  notes: text('Notes')
    .max(LIMITS.longText, `Notes must be at most ${LIMITS.longText} characters`)
    .optional(),
  date: isoDateTimeSchema.optional(),
});
export type CreateMoodEntry = z.infer<typeof createMoodEntrySchema>;

export const moodStreakResponseSchema = z.object({ streak: z.number().int().min(0) });
export type MoodStreakResponse = z.infer<typeof moodStreakResponseSchema>;
