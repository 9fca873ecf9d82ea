import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../db/schema';
import { quotaKindOf, type QuotaKind, type QuotaRefusal } from '../security/quotas';
import { findProcessed } from '../sync/processed';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { inMinutes } from './wait-text';

export function quotaMessage(refusal: QuotaRefusal): string {
  const wait = inMinutes(refusal.retryAfterSeconds);
  return refusal.kind === 'posts'
    ? `You have shared a lot of posts in the last hour. Please wait ${wait} before sharing more.`
    : `You have added a great many entries in the last hour. Please try again in ${wait}.`;
}

async function charge(
  c: Context<AppEnv>,
  member: UserRow,
  counts: Partial<Record<QuotaKind, number>>,
): Promise<void> {
  const { db, now, quotas } = c.get('deps');
  const refusal = await quotas.reserve(db, member.id, counts, now().getTime());
  if (refusal) {
    throw new HttpError(429, quotaMessage(refusal), undefined, {
      'Retry-After': String(refusal.retryAfterSeconds),
    });
  }
}

/** The REST routes that create a member's rows, and what each counts against. */
const CREATE_ROUTES: Record<string, QuotaKind> = {
  '/api/community-posts': 'posts',
  '/api/mood-entries': 'entries',
  '/api/goals': 'entries',
  '/api/journal-entries': 'entries',
  '/api/meditation-sessions': 'entries',
  '/api/private-sessions': 'entries',
  '/api/daily-motivation/generate': 'entries',
  '/api/favorites': 'entries',
};

/** A REST create by a signed-in member counts one against its quota before it runs. */
export const restCreateQuotas = createMiddleware<AppEnv>(async (c, next) => {
  const kind = c.req.method === 'POST' ? CREATE_ROUTES[c.req.path] : undefined;
  const member = c.get('member');
  if (kind && member) await charge(c, member, { [kind]: 1 });
  await next();
});

/**
 * A pushed batch reserves quota for all its creates at once, before any is applied: when they do
 * not fit, the whole batch is a 429 with Retry-After and the device keeps its outbox as it is, in
 * order, to send again. Replays of mutations already applied are not counted again.
 */
export async function chargePushedCreates(
  c: Context<AppEnv>,
  member: UserRow,
  mutations: readonly { mutationId: string; name: string }[],
): Promise<void> {
  const { db } = c.get('deps');
  const counts: Partial<Record<QuotaKind, number>> = {};
  for (const mutation of mutations) {
    const kind = quotaKindOf(mutation.name);
    if (!kind || (await findProcessed(db, member.id, mutation.mutationId)) !== undefined) continue;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  await charge(c, member, counts);
}
