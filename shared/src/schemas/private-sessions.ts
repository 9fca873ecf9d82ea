import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { PRIVATE_SESSION_TYPES } from '../constants/private-sessions';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import { text } from './text';

export const privateSessionTypeSchema = z.enum(PRIVATE_SESSION_TYPES, {
  message: 'Session type is required',
});

export const privateSessionSchema = z.object({
  id: idSchema,
  userId: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  sessionType: privateSessionTypeSchema,
  /** Minutes. */
  duration: z.number().int().nullable(),
  scheduledAt: isoDateTimeSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type PrivateSession = z.infer<typeof privateSessionSchema>;

export const createPrivateSessionSchema = z.object({
  id: idSchema.optional(),
  title: text('Title', { message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.shortText, `Title must be at most ${LIMITS.shortText} characters`),
  sessionType: privateSessionTypeSchema,
  scheduledAt: isoDateTimeSchema.optional().nullable(),
  duration: z
    .number({ message: 'Duration must be a whole number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(24 * 60, 'Duration must be at most 1440 minutes')
    .optional()
    .nullable(),
  notes: optionalText('Notes', LIMITS.longText),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreatePrivateSession = z.input<typeof createPrivateSessionSchema>;

/** PATCH /api/private-sessions/{id}: Mark Complete sends completedAt. */
export const updatePrivateSessionSchema = z.object({
  completedAt: isoDateTimeSchema.nullable(),
});
export type UpdatePrivateSession = z.infer<typeof updatePrivateSessionSchema>;
