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
 * sign-in removes its own record and the earlier failures of that account from that address (or that
 * device); what counts against a limit is failures and attempts not yet finished. Signups keep
 * theirs: every signup counts against its source.
 *
 * A refused attempt writes nothing: the limits are first counted with plain reads, and only an
 * attempt they admit takes the write transaction that counts again and records it. A refusal is then
 * remembered in memory for a moment, so a flood is mostly refused without asking the database.
 *
 * Login limits, each a number of attempts inside a window:
 * - per address and account: the usual "5 wrong passwords, then wait";
 * - per address across all emails: one stranger cannot try many accounts, yet a hall full of people
 *   on one connection signing in (who mostly succeed) is never blocked;
 * - per account from every address: slows guessing spread over many addresses. It is set above what
 *   one address can reach in the same time (its own limit), so one stranger alone cannot lock a
 *   member out.
 * - per trusted device: a device holding a device cookie for the account (it signed in to it
 *   before) is counted on its own, and only there: failures from elsewhere cannot lock the owner out
 *   of their own phone.
 * Signup: per address, generous enough for a church hall of 100 people on one Wi-Fi signing up within
 * ten minutes.
 */
export type Limit = { max: number; windowMs: number };
export type AuthLimits = {
  loginPerAddressAndAccount: Limit;
  loginPerAddress: Limit;
  loginPerAccount: Limit;
  loginPerDevice: Limit;
  signupPerAddress: Limit;
};

const MINUTE = 60 * 1000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAddressAndAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 25, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 150, windowMs: 60 * MINUTE },
  loginPerDevice: { max: 10, windowMs: 15 * MINUTE },
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

/**
 * What an attempt is recorded as. A sign-in from a trusted device is kind 'device', its address
 * column holding the device's key: it counts against that device alone.
 */
type AttemptKind = 'login' | 'signup' | 'device';
export type Admitted = {
  attemptId: number;
  kind: AttemptKind;
  address: string;
  account: string | null;
};

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
 * its cause by a moment, never by a window, and a flood still costs one counting read per limit and
 * second rather than one per attempt.
 */
const RECHECK_REFUSAL_MS = 1000;

type Check = {
  limit: Limit;
  scope: Refusal['scope'];
  kind: AttemptKind;
  /** Which records count, besides their kind and window. */
  filter: (tables: ReturnType<typeof tablesOf>) => Filter;
  /** Names the limit in the memory of refusals. */
  key: string;
};
type RememberedRefusal = { until: number; recheckAt: number; scope: Refusal['scope'] };

export class AuthLimiter {
  private lastSweep = 0;
  /**
   * Refusals this process has already decided, by limit key, until their window frees a place (or
   * RECHECK_REFUSAL_MS have passed). A flood from one address or at one account is then refused
   * without touching the database: only the first attempts beyond a limit pay for the counting
   * reads. The database stays the truth, shared by every server process; this only repeats what it
   * said a moment ago, and losing it changes nothing but the cost.
   */
  private readonly refusedUntil = new Map<string, RememberedRefusal>();

  constructor(private readonly limits: AuthLimits = DEFAULT_AUTH_LIMITS) {}

  /**
   * The per-address limit alone, which needs no body: checked before a sign-in's or signup's body is
   * read. `db` null asks memory only (free); with a database, the limit is counted there if memory
   * does not know.
   */
  async refusedAddress(
    db: Db | null,
    kind: 'login' | 'signup',
    address: string,
    nowMs: number,
  ): Promise<Refusal | null> {
    const checks = [this.addressCheck(kind, address)];
    const known = this.knownRefusal(checks, nowMs);
    if (known || !db) return known;
    return this.firstRefusal(db, checks, nowMs);
  }

