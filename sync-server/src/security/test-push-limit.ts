import { sql } from 'drizzle-orm';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';

/**
 * "Send a test reminder" sends to every browser the member subscribed, through the vendors' push
 * services; a few an hour are plenty for trying settings out, and the limit keeps one account from
 * having the server hammer those services. Counted in usage_counters like the write quotas (so
 * several nodes share it; the quota counter's hourly sweep removes old windows).
 */
export const TEST_PUSHES_PER_HOUR = 5;
const WINDOW_MS = 60 * 60 * 1000;
const KIND = 'testPushes';

/** Reserves one test push; returns null, or the seconds until the window ends when it is full. */
export async function reserveTestPush(
  db: Db,
  userId: string,
  nowMs: number,
  max = TEST_PUSHES_PER_HOUR,
): Promise<number | null> {
  const windowStart = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
  const reserved = await writeTransaction(db, (tx) => {
    const { usageCounters: u } = tablesOf(tx);
    return tx
      .insert(u)
      .values({ userId, kind: KIND, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [u.userId, u.kind, u.windowStart],
        set: { count: sql`${u.count} + 1` },
        setWhere: sql`${u.count} + 1 <= ${max}`,
      })
      .returning({ count: u.count });
  });
  if (reserved.length > 0) return null;
  return Math.max(1, Math.ceil((windowStart + WINDOW_MS - nowMs) / 1000));
}
