import { and, count, eq, gt, lt } from 'drizzle-orm';
import { normalizeEmail } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { hashToken } from './tokens';

/**
 * Rate limits for sign-in and signup, kept in the database so several server processes share them.
 *
 * An attempt is recorded before its password is hashed, so attempts still in flight count: a burst
 * of parallel requests cannot all slip past the check while the first hashes run. A successful
 * sign-in removes its own record and the earlier failures of that account from that address; what
 * counts against a limit is failures and attempts not yet finished. Signups keep theirs: every signup counts against its source.
 *
 * Login limits, each a number of attempts inside a window:
 * - per address and account: the usual "5 wrong passwords, then wait";
 * - per address across all emails: one stranger cannot try many accounts, yet a hall full of people
 *   on one connection signing in (who mostly succeed) is never blocked;
 * - per account from every address: slows guessing spread over many addresses. It is set above what
 *   one address can reach in the same time (its own limit), so one stranger alone cannot lock a
 *   member out.
 * Signup: per address, generous enough for a church hall of 100 people on one Wi-Fi signing up within
 * ten minutes.
 */
export type Limit = { max: number; windowMs: number };
export type AuthLimits = {
  loginPerAddressAndAccount: Limit;
  loginPerAddress: Limit;
  loginPerAccount: Limit;
  signupPerAddress: Limit;
};

const MINUTE = 60 * 1000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAddressAndAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 25, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 150, windowMs: 60 * MINUTE },
  signupPerAddress: { max: 300, windowMs: 60 * MINUTE },
};

/** Records older than this are swept, at most once per SWEEP_EVERY_MS. */
const SWEEP_EVERY_MS = MINUTE;

export type Refusal = {
  /** Whole seconds until the limit lets another attempt through. */
  retryAfterSeconds: number;
  /** Which limit refused: the member's own account, or the address as a whole. */
  scope: 'account' | 'address';
};

export type Admitted = { attemptId: number; address: string; account: string | null };

/** Emails are compared normalised and stored only as a hash. */
export function accountKey(email: string): string {
  return hashToken(normalizeEmail(email));
}

type Filter = ReturnType<typeof and>;

/** Above this many remembered refusals, expired ones are dropped (and if need be, all of them). */
const REFUSALS_KEPT = 10_000;

/**
 * How long a process repeats a refusal from memory before it asks the database again. Another server
 * process can free a place before the window does (a sign-in that succeeds there removes its
 * records) and cannot tell this one, so a remembered refusal is trusted this long at most: it outlives
 * its cause by a moment, never by a window, and a flood still costs one counting transaction per
 * limit and second rather than one per attempt.
 */
const RECHECK_REFUSAL_MS = 1000;

type Check = [limit: Limit, scope: Refusal['scope'], filter: Filter, key: string];
type RememberedRefusal = { until: number; recheckAt: number; scope: Refusal['scope'] };

export class AuthLimiter {
  private lastSweep = 0;
  /**
   * Refusals this process has already decided, by limit key, until their window frees a place (or
   * RECHECK_REFUSAL_MS have passed). A flood from one address or at one account is then refused
   * without touching the database: only the first attempts beyond a limit pay for the counting
   * transaction. The database stays the truth, shared by every server process; this only repeats
   * what it said a moment ago, and losing it changes nothing but the cost.
   */
  private readonly refusedUntil = new Map<string, RememberedRefusal>();

  constructor(private readonly limits: AuthLimits = DEFAULT_AUTH_LIMITS) {}

  /**
   * Counts this sign-in attempt, or refuses it when a limit is reached. Check and record are one
   * write transaction, so concurrent attempts (in this process or another) are counted in turn.
   */
  async admitLogin(
    db: Db,
    address: string,
    email: string,
    nowMs: number,
  ): Promise<Admitted | Refusal> {
    const account = accountKey(email);
    const { loginPerAddressAndAccount, loginPerAddress, loginPerAccount } = this.limits;
    const { authAttempts } = tablesOf(db);
    return this.admit(db, nowMs, { kind: 'login', address, account }, [
      [
        loginPerAddressAndAccount,
        'account',
        and(eq(authAttempts.address, address), eq(authAttempts.account, account)),
        pairKey(address, account),
      ],
      [loginPerAccount, 'account', eq(authAttempts.account, account), `login account ${account}`],
      [loginPerAddress, 'address', eq(authAttempts.address, address), addressKey('login', address)],
    ]);
  }

