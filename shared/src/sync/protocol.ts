import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../schemas/common';
import { mutationNameSchema } from './mutations';

/** Bumped when the push or pull shapes change incompatibly; the server answers others with a 400. */
export const SYNC_PROTOCOL_VERSION = 1;
export const PUSH_BATCH_MAX = 100;
export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 2000;
export const UNSUPPORTED_PROTOCOL_MESSAGE =
  'This version of Selah is out of date. Reload the app to keep syncing.';

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

/** The local tables a pull can write to; names match the web app's Dexie tables. */
export const SYNC_TABLES = [
  'moodEntries',
  'goals',
  'journalEntries',
  'communityPosts',
  'meditationSessions',
  'privateSessions',
  'motivations',
  'inspirationalContent',
  'counselingTips',
  'meditationAudio',
] as const;
export const syncTableSchema = z.enum(SYNC_TABLES);
export type SyncTable = z.infer<typeof syncTableSchema>;

/** GET /api/sync/pull?cursor=N&limit=M&protocolVersion=1 */
export const pullQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
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
  /** Pass back as `cursor` next time: the highest version included. */
  nextCursor: z.number().int(),
  hasMore: z.boolean(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
