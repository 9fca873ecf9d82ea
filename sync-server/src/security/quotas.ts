import { lt, sql } from 'drizzle-orm';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';

/**
 * Per-member write quotas: how many rows one member may create per hour. They stop one account from
 * flooding the server (100,000 mood entries in seconds) or everyone's feed (10,000 posts), and stay
 * out of the way of real use: a phone back from a week offline with 1,000 queued changes drains in
 * one go, twice over, and nobody writes a hundred encouragement posts in an hour.
 *
 * Counted in fixed hourly windows in the database (usage_counters), so several server processes
 * share them. A request reserves its whole count at once or nothing: one statement adds to the
 * window's count only while the sum stays within the quota.
 */
export type QuotaKind = 'posts' | 'entries';
export type Quota = { max: number; windowMs: number };
export type WriteQuotas = Record<QuotaKind, Quota>;

const HOUR = 60 * 60 * 1000;
export const DEFAULT_WRITE_QUOTAS: WriteQuotas = {
  posts: { max: 30, windowMs: HOUR },
  entries: { max: 2_000, windowMs: HOUR },
};

/** The creates that count: a post goes to everyone's feed; every other create is the member's own. */
export function quotaKindOf(mutationName: string): QuotaKind | null {
  if (mutationName === 'post.create') return 'posts';
  // Content is an admin's work, already limited to admins.
  if (mutationName.endsWith('.create') && mutationName !== 'content.create') return 'entries';
  return null;
}

export type QuotaRefusal = { kind: QuotaKind; retryAfterSeconds: number };

const SWEEP_EVERY_MS = HOUR;

export class QuotaCounter {
  private lastSweep = -Infinity;

  constructor(private readonly quotas: WriteQuotas = DEFAULT_WRITE_QUOTAS) {}

  /**
   * Reserves `counts` for the member in the current windows, all or nothing. Returns null when they
   * fit, or which quota is used up and when its window ends.
   */
  async reserve(
    db: Db,
    userId: string,
    counts: Partial<Record<QuotaKind, number>>,
    nowMs: number,
  ): Promise<QuotaRefusal | null> {
    const wanted = (Object.entries(counts) as [QuotaKind, number][]).filter(([, n]) => n > 0);
    if (wanted.length === 0) return null;
    try {
      await this.reserveAll(db, userId, wanted, nowMs);
      return null;
    } catch (error) {
      if (error instanceof QuotaFull) return error.refusal;
      throw error;
    }
  }

  /** Throws QuotaFull, which rolls back whatever kinds it had reserved before. */
  private async reserveAll(
    db: Db,
    userId: string,
    wanted: [QuotaKind, number][],
    nowMs: number,
  ): Promise<void> {
    await writeTransaction(db, async (tx) => {
      const { usageCounters } = tablesOf(tx);
      await this.sweep(tx, nowMs);
      for (const [kind, count] of wanted) {
        const { max, windowMs } = this.quotas[kind];
        const windowStart = Math.floor(nowMs / windowMs) * windowMs;
        const refusal = {
          kind,
          retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)),
        };
        if (count > max) throw new QuotaFull(refusal);
        const reserved = await tx
          .insert(usageCounters)
          .values({ userId, kind, windowStart, count })
          .onConflictDoUpdate({
            target: [usageCounters.userId, usageCounters.kind, usageCounters.windowStart],
            set: { count: sql`${usageCounters.count} + ${count}` },
            setWhere: sql`${usageCounters.count} + ${count} <= ${max}`,
          })
          .returning({ count: usageCounters.count });
        // No row inserted or updated: the window had no room.
        if (reserved.length === 0) throw new QuotaFull(refusal);
      }
    });
  }

  private async sweep(db: Db, nowMs: number): Promise<void> {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS && nowMs >= this.lastSweep) return;
    this.lastSweep = nowMs;
    const { usageCounters } = tablesOf(db);
    const longest = Math.max(...Object.values(this.quotas).map((quota) => quota.windowMs));
    await db.delete(usageCounters).where(lt(usageCounters.windowStart, nowMs - longest));
  }
}

class QuotaFull extends Error {
  constructor(readonly refusal: QuotaRefusal) {
    super('Quota full');
    this.name = 'QuotaFull';
  }
}