  async admitSignup(db: Db, address: string, nowMs: number): Promise<Admitted | Refusal> {
    const { authAttempts } = tablesOf(db);
    return this.admit(db, nowMs, { kind: 'signup', address, account: null }, [
      [
        this.limits.signupPerAddress,
        'address',
        eq(authAttempts.address, address),
        addressKey('signup', address),
      ],
    ]);
  }

  /** An attempt refused before its password was hashed (the queue was full) counts against nobody. */
  async forget(db: Db, attempt: Admitted): Promise<void> {
    await writeTransaction(db, async (tx) => {
      const { authAttempts } = tablesOf(tx);
      await tx.delete(authAttempts).where(eq(authAttempts.id, attempt.attemptId));
    });
  }

  /**
   * A successful sign-in: it and the earlier failures for this account from this address no longer
   * count (the member found their password). Failures from elsewhere still do.
   */
  async succeeded(db: Db, attempt: Admitted): Promise<void> {
    this.refusedUntil.delete(pairKey(attempt.address, attempt.account ?? ''));
    this.refusedUntil.delete(addressKey('login', attempt.address));
    await writeTransaction(db, async (tx) => {
      const { authAttempts } = tablesOf(tx);
      await tx
        .delete(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, 'login'),
            eq(authAttempts.address, attempt.address),
            eq(authAttempts.account, attempt.account ?? ''),
          ),
        );
    });
  }

  private async admit(
    db: Db,
    nowMs: number,
    attempt: { kind: 'login' | 'signup'; address: string; account: string | null },
    checks: Check[],
  ): Promise<Admitted | Refusal> {
    for (const [, , , key] of checks) {
      const known = this.refusedUntil.get(key);
      if (known && known.until > nowMs && known.recheckAt > nowMs) {
        return { retryAfterSeconds: Math.ceil((known.until - nowMs) / 1000), scope: known.scope };
      }
    }
    return writeTransaction(db, async (tx): Promise<Admitted | Refusal> => {
      const { authAttempts } = tablesOf(tx);
      await this.sweep(tx, nowMs);
      for (const [limit, scope, filter, key] of checks) {
        const since = nowMs - limit.windowMs;
        const where = and(eq(authAttempts.kind, attempt.kind), filter, gt(authAttempts.at, since));
        const [counted] = await tx.select({ n: count() }).from(authAttempts).where(where);
        const n = Number(counted?.n ?? 0);
        if (n < limit.max) continue;
        // The window frees a place when the attempt `max` places back from the newest leaves it.
        const [oldest] = await tx
          .select({ at: authAttempts.at })
          .from(authAttempts)
          .where(where)
          .orderBy(authAttempts.at)
          .limit(1)
          .offset(Math.max(0, n - limit.max));
        const freeAt = (oldest?.at ?? nowMs) + limit.windowMs;
        this.remember(key, freeAt, scope, nowMs);
        return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)), scope };
      }
      const [row] = await tx
        .insert(authAttempts)
        .values({ ...attempt, at: nowMs })
        .returning({ id: authAttempts.id });
      if (!row) throw new Error('The attempt was not recorded');
      return { attemptId: row.id, address: attempt.address, account: attempt.account };
    });
  }

  private remember(key: string, until: number, scope: Refusal['scope'], nowMs: number): void {
    if (this.refusedUntil.size >= REFUSALS_KEPT) {
      for (const [known, entry] of this.refusedUntil) {
        if (entry.until <= nowMs || entry.recheckAt <= nowMs) this.refusedUntil.delete(known);
      }
      if (this.refusedUntil.size >= REFUSALS_KEPT) this.refusedUntil.clear();
    }
    this.refusedUntil.set(key, { until, recheckAt: nowMs + RECHECK_REFUSAL_MS, scope });
  }

  private async sweep(db: Db, nowMs: number): Promise<void> {
    const { authAttempts } = tablesOf(db);
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS && nowMs >= this.lastSweep) return;
    this.lastSweep = nowMs;
    const longest = Math.max(...Object.values(this.limits).map((limit: Limit) => limit.windowMs));
    await db.delete(authAttempts).where(lt(authAttempts.at, nowMs - longest));
  }
}

const pairKey = (address: string, account: string) => `login pair ${address} ${account}`;
const addressKey = (kind: string, address: string) => `${kind} address ${address}`;

export function isRefusal(result: Admitted | Refusal): result is Refusal {
  return 'retryAfterSeconds' in result;
}
