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
  type PushResponse,
} from '@selah/shared';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { inSyncTurn } from '../http/sync-admission';
import { pullingMember, pushingMember } from '../http/sync-account';
import { jsonBody, jsonReadInHandler, parseWith } from '../http/validate';
import { chargePushedMutations } from '../http/write-quotas';
import { decodeCursor } from '../sync/cursor';
import { readPullJson } from '../sync/pull-threads';
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
function requireSupportedProtocol(version: unknown, supported: readonly number[]): void {
  if (!supported.some((known) => version === known || version === String(known))) {
    throw new HttpError(400, UNSUPPORTED_PROTOCOL_MESSAGE, 'protocolVersion');
  }
}

/**
 * A push is shaped the same in protocol 1 and 2, so a device that has not reloaded yet still
 * delivers its outbox; its pull speaks the single-number cursor of 1, which only a reload (and a
 * pull in protocol 2, carrying that number as the cursor) can carry on from.
 */
const PUSH_PROTOCOLS = [1, SYNC_PROTOCOL_VERSION];
const PULL_PROTOCOLS = [SYNC_PROTOCOL_VERSION];

/**
 * Mutations too old to apply are answered here; the rest go through the push, results in seq order.
 * `charge` reserves the write quotas inside the push's transaction for the mutations no push has
 * processed yet: the push's own, and the too-old ones that are not replays (a rejection counts).
 */
async function pushWithinAge(
  db: Db,
  member: UserRow,
  mutations: (PushedMutation & { createdAt: string })[],
  now: () => Date,
  sliceSize: number | undefined,
  charge: (tx: Db, fresh: readonly { name: string }[]) => Promise<void>,
): Promise<MutationResult[]> {
  const current = now();
  const old = new Map<string, MutationResult>();
  const freshOld: PushedMutation[] = [];
  for (const mutation of mutations) {
    const answer = await tooOldResult(db, member.id, mutation, current);
    if (!answer) continue;
    old.set(mutation.mutationId, answer.result);
    if (!answer.replay) freshOld.push(mutation);
  }
  // The too-old ones are charged with the first slice of the push (sync/push.ts), once.
  const options = {
    setBased: true,
    sliceSize,
    beforeApply: (tx: Db, fresh: readonly PushedMutation[], slice: number) =>
      charge(tx, slice === 0 ? [...fresh, ...freshOld] : fresh),
  };
  if (old.size === 0) return pushMutations(db, member, mutations, now, options);
  const pushed = await pushMutations(
    db,
    member,
    mutations.filter((mutation) => !old.has(mutation.mutationId)),
    now,
    options,
  );
  const byId = new Map(pushed.map((result) => [result.mutationId, result]));
  return [...mutations]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((mutation) => old.get(mutation.mutationId) ?? byId.get(mutation.mutationId) ?? []);
}

export const syncRoutes = new Hono<AppEnv>()
  .post('/sync/push', jsonReadInHandler(pushBodySchema), async (c) => {
    const member = pushingMember(c);
    const { db, now, pushSliceSize } = c.get('deps');
    // Reading and checking the body is part of the work that takes turns (http/sync-admission.ts).
    return inSyncTurn(c, member.id, async () => {
      const body = await jsonBody(c, z.record(z.string(), z.unknown()));
      requireSupportedProtocol(
        typeof body.protocolVersion === 'number' ? body.protocolVersion : null,
        PUSH_PROTOCOLS,
      );
      const { mutations } = parseWith(pushBodySchema, body);
      const results = await pushWithinAge(db, member, mutations, now, pushSliceSize, (tx, fresh) =>
        chargePushedMutations(c, tx, member, fresh),
      );
      const response: PushResponse = { results };
      await pruneProcessed(db, now());
      return c.json(response);
    });
  })
  // Guests may pull too: the public tables (content, tips, audio) fill a device for offline use.
  .get('/sync/pull', async (c) => {
    const query = c.req.query();
    requireSupportedProtocol(query.protocolVersion, PULL_PROTOCOLS);
    const { cursor: token, limit } = parseWith(pullQuerySchema, query);
    const cursor = decodeCursor(token);
    if (!cursor) throw new HttpError(400, 'That sync cursor is not one this server gave', 'cursor');
    const member = pullingMember(c);
    // A guest takes turns by address: guests share no account, and each device counts alone.
    const key = member?.id ?? `guest:${clientAddress(c, c.get('deps').trustProxyHops)}`;
    return inSyncTurn(c, key, async () => {
      // The PullResponse's JSON, joined from each change's own (sync/pull.ts), read on a pull
      // thread where the database has them (sync/pull-threads.ts).
      const json = await readPullJson(
        c.get('deps').db,
        { memberId: member?.id ?? null },
        cursor,
        limit,
      );
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    });
  });
