import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../schemas/common';
import { text } from '../schemas/text';
import { communityStatsSchema } from '../schemas/community';
import {
  PULL_CURSOR_MAX_LENGTH,
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  PUSH_BATCH_MAX,
  SYNC_TABLES,
} from '../constants/sync';
import { mutationNameSchema } from './mutations';

export const outboxMutationSchema = z.object({
  mutationId: idSchema,
  seq: z.number().int().min(0),
  name: mutationNameSchema,
  args: z.unknown(),
  createdAt: isoDateTimeSchema,
});
export type OutboxMutation = z.infer<typeof outboxMutationSchema>;

/** POST /api/sync/push */
export const pushRequestSchema = z.object({
  protocolVersion: z.number().int(),
  mutations: z.array(outboxMutationSchema).min(1).max(PUSH_BATCH_MAX),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.discriminatedUnion('status', [
  z.object({ mutationId: idSchema, status: z.literal('applied') }),
  z.object({
    mutationId: idSchema,
    status: z.literal('rejected'),
    /** The HTTP status the equivalent REST call would have answered (400, 403, 404, 409). */
    code: z.number().int(),
    error: z.string(),
    field: z.string().optional(),
  }),
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({ results: z.array(mutationResultSchema) });
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const syncTableSchema = z.enum(SYNC_TABLES);

/**
 * GET /api/sync/pull?cursor=C&limit=M&protocolVersion=2. The cursor is the server's opaque token
 * (the last page's nextCursor; none on a first pull), sent back as it came.
 */
export const pullQuerySchema = z.object({
  cursor: text('The cursor').max(PULL_CURSOR_MAX_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(PULL_LIMIT_MAX).default(PULL_LIMIT_DEFAULT),
  protocolVersion: z.coerce.number().int(),
});

export const changeSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('put'),
    table: syncTableSchema,
    id: z.string(),
    version: z.number().int(),
    row: z.record(z.string(), z.unknown()),
  }),
  z.object({
    op: z.literal('delete'),
    table: syncTableSchema,
    id: z.string(),
    version: z.number().int(),
  }),
]);
export type Change = z.infer<typeof changeSchema>;

export const pullResponseSchema = z.object({
  changes: z.array(changeSchema),
  /** Pass back as `cursor` next time: an opaque token, past everything this page holds. */
  nextCursor: z.string().max(PULL_CURSOR_MAX_LENGTH),
  hasMore: z.boolean(),
  /**
   * The community's counts as the server keeps them, on a member's pull (not a guest's): the
   * device shows them, the last ones it had when offline.
   */
  communityStats: communityStatsSchema.optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
