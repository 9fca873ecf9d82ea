import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { DEFAULT_JOURNAL_CATEGORY, JOURNAL_CATEGORIES } from '../constants/journal';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common';
import { text } from './text';

export const journalCategorySchema = z.enum(JOURNAL_CATEGORIES, {
  message: 'Choose a listed category',
});

export const journalEntrySchema = z.object({
  id: idSchema,
  userId: z.string(),
  title: z.string(),
  content: z.string(),
  category: journalCategorySchema,
  createdAt: isoDateTimeSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const journalTitle = text('Title', { message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(LIMITS.shortText, `Title must be at most ${LIMITS.shortText} characters`);
const journalContent = text('Content', { message: 'Content is required' })
  .min(1, 'Content is required')
  .max(LIMITS.longText, `Content must be at most ${LIMITS.longText} characters`)
  .refine((value) => value.trim() !== '', 'Content is required');

/**
 * POST /api/journal-entries. The spec's client sends a placeholder userId; it is accepted and ignored:
 * the server always writes for the session's member.
 */
export const createJournalEntrySchema = z.object({
  id: idSchema.optional(),
  title: journalTitle,
  content: journalContent,
  category: journalCategorySchema.default(DEFAULT_JOURNAL_CATEGORY),
  userId: z.unknown().optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateJournalEntry = z.input<typeof createJournalEntrySchema>;

export const updateJournalEntrySchema = z.object({
  title: journalTitle.optional(),
  content: journalContent.optional(),
  category: journalCategorySchema.optional(),
});
export type UpdateJournalEntry = z.input<typeof updateJournalEntrySchema>;

/** GET /api/journal-entries?limit=N&cursor=C (the dashboard asks for ?limit=2) */
export const journalListQuerySchema = pageQuerySchema;
