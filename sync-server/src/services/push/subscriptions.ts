import { and, asc, eq } from 'drizzle-orm';
import { uuidv7, type PushSubscriptionInput, type PushSubscriptionSummary } from '@selah/shared';
import { tablesOf } from '../../db/dialect';
import type { PushSubscriptionRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { invalid, notFound } from '../errors';

/** How many browsers one member may have subscribed at once (phones, tablets, computers). */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

export const toSummary = (row: PushSubscriptionRow): PushSubscriptionSummary => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt,
});

export async function listSubscriptions(db: Db, memberId: string): Promise<PushSubscriptionRow[]> {
  const { pushSubscriptions: t } = tablesOf(db);
  return db.select().from(t).where(eq(t.userId, memberId)).orderBy(asc(t.createdAt), asc(t.id));
}

/**
 * Stores a browser's subscription for the member. An endpoint belongs to one browser profile: the
 * same endpoint sent again (a new key, or another member now signed in on that browser) replaces
 * the stored one, so a device never gets another member's reminders. Returns the row and whether it
 * is new.
 */
export async function saveSubscription(
  tx: Db,
  memberId: string,
  input: PushSubscriptionInput,
  now: Date,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  const { pushSubscriptions: t } = tablesOf(tx);
  const [existing] = await tx.select().from(t).where(eq(t.endpoint, input.endpoint)).limit(1);
  if (existing) {
    const [row] = await tx
      .update(t)
      .set({ userId: memberId, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .where(eq(t.id, existing.id))
      .returning();
    return { row: row!, created: false };
  }
  const own = await listSubscriptions(tx, memberId);
  if (own.length >= MAX_SUBSCRIPTIONS_PER_MEMBER) {
    throw invalid(
      `Reminders can reach at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} browsers; remove one first`,
    );
  }
  const [row] = await tx
    .insert(t)
    .values({
      id: uuidv7(),
      userId: memberId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: now.toISOString(),
    })
    .returning();
  return { row: row!, created: true };
}

/** Removes one of the member's own subscriptions; another member's is simply not found. */
export async function deleteSubscription(tx: Db, memberId: string, id: string): Promise<void> {
  const { pushSubscriptions: t } = tablesOf(tx);
  const removed = await tx
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, memberId)))
    .returning({ id: t.id });
  if (removed.length === 0) throw notFound();
}
