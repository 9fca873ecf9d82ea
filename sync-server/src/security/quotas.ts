import { lt, sql } from 'drizzle-orm';
import { createsRow, quotaKindOf as declaredQuotaKindOf, type QuotaKind } from '@selah/shared';
import { runPrepared, tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';

/**
 * Per-member write quotas: how many writes one member may make per hour. They stop one account from
 * flooding the server (100,000 mood entries in seconds), everyone's feed (10,000 posts) or the
 * database (every mutation leaves a record kept 92 days, see sync/retention.ts), and stay out of
 * the way of real use: a phone back from a week offline with 1,000 queued changes drains in one go,
 * twice over, nobody writes a hundred encouragement posts in an hour, and a journal saved every
 * second for a whole hour of writing (3,600 changes) is well inside the changes quota.
 *
 * Creates count against `entries` (or `posts`, or `prayers` for prayer requests); changes and deletes against `changes`. A mutation
 * counts whether it is applied or rejected: a rejection is recorded too, so a flood of invalid ones
 * costs storage like any other.
 *
 * Counted in fixed hourly windows in the database (usage_counters), so several server processes
 * share them. A request reserves its whole count at once or nothing: one statement adds to the
 * window's count only while the sum stays within the quota.
 */
export type { QuotaKind };
export type Quota = { max: number; windowMs: number };
export type WriteQuotas = Record<QuotaKind, Quota>;

const HOUR = 60 * 60 * 1000;
export const DEFAULT_WRITE_QUOTAS: WriteQuotas = {
  posts: { max: 30, windowMs: HOUR },
  prayers: { max: 10, windowMs: HOUR },
  entries: { max: 2_000, windowMs: HOUR },
  changes: { max: 10_000, windowMs: HOUR },
};

/**
 * What a mutation by `member` counts against: the quota its table's declaration gives it
 * (shared/src/entities), whether it will be applied or rejected. An admin's own work on the content
 * library does not count; anyone else's attempt is rejected, and counted.
 */
export function quotaKindOf(mutationName: string, member: { isAdmin: boolean }): QuotaKind | null {
  return declaredQuotaKindOf(mutationName, member, createsRow(mutationName));
}

export type QuotaRefusal = { kind: QuotaKind; retryAfterSeconds: number };

const SWEEP_EVERY_MS = HOUR;

/**
 * Holds the database it was made with, the server's own: a request under an Idempotency-Key sees a
 * database whose one write transaction records its response (http/idempotency.ts), and a quota's
 * reservation, which commits on its own before the write, must not be taken for that transaction.
 */
export class QuotaCounter {
  private lastSweep = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly quotas: WriteQuotas = DEFAULT_WRITE_QUOTAS,
  ) {}

  /**
   * Reserves `counts` for the member in the current windows, all or nothing. Returns null when they
   * fit, or which quota is used up and when its window ends.
   */
  async reserve(
    userId: string,
    counts: Partial<Record<QuotaKind, number>>,
    nowMs: number,
  ): Promise<QuotaRefusal | null> {
    return refusalOf(counts, (wanted) => this.reserveAll(this.db, userId, wanted, nowMs));
  }

  /**
   * reserve(), inside the caller's write transaction (a sync push reserves under the lock it applies
   * under, with no transaction of its own: two round trips fewer). On a refusal the caller must roll
   * its transaction back: the kinds reserved before the full one are in it.
   */
  async reserveWithin(
    tx: Db,
    userId: string,
    counts: Partial<Record<QuotaKind, number>>,
    nowMs: number,
  ): Promise<QuotaRefusal | null> {
    return refusalOf(counts, (wanted) => this.reserveEach(tx, userId, wanted, nowMs));
  }

  /** Throws QuotaFull, which rolls back whatever kinds it had reserved before. */
  private async reserveAll(
    db: Db,
    userId: string,
    wanted: [QuotaKind, number][],
    nowMs: number,
  ): Promise<void> {
    await writeTransaction(db, (tx) => this.reserveEach(tx, userId, wanted, nowMs), {
      // Each statement is an atomic upsert or delete: no lock to wait for.
      spaces: [],
    });
  }

  private async reserveEach(
    tx: Db,
    userId: string,
    wanted: [QuotaKind, number][],
    nowMs: number,
  ): Promise<void> {
    await this.sweep(tx, nowMs);
    for (const [kind, count] of wanted) {
      const { max, windowMs } = this.quotas[kind];
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const refusal = {
        kind,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)),
      };
      if (count > max) throw new QuotaFull(refusal);
      // Every slice of every push reserves: built once per connection (dialect.ts, runPrepared).
      const reserved = await runPrepared(tx, 'reserveQuota', buildReserve, {
        userId,
        kind,
        windowStart,
        count,
        max,
      });
      // No row inserted or updated: the window had no room.
      if (reserved.length === 0) throw new QuotaFull(refusal);
    }
  }

  private async sweep(db: Db, nowMs: number): Promise<void> {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS && nowMs >= this.lastSweep) return;
    this.lastSweep = nowMs;
    const { usageCounters } = tablesOf(db);
    const longest = Math.max(...Object.values(this.quotas).map((quota) => quota.windowMs));
    await db.delete(usageCounters).where(lt(usageCounters.windowStart, nowMs - longest));
  }
}

/** The reservation of `count` in a window, only while the window keeps `max` (no row: no room). */
function buildReserve(db: Db) {
  const { usageCounters } = tablesOf(db);
  const value = (name: string) => sql.placeholder(name) as unknown as number;
  return db
    .insert(usageCounters)
    .values({
      userId: sql.placeholder('userId') as unknown as string,
      kind: sql.placeholder('kind') as unknown as string,
      windowStart: value('windowStart'),
      count: value('count'),
    })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.windowStart],
      set: { count: sql`${usageCounters.count} + ${sql.placeholder('count')}` },
      setWhere: sql`${usageCounters.count} + ${sql.placeholder('count')} <= ${sql.placeholder('max')}`,
    })
    .returning({ count: usageCounters.count })
    .prepare('reserveQuota');
}

class QuotaFull extends Error {
  constructor(readonly refusal: QuotaRefusal) {
    super('Quota full');
    this.name = 'QuotaFull';
  }
}

/**
 * Runs `reserve` over the kinds `counts` asks for (none: nothing to reserve), answering the refusal
 * its QuotaFull carries, or null when every kind fit.
 */
async function refusalOf(
  counts: Partial<Record<QuotaKind, number>>,
  reserve: (wanted: [QuotaKind, number][]) => Promise<void>,
): Promise<QuotaRefusal | null> {
  const wanted = (Object.entries(counts) as [QuotaKind, number][]).filter(([, n]) => n > 0);
  if (wanted.length === 0) return null;
  try {
    await reserve(wanted);
    return null;
  } catch (error) {
    if (error instanceof QuotaFull) return error.refusal;
    throw error;
  }
}
