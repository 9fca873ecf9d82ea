import { z } from 'zod';
import { LIMITS } from '../constants/common';
import { MUTATION_NAMES, type MutationName } from '../constants/sync';
import { idSchema, isoDateTimeSchema } from '../schemas/common';
import { text } from '../schemas/text';
import { createMoodEntrySchema } from '../schemas/mood';
import { createGoalSchema, updateGoalProgressSchema, updateGoalSchema } from '../schemas/goals';
import { createJournalEntrySchema, updateJournalEntrySchema } from '../schemas/journal';
import {
  createCommunityPostSchema,
  feedFilterSchema,
  reportPostSchema,
} from '../schemas/community';
import { createMeditationSessionSchema } from '../schemas/meditation';
import { createPrivateSessionSchema } from '../schemas/private-sessions';
import { motivationTypeSchema } from '../schemas/motivation';
import { DECLARED_ARGS } from '../entities/schemas';
import {
  createInspirationalContentSchema,
  favoriteSchema,
  updateInspirationalContentSchema,
} from '../schemas/content';

/**
 * The args schema of every named mutation (what the mutation does is in ./effects; ./registry.ts
 * joins the two). Convention: `args.id` is always the id of
 * the row the mutation touches (for 'post.like', the post), so sync knows which local rows still
 * have pending changes. A mutation made offline carries the ids and
 * timestamps the device chose, so replaying it anywhere gives the same row.
 */
const withId = { id: idSchema };
const byId = z.object(withId);

export const MUTATION_ARGS = {
  'mood.create': createMoodEntrySchema.extend({ ...withId, date: isoDateTimeSchema }),
  'mood.delete': byId,
  'goal.create': createGoalSchema.extend({ ...withId, createdAt: isoDateTimeSchema }),
  /** Progress travels as a delta so increments made on two offline devices both count. */
  'goal.progress': z.object({
    id: idSchema,
    delta: z
      .number()
      .int()
      .min(-1000)
      .max(1000)
      .refine((d) => d !== 0, 'Delta must not be 0'),
  }),
  /** An absolute value, as the REST PATCH /api/goals/{id}/progress sends it. */
  'goal.setProgress': z.object({ id: idSchema }).extend(updateGoalProgressSchema.shape),
  'goal.update': z.object({ id: idSchema, changes: updateGoalSchema }),
  'goal.delete': byId,
  'journal.create': createJournalEntrySchema.extend({ ...withId, createdAt: isoDateTimeSchema }),
  'journal.update': z.object({ id: idSchema, changes: updateJournalEntrySchema }),
  'journal.delete': byId,
  'post.create': createCommunityPostSchema.extend({ ...withId, createdAt: isoDateTimeSchema }),
  /** A like is set membership: one per member per post, so replays and two devices converge. */
  'post.like': byId,
  /** Takes the member's like back; a post they do not like stays as it is. */
  'post.unlike': byId,
  /** Once per member per post: a second report (another device, a replay) keeps the first. */
  'post.report': reportPostSchema.extend(withId),
  /** Only the author deletes a post (admins hide it instead, and can restore it). */
  'post.delete': byId,
  'feedFilter.create': feedFilterSchema.pick({
    id: true,
    kind: true,
    targetId: true,
    createdAt: true,
  }),
  'feedFilter.delete': byId,
  'meditation.create': createMeditationSessionSchema.extend({
    ...withId,
    completedAt: isoDateTimeSchema,
  }),
  'privateSession.create': createPrivateSessionSchema.extend({
    ...withId,
    createdAt: isoDateTimeSchema,
  }),
  /** Mark Complete; null (only the REST PATCH sends it) makes the session scheduled again. */
  'privateSession.complete': z.object({ id: idSchema, completedAt: isoDateTimeSchema.nullable() }),
  'privateSession.delete': byId,
  /** Motivations are generated on the device (works offline) and stored as generated. */
  'motivation.create': z.object({
    id: idSchema,
    message: text('Message').trim().min(1).max(LIMITS.postText),
    type: motivationTypeSchema,
    createdAt: isoDateTimeSchema,
  }),
  'motivation.read': byId,
  'content.create': createInspirationalContentSchema.extend({
    ...withId,
    createdAt: isoDateTimeSchema,
  }),
  'content.update': z.object({ id: idSchema, changes: updateInspirationalContentSchema }),
  'content.delete': byId,
  'favorite.create': favoriteSchema.pick({ id: true, contentId: true, createdAt: true }),
  'favorite.delete': byId,
  ...DECLARED_ARGS,
} as const satisfies Record<MutationName, z.ZodType>;

export type MutationArgs<N extends MutationName> = z.input<(typeof MUTATION_ARGS)[N]>;
export type ParsedMutationArgs<N extends MutationName> = z.output<(typeof MUTATION_ARGS)[N]>;

export const mutationNameSchema = z.enum(MUTATION_NAMES, { message: 'Unknown mutation' });

/** Parses a mutation's args with its own schema; returns the first problem as a readable message. */
export function parseMutationArgs<N extends MutationName>(
  name: N,
  args: unknown,
): { ok: true; args: ParsedMutationArgs<N> } | { ok: false; error: string; field?: string } {
  // Looked up at call time (not captured): a test may register a mutation of its own.
  const schema = (MUTATION_ARGS as Record<string, z.ZodType>)[name];
  if (!schema) return { ok: false, error: 'Unknown mutation', field: 'name' };
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, args: result.data as ParsedMutationArgs<N> };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  return { ok: false, error: issue?.message ?? 'Invalid mutation', ...(field ? { field } : {}) };
}
