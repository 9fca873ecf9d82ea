import { and, eq, gte, lt, lte } from 'drizzle-orm';
import { safeTimeZone } from '@selah/shared';
import { tablesOf } from '../../db/dialect';
import type { ReminderRow } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { localDayStartIso } from '../local-days';
import { DEFAULT_LATE_LIMIT_MINUTES, dueLocalDay } from './due';
import { reminderMessage } from './reminder-message';
import type { PushSender } from './sender';
import { listSubscriptions } from './subscriptions';

export type SchedulerOptions = {
  db: Db;
  sender: PushSender;
  now?: () => Date;
  /** How long a node owns a claim it has not finished; past it, any node takes it over. */
  leaseMs?: number;
  lateLimitMinutes?: number;
  /** Where a failed tick is reported (it is tried again at the next). */
  reportError?: (error: unknown) => void;
};

/** What a tick did for one member's reminder (for the tests and the log). */
export type ReminderOutcome = { userId: string; localDay: number; result: 'sent' | 'skipped' };

export const TICK_INTERVAL_MS = 30_000;
/** Longer than a send with all its retries (4 tries, waits of at most a minute). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** Claims are kept a week, then pruned: a day's claim matters only on that day. */
const KEEP_CLAIMS_MS = 8 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Sends each member's daily reminder once, on any number of nodes. Every node runs this loop; a
 * due reminder is claimed by inserting (member, local day) into reminder_claims, whose primary key
 * lets one node win. The winner checks for a mood logged that local day (then nothing is sent),
 * sends, and marks the claim done. A node that stops between claiming and finishing leaves a
 * 'sending' claim; once its lease runs out, the next tick on any node takes it over and sends, so
 * a restart skips nothing. The one overlap left, a node stopping after the push service took the
 * message but before the claim was marked, sends it again with the same tag and Topic: the push
 * service and the browser replace the first with it, so the member still sees one.
 */
export class ReminderScheduler {
  private readonly db: Db;
  private readonly sender: PushSender;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly lateLimitMinutes: number;
  private readonly reportError: (error: unknown) => void;
  private lastPrune = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(options: SchedulerOptions) {
    this.db = options.db;
    this.sender = options.sender;
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.lateLimitMinutes = options.lateLimitMinutes ?? DEFAULT_LATE_LIMIT_MINUTES;
    this.reportError =
      options.reportError ?? ((error) => console.error('Reminder scheduler failed', error));
  }

  /** One pass over the enabled reminders: every one that is due and unclaimed is handled. */
  async tick(): Promise<ReminderOutcome[]> {
    const now = this.now();
    await this.prune(now);
    const { reminders: r } = tablesOf(this.db);
    const enabled = await this.db.select().from(r).where(eq(r.enabled, true));
    const outcomes: ReminderOutcome[] = [];
    for (const reminder of enabled) {
      const localDay = dueLocalDay(reminder, now, this.lateLimitMinutes);
      if (localDay === null) continue;
      const result = await this.handle(reminder, localDay, now);
      if (result) outcomes.push({ userId: reminder.userId, localDay, result });
    }
    return outcomes;
  }

  /** Ticks every 30 seconds (the first at once, to catch up after a restart) until stopped. */
  start(intervalMs = TICK_INTERVAL_MS): () => Promise<void> {
    let stopped = false;
    const loop = () => {
      this.running = this.tick()
        .catch(this.reportError)
        .finally(() => {
          if (stopped) return;
          this.timer = setTimeout(loop, intervalMs);
          this.timer.unref();
        });
    };
    loop();
    return async () => {
      stopped = true;
      if (this.timer) clearTimeout(this.timer);
      await this.running;
    };
  }

  private async handle(
    reminder: ReminderRow,
    localDay: number,
    now: Date,
  ): Promise<ReminderOutcome['result'] | null> {
    if (!(await this.claim(reminder.userId, localDay, now))) return null;
    const zone = safeTimeZone(reminder.timeZone);
    if (await this.moodLogged(reminder.userId, localDay, zone)) {
      await this.finish(reminder.userId, localDay, 'skipped');
      return 'skipped';
    }
    const subscriptions = await listSubscriptions(this.db, reminder.userId);
    await this.sender.sendToAll(subscriptions, reminderMessage('reminder', now, zone));
    await this.finish(reminder.userId, localDay, 'sent');
    return 'sent';
  }

  /**
   * Takes the member's claim for the day: a new one, or one whose node's lease ran out. A plain
   * read first, so a reminder already handled today costs no write on every tick.
   */
  private async claim(userId: string, localDay: number, now: Date): Promise<boolean> {
    const { reminderClaims: c } = tablesOf(this.db);
    const nowMs = now.getTime();
    const key = and(eq(c.userId, userId), eq(c.localDay, localDay));
    const [existing] = await this.db
      .select({ state: c.state, leaseUntil: c.leaseUntil })
      .from(c)
      .where(key)
      .limit(1);
    if (existing && (existing.state !== 'sending' || existing.leaseUntil > nowMs)) return false;
    const lease = { leaseUntil: nowMs + this.leaseMs, claimedAt: now.toISOString() };
    return writeTransaction(this.db, async (tx) => {
      const { reminderClaims: t } = tablesOf(tx);
      const inserted = await tx
        .insert(t)
        .values({ userId, localDay, state: 'sending', ...lease })
        .onConflictDoNothing()
        .returning({ userId: t.userId });
      if (inserted.length > 0) return true;
      const taken = await tx
        .update(t)
        .set(lease)
        .where(
          and(
            eq(t.userId, userId),
            eq(t.localDay, localDay),
            eq(t.state, 'sending'),
            lte(t.leaseUntil, nowMs),
          ),
        )
        .returning({ userId: t.userId });
      return taken.length > 0;
    });
  }

  private async finish(userId: string, localDay: number, state: 'sent' | 'skipped') {
    await writeTransaction(this.db, (tx) => {
      const { reminderClaims: t } = tablesOf(tx);
      return tx
        .update(t)
        .set({ state })
        .where(and(eq(t.userId, userId), eq(t.localDay, localDay)));
    });
  }

  /** Whether the server has a mood of the member's on that local day. */
  private async moodLogged(userId: string, localDay: number, zone: string): Promise<boolean> {
    const { moodEntries: m } = tablesOf(this.db);
    const [row] = await this.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.userId, userId),
          gte(m.date, localDayStartIso(localDay, zone)),
          lt(m.date, localDayStartIso(localDay + 1, zone)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  private async prune(now: Date): Promise<void> {
    const nowMs = now.getTime();
    if (nowMs - this.lastPrune < PRUNE_EVERY_MS && nowMs >= this.lastPrune) return;
    this.lastPrune = nowMs;
    const cutoff = new Date(nowMs - KEEP_CLAIMS_MS).toISOString();
    await writeTransaction(this.db, (tx) => {
      const { reminderClaims: t } = tablesOf(tx);
      return tx.delete(t).where(lt(t.claimedAt, cutoff));
    });
  }
}
