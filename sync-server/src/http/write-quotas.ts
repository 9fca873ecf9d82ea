import type { Context } from 'hono';
import type { UserRow } from '../db/schema';
import { quotaKindOf, type QuotaKind, type QuotaRefusal } from '../security/quotas';
import type { Db } from '../db/types';
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
  if (refusal) throw quotaRefused(refusal);
}

/** How many of each quota kind `mutationNames` take for `member` (see quotaKindOf). */
function countsOf(
  member: UserRow,
  mutationNames: readonly string[],
): Partial<Record<QuotaKind, number>> {
  const counts: Partial<Record<QuotaKind, number>> = {};
  for (const name of mutationNames) {
    const kind = quotaKindOf(name, member);
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
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
  await chargeQuotas(c, member, countsOf(member, mutationNames));
}

/**
 * A pushed batch reserves quota for all its mutations at once, before any is applied, inside the
 * push's own transaction (`tx`, under the member's lock, where the push has just read which of its
 * mutations are replays: those are not counted again). When they do not fit, the whole batch is a
 * 429 with Retry-After, the transaction rolls back, and the device keeps its outbox as it is, in
 * order, to send again.
 */
export async function chargePushedMutations(
  c: Context<AppEnv>,
  tx: Db,
  member: UserRow,
  fresh: readonly { name: string }[],
): Promise<void> {
  const { now, quotas } = c.get('deps');
  const refusal = await quotas.reserveWithin(
    tx,
    member.id,
    countsOf(
      member,
      fresh.map((mutation) => mutation.name),
    ),
    now().getTime(),
  );
  if (refusal) throw quotaRefused(refusal);
}

function quotaRefused(refusal: QuotaRefusal): HttpError {
  return new HttpError(429, quotaMessage(refusal), undefined, {
    'Retry-After': String(refusal.retryAfterSeconds),
  });
}