  /**
   * Counts this sign-in attempt, or refuses it when a limit is reached. `device` is the key of a
   * trusted device of this account (see device-cookies.ts): such an attempt meets only its device's
   * limit. Check and record are one write transaction, so concurrent attempts (in this process or
   * another) are counted in turn.
   */
  async admitLogin(
    db: Db,
    address: string,
    email: string,
    nowMs: number,
    device: string | null = null,
  ): Promise<Admitted | Refusal> {
    const account = accountKey(email);
    if (device) {
      return this.admit(db, nowMs, { kind: 'device', address: device, account }, [
        {
          limit: this.limits.loginPerDevice,
          scope: 'account',
          kind: 'device',
          filter: ({ authAttempts }) =>
            and(eq(authAttempts.address, device), eq(authAttempts.account, account)),
          key: `device ${device} ${account}`,
        },
      ]);
    }
    const { loginPerAddressAndAccount, loginPerAccount } = this.limits;
    return this.admit(db, nowMs, { kind: 'login', address, account }, [
      {
        limit: loginPerAddressAndAccount,
        scope: 'account',
        kind: 'login',
        filter: ({ authAttempts }) =>
          and(eq(authAttempts.address, address), eq(authAttempts.account, account)),
        key: pairKey(address, account),
      },
      {
        limit: loginPerAccount,
        scope: 'account',
        kind: 'login',
        filter: ({ authAttempts }) => eq(authAttempts.account, account),
        key: `login account ${account}`,
      },
      this.addressCheck('login', address),
    ]);
  }

  async admitSignup(db: Db, address: string, nowMs: number): Promise<Admitted | Refusal> {
    return this.admit(db, nowMs, { kind: 'signup', address, account: null }, [
      this.addressCheck('signup', address),
    ]);
  }

  /**
   * A successful sign-in: it and the earlier failures for this account from this address (or this
   * device) no longer count (the member found their password). Failures from elsewhere still do.
   */
  async succeeded(db: Db, attempt: Admitted): Promise<void> {
    this.refusedUntil.delete(pairKey(attempt.address, attempt.account ?? ''));
    this.refusedUntil.delete(addressKey('login', attempt.address));
    this.refusedUntil.delete(`device ${attempt.address} ${attempt.account ?? ''}`);
    await writeTransaction(db, async (tx) => {
      const { authAttempts } = tablesOf(tx);
      await tx
        .delete(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, attempt.kind),
            eq(authAttempts.address, attempt.address),
            eq(authAttempts.account, attempt.account ?? ''),
          ),
        );
    });
  }

  private addressCheck(kind: 'login' | 'signup', address: string): Check {
    return {
      limit: kind === 'login' ? this.limits.loginPerAddress : this.limits.signupPerAddress,
      scope: 'address',
      kind,
      filter: ({ authAttempts }) => eq(authAttempts.address, address),
      key: addressKey(kind, address),
    };
  }

  private async admit(
    db: Db,
    nowMs: number,
    attempt: { kind: AttemptKind; address: string; account: string | null },
    checks: Check[],
  ): Promise<Admitted | Refusal> {
    const refused =
      this.knownRefusal(checks, nowMs) ?? (await this.firstRefusal(db, checks, nowMs));
    if (refused) return refused;
    return writeTransaction(db, async (tx): Promise<Admitted | Refusal> => {
      await this.sweep(tx, nowMs);
      // Counted again under the write lock: attempts admitted since the reads above count too.
      const raced = await this.firstRefusal(tx, checks, nowMs);
      if (raced) return raced;
      const { authAttempts } = tablesOf(tx);
      const [row] = await tx
        .insert(authAttempts)
        .values({ ...attempt, at: nowMs })
        .returning({ id: authAttempts.id });
      if (!row) throw new Error('The attempt was not recorded');
      return { attemptId: row.id, ...attempt };
    });
  }

  private knownRefusal(checks: Check[], nowMs: number): Refusal | null {
    for (const { key } of checks) {
      const known = this.refusedUntil.get(key);
      if (known && known.until > nowMs && known.recheckAt > nowMs) {
        return { retryAfterSeconds: Math.ceil((known.until - nowMs) / 1000), scope: known.scope };
      }
    }
    return null;
  }

  /** The first limit the recorded attempts have reached, counted with reads only; remembered. */
  private async firstRefusal(db: Db, checks: Check[], nowMs: number): Promise<Refusal | null> {
    const tables = tablesOf(db);
    const { authAttempts } = tables;
    for (const { limit, scope, kind, filter, key } of checks) {
      const since = nowMs - limit.windowMs;
      const where = and(eq(authAttempts.kind, kind), filter(tables), gt(authAttempts.at, since));
      const [counted] = await db.select({ n: count() }).from(authAttempts).where(where);
      const n = Number(counted?.n ?? 0);
      if (n < limit.max) continue;
      // The window frees a place when the attempt `max` places back from the newest leaves it.
      const [oldest] = await db
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
    return null;
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
