/**
 * Prayer requests, the zod half: the row a member reads, what a client sends, the args of each
 * mutation and the REST routes made of them (./device.ts has the words, facts and effects).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../schemas/common';
import { reportPostSchema } from '../../schemas/community';
import { text } from '../../schemas/text';
import { restWrite, type RestRoutes } from '../rest';
import { PRAYER_BLANK_MESSAGE, PRAYER_TEXT_MAX } from './device';

// Kept here, not with the words in ./device.ts: only a schema shows them, and the device module is
// on the first route.
export const PRAYER_TOO_LONG_MESSAGE = `A prayer request must be at most ${PRAYER_TEXT_MAX} characters`;
export const TESTIMONY_TOO_LONG_MESSAGE = `A testimony must be at most ${PRAYER_TEXT_MAX} characters`;

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

const byId = z.object({ id: idSchema });

export const prayerRequestArgs = {
  'prayer.create': createPrayerRequestSchema.extend({ id: idSchema, createdAt: isoDateTimeSchema }),
  /** "I prayed" is set membership, like a like: one per member per request, counted once. */
  'prayer.pray': byId,
  'prayer.unpray': byId,
  /** The author alone marks their request answered, once; the testimony is optional. */
  'prayer.answer': z.object({
    id: idSchema,
    answeredAt: isoDateTimeSchema,
    testimony: answerPrayerRequestSchema.shape.testimony,
  }),
  'prayer.report': reportPostSchema.extend({ id: idSchema }),
  'prayer.delete': byId,
} as const;

/** For signed-in members only (a guest gets 401). Who prayed is never answered, only the count. */
export const prayerRequestRoutes = {
  list: true,
  writes: [
    restWrite({
      method: 'POST',
      path: '',
      body: createPrayerRequestSchema,
      mutation: 'prayer.create',
      args: ({ body, now, newId }) => ({
        ...body,
        id: body.id ?? newId,
        createdAt: body.createdAt ?? now.toISOString(),
      }),
      answer: 'created',
    }),
    restWrite({
      method: 'POST',
      path: '/:id/pray',
      body: null,
      mutation: 'prayer.pray',
      args: ({ id }) => ({ id }),
      answer: 'row',
    }),
    restWrite({
      method: 'DELETE',
      path: '/:id/pray',
      body: null,
      mutation: 'prayer.unpray',
      args: ({ id }) => ({ id }),
      answer: 'row',
    }),
    // The author marks their request answered, with a testimony if they like (once).
    restWrite({
      method: 'PATCH',
      path: '/:id',
      body: answerPrayerRequestSchema,
      mutation: 'prayer.answer',
      args: ({ id, body: { testimony }, now }) => ({
        id,
        answeredAt: now.toISOString(),
        ...(testimony ? { testimony } : {}),
      }),
      answer: 'row',
    }),
    restWrite({
      method: 'POST',
      path: '/:id/report',
      body: reportPostSchema,
      mutation: 'prayer.report',
      args: ({ id, body }) => ({ ...body, id }),
      answer: 'row',
    }),
    restWrite({
      method: 'DELETE',
      path: '/:id',
      body: null,
      mutation: 'prayer.delete',
      args: ({ id }) => ({ id }),
      answer: 'id',
    }),
  ],
} as const satisfies RestRoutes;
