import { z } from 'zod';
import { idSchema, isoDateTimeSchema, LIMITS } from './common';

export const MOODS = ['amazing', 'good', 'okay', 'down', 'struggling'] as const;
export const moodSchema = z.enum(MOODS, { message: 'Please choose a mood' });
export type Mood = z.infer<typeof moodSchema>;

export const MOOD_DETAILS: Record<Mood, { label: string; emoji: string; score: number }> = {
  amazing: { label: 'Amazing', emoji: '😄', score: 5 },
  good: { label: 'Good', emoji: '🙂', score: 4 },
  okay: { label: 'Okay', emoji: '😐', score: 3 },
  down: { label: 'Down', emoji: '😔', score: 2 },
  struggling: { label: 'Struggling', emoji: '😢', score: 1 },
};
/** Shown as "Latest Mood" when there are no entries yet. */
export const NEUTRAL_FACE = '😐';

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
  notes: z
    .string()
    .max(LIMITS.longText, `Notes must be at most ${LIMITS.longText} characters`)
    .optional(),
  date: isoDateTimeSchema.optional(),
});
export type CreateMoodEntry = z.infer<typeof createMoodEntrySchema>;

export const moodStreakResponseSchema = z.object({ streak: z.number().int().min(0) });
export type MoodStreakResponse = z.infer<typeof moodStreakResponseSchema>;
