import { Hono } from 'hono';
import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  PUSH_BATCH_MAX,
  pullQuerySchema,
  SYNC_PROTOCOL_VERSION,
  UNSUPPORTED_PROTOCOL_MESSAGE,
  type MutationResult,
  type PullResponse,
  type PushResponse,
} from '@selah/shared';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { pullingMember, pushingMember } from '../http/sync-account';
import { jsonBody, jsonReadInHandler, parseWith } from '../http/validate';
import { chargePushedMutations } from '../http/write-quotas';
import { pullChanges } from '../sync/pull';
import { pushMutations, type PushedMutation } from '../sync/push';
import { pruneProcessed, tooOldResult } from '../sync/retention';

/**
 * The shared pushRequestSchema, except that a mutation name this server does not know is rejected
 * for that mutation alone (recorded, the batch goes on) instead of failing the whole batch.
 */
const pushBodySchema = z.object({
  protocolVersion: z.number().int(),
  mutations: z
    .array(
      z.object({
        mutationId: idSchema,
        seq: z.number().int().min(0),
        name: z.string().max(100),
        args: z.unknown(),
        createdAt: isoDateTimeSchema,
      }),
    )
    .min(1, 'Send at least one mutation')
    .max(PUSH_BATCH_MAX, `Send at most ${PUSH_BATCH_MAX} mutations at a time`)
    .superRefine((mutations, context) => {
      // Two different changes under one id: at most one could be recorded, so neither is applied.
      const seen = new Set<string>();
      mutations.forEach(({ mutationId }, index) => {
        if (seen.has(mutationId)) {
          context.addIssue({
            code: 'custom',
            message: 'Each mutationId may appear only once in a batch',
            path: [index, 'mutationId'],
          });
        }
        seen.add(mutationId);
      });
    }),
});

/**
 * Checked before anything else in the request: another protocol version may shape it differently.
 * A missing version is an old client too. The body carries a number, the pull query a string.
 */
function requireSupportedProtocol(version: unknown): void {
  if (version !== SYNC_PROTOCOL_VERSION && version !== String(SYNC_PROTOCOL_VERSION)) {
    throw new HttpError(400, UNSUPPORTED_PROTOCOL_MESSAGE, 'protocolVersion');
  }
}

/** Mutations too old to apply are answered here; the rest go through the push, results in seq order. */
async function pushWithinAge(
  db: Db,
  member: UserRow,
  mutations: (PushedMutation & { createdAt: string })[],
  now: () => Date,
): Promise<MutationResult[]> {
  const current = now();
  const old = new Map<string, MutationResult>();
  for (const mutation of mutations) {
    const result = await tooOldResult(db, member.id, mutation, current);
    if (result) old.set(mutation.mutationId, result);
  }
  if (old.size === 0) return pushMutations(db, member, mutations, now);
  const pushed = await pushMutations(
    db,
    member,
    mutations.filter((mutation) => !old.has(mutation.mutationId)),
    now,
  );
  const byId = new Map(pushed.map((result) => [result.mutationId, result]));
  return [...mutations]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((mutation) => old.get(mutation.mutationId) ?? byId.get(mutation.mutationId) ?? []);
}

export const syncRoutes = new Hono<AppEnv>()
  .post('/sync/push', jsonReadInHandler(pushBodySchema), async (c) => {
    const member = pushingMember(c);
    const { db, now } = c.get('deps');
    const body = await jsonBody(c, z.record(z.string(), z.unknown()));
    requireSupportedProtocol(
      typeof body.protocolVersion === 'number' ? body.protocolVersion : null,
    );
    const { mutations } = parseWith(pushBodySchema, body);
    await chargePushedMutations(c, member, mutations);
    const response: PushResponse = { results: await pushWithinAge(db, member, mutations, now) };
    await pruneProcessed(db, now());
    return c.json(response);
  })
  // Guests may pull too: the public tables (content, tips, audio) fill a device for offline use.
  .get('/sync/pull', async (c) => {
    const query = c.req.query();
    requireSupportedProtocol(query.protocolVersion);
    const { cursor, limit } = parseWith(pullQuerySchema, query);
    const member = pullingMember(c);
    const response: PullResponse = await pullChanges(
      c.get('deps').db,
      { memberId: member?.id ?? null },
      cursor,
      limit,
    );
    return c.json(response);
  });
