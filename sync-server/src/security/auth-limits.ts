import { and, count, eq, gt, lt } from 'drizzle-orm';
import { authAttempts } from '../db/schema';
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
  return hashToken(email.trim().toLowerCase());
}

type Filter = ReturnType<typeof and>;

export class AuthLimiter {
  private lastSweep = 0;

  constructor(private readonly limits: AuthLimits = DEFAULT_AUTH_LIMITS) {}

  /**
   * Counts this sign-in attempt, or refuses it when a limit is reached. Check and record are one
   * write transaction, so concurrent attempts (in this process or another) are counted in turn.
   */
  admitLogin(db: Db, address: string, email: string, nowMs: number): Admitted | Refusal {
    const account = accountKey(email);
    const { loginPerAddressAndAccount, loginPerAddress, loginPerAccount } = this.limits;
    return this.admit(db, nowMs, { kind: 'login', address, account }, [
      [
        loginPerAddressAndAccount,
        'account',
        and(eq(authAttempts.address, address), eq(authAttempts.account, account)),
      ],
      [loginPerAccount, 'account', eq(authAttempts.account, account)],
      [loginPerAddress, 'address', eq(authAttempts.address, address)],
    ]);
  }

  admitSignup(db: Db, address: string, nowMs: number): Admitted | Refusal {
    return this.admit(db, nowMs, { kind: 'signup', address, account: null }, [
      [this.limits.signupPerAddress, 'address', eq(authAttempts.address, address)],
    ]);
  }

  /** An attempt refused before its password was hashed (the queue was full) counts against nobody. */
  forget(db: Db, attempt: Admitted): void {
    db.delete(authAttempts).where(eq(authAttempts.id, attempt.attemptId)).run();
  }

  /**
   * A successful sign-in: it and the earlier failures for this account from this address no longer
   * count (the member found their password). Failures from elsewhere still do.
   */
  succeeded(db: Db, attempt: Admitted): void {
    db.delete(authAttempts)
      .where(
        and(
          eq(authAttempts.kind, 'login'),
          eq(authAttempts.address, attempt.address),
          eq(authAttempts.account, attempt.account ?? ''),
        ),
      )
      .run();
  }

  private admit(
    db: Db,
    nowMs: number,
    attempt: { kind: 'login' | 'signup'; address: string; account: string | null },
    checks: [Limit, Refusal['scope'], Filter][],
  ): Admitted | Refusal {
    return writeTransaction(db, (tx) => {
      this.sweep(tx, nowMs);
      for (const [limit, scope, filter] of checks) {
        const since = nowMs - limit.windowMs;
        const where = and(eq(authAttempts.kind, attempt.kind), filter, gt(authAttempts.at, since));
        const [counted] = tx.select({ n: count() }).from(authAttempts).where(where).all();
        if ((counted?.n ?? 0) < limit.max) continue;
        // The window frees a place when the attempt `max` places back from the newest leaves it.
        const oldest = tx
          .select({ at: authAttempts.at })
          .from(authAttempts)
          .where(where)
          .orderBy(authAttempts.at)
          .limit(1)
          .offset(Math.max(0, (counted?.n ?? 0) - limit.max))
          .get();
        const freeAt = (oldest?.at ?? nowMs) + limit.windowMs;
        return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)), scope };
      }
      const row = tx
        .insert(authAttempts)
        .values({ ...attempt, at: nowMs })
        .returning({ id: authAttempts.id })
        .get();
      return { attemptId: row.id, address: attempt.address, account: attempt.account };
    });
  }

  private sweep(db: Db, nowMs: number): void {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS && nowMs >= this.lastSweep) return;
    this.lastSweep = nowMs;
    const longest = Math.max(...Object.values(this.limits).map((limit: Limit) => limit.windowMs));
    db.delete(authAttempts)
      .where(lt(authAttempts.at, nowMs - longest))
      .run();
  }
}

export function isRefusal(result: Admitted | Refusal): result is Refusal {
  return 'retryAfterSeconds' in result;
}
