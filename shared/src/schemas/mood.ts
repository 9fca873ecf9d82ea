import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { ACTIVITY_MAX_LENGTH, MAX_ACTIVITIES_PER_ENTRY } from '../constants/activities';
import { MOODS } from '../constants/mood';
import { WEEKDAYS, type StreakSettings } from '../constants/streaks';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './text';

export const moodSchema = z.enum(MOODS, { message: 'Please choose a mood' });

export const moodEntrySchema = z.object({
  id: idSchema,
  userId: z.string(),
  mood: moodSchema,
  notes: z.string().nullable(),
  date: isoDateTimeSchema,
  /** What the member did that day (optional; null or absent when none were chosen). */
  activities: z.array(z.string()).nullable().optional(),
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
  activities: z
    .array(
      text('Activity')
        .trim()
        .min(1, 'An activity needs a name')
        .max(ACTIVITY_MAX_LENGTH, `An activity is at most ${ACTIVITY_MAX_LENGTH} characters`),
    )
    .max(MAX_ACTIVITIES_PER_ENTRY, `At most ${MAX_ACTIVITIES_PER_ENTRY} activities`)
    .refine((names) => new Set(names).size === names.length, 'An activity is listed twice')
    .optional(),
});
export type CreateMoodEntry = z.infer<typeof createMoodEntrySchema>;

export const moodStreakResponseSchema = z.object({ streak: z.number().int().min(0) });
export type MoodStreakResponse = z.infer<typeof moodStreakResponseSchema>;

/**
 * The streak settings a request names (GET /api/mood-streak, GET /api/dashboard-stats): they are
 * the device's (decision 027), so a client sends them; a request naming none gets the defaults.
 */
export const streakQuerySchema = z
  .object({
    graceDay: z.enum(['on', 'off'], { message: 'graceDay must be on or off' }).default('on'),
    restDay: z
      .enum(WEEKDAYS, { message: 'restDay must be a day of the week, e.g. sunday' })
      .optional(),
  })
  .transform(({ graceDay, restDay }): StreakSettings => ({
    graceDay: graceDay === 'on',
    restDay: restDay ?? null,
  }));
