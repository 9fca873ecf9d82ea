import type { Context } from 'hono';
import type { UserRow } from '../db/schema';
import { quotaKindOf, type QuotaKind, type QuotaRefusal } from '../security/quotas';
import { processedIds } from '../sync/processed';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { inMinutes } from './wait-text';

export function quotaMessage(refusal: QuotaRefusal): string {
  const wait = inMinutes(refusal.retryAfterSeconds);
  switch (refusal.kind) {
    case 'posts':
      return `You have shared a lot of posts in the last hour. Please wait ${wait} before sharing more.`;
    case 'prayers':
      return `You have shared a lot of prayer requests in the last hour. Please wait ${wait} before sharing another.`;
    case 'entries':
      return `You have added a great many entries in the last hour. Please try again in ${wait}.`;
    case 'changes':
      return `You have made a great many changes in the last hour. Please try again in ${wait}.`;
  }
}

/**
 * Counts `counts` against the member's quotas, all or nothing, before anything is written: when
 * they do not fit, the request is a 429 with Retry-After (the end of the window) and changes nothing.
 */
export async function chargeQuotas(
  c: Context<AppEnv>,
  member: UserRow,
  counts: Partial<Record<QuotaKind, number>>,
): Promise<void> {
  const { now, quotas } = c.get('deps');
  const refusal = await quotas.reserve(member.id, counts, now().getTime());
  if (refusal) {
    throw new HttpError(429, quotaMessage(refusal), undefined, {
      'Retry-After': String(refusal.retryAfterSeconds),
    });
  }
}

/**
 * The one check every write takes, REST or pushed: each named mutation counts against its kind's
 * quota (see quotaKindOf), whether it will be applied or rejected.
 */
export async function chargeMutations(
  c: Context<AppEnv>,
  member: UserRow,
  mutationNames: readonly string[],
): Promise<void> {
  const counts: Partial<Record<QuotaKind, number>> = {};
  for (const name of mutationNames) {
    const kind = quotaKindOf(name, member);
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  await chargeQuotas(c, member, counts);
}

/**
 * A pushed batch reserves quota for all its mutations at once, before any is applied: when they do
 * not fit, the whole batch is a 429 with Retry-After and the device keeps its outbox as it is, in
 * order, to send again. Replays of mutations already processed are not counted again.
 */
export async function chargePushedMutations(
  c: Context<AppEnv>,
  member: UserRow,
  mutations: readonly { mutationId: string; name: string }[],
): Promise<void> {
  const { db } = c.get('deps');
  const done = await processedIds(
    db,
    member.id,
    mutations.map((mutation) => mutation.mutationId),
  );
  const fresh = mutations.filter((mutation) => !done.has(mutation.mutationId));
  await chargeMutations(
    c,
    member,
    fresh.map((mutation) => mutation.name),
  );
}
