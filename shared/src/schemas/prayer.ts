import { z } from 'zod';
import {
  PRAYER_BLANK_MESSAGE,
  PRAYER_TEXT_MAX,
  PRAYER_TOO_LONG_MESSAGE,
  TESTIMONY_TOO_LONG_MESSAGE,
} from '../constants/prayer';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './text';

/**
 * A prayer request as a member reads it. Who prayed is never shown, not even to the author: only
 * `prayedCount` and the reader's own `prayedByMe`. An anonymous request shows its author (and
 * `userId`) to the author alone; everyone else reads `author: null` and `userId: null`.
 */
export const prayerRequestSchema = z.object({
  id: idSchema,
  userId: z.string().nullable(),
  content: z.string(),
  isAnonymous: z.boolean(),
  prayedCount: z.number().int().min(0),
  /** When the author marked it answered (null: still asking). */
  answeredAt: isoDateTimeSchema.nullable(),
  /** What the author shared when it was answered (only with answeredAt). */
  testimony: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  author: z.object({ name: z.string() }).nullable(),
  prayedByMe: z.boolean().optional(),
  reportedByMe: z.boolean().optional(),
});
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;

const prayerText = text('Prayer request', { message: PRAYER_BLANK_MESSAGE })
  .trim()
  .min(1, PRAYER_BLANK_MESSAGE)
  .max(PRAYER_TEXT_MAX, PRAYER_TOO_LONG_MESSAGE);

/** POST /api/prayer-requests. */
export const createPrayerRequestSchema = z.object({
  id: idSchema.optional(),
  content: prayerText,
  isAnonymous: z.boolean().default(false),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreatePrayerRequest = z.input<typeof createPrayerRequestSchema>;

/** PATCH /api/prayer-requests/{id}: the author marks it answered, with an optional testimony. */
export const answerPrayerRequestSchema = z.object({
  answered: z.literal(true, { message: 'A prayer request can only be marked answered' }),
  testimony: text('Testimony').trim().max(PRAYER_TEXT_MAX, TESTIMONY_TOO_LONG_MESSAGE).optional(),
});
export type AnswerPrayerRequest = z.input<typeof answerPrayerRequestSchema>;
