import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  changePasswordSchema,
  LOGIN_MESSAGES,
  loginSchema,
  signupSchema,
  timeZoneSchema,
  type SessionResponse,
} from '@selah/shared';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { clearSessionCookie, sessionToken, setSessionCookie, signedIn } from '../http/session';
import { jsonBody, jsonReadInHandler } from '../http/validate';
import { inMinutes } from '../http/wait-text';
import { chargeQuotas } from '../http/write-quotas';
import {
  checkCredentials,
  createAccount,
  deleteSession,
  hashSignupPassword,
  startSession,
  toUser,
} from '../services/accounts';
import { ServiceError } from '../services/errors';
import { deleteAllSessions, hashChangedPassword, storePassword } from '../services/sessions';
import { writeTransaction } from '../db/transaction';
import { accountKey, isRefusal, type Admitted, type Refusal } from '../security/auth-limits';
import type { UserRow } from '../db/schema';
import { PasswordQueueFull, type PasswordPlace } from '../security/password-queue';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { deviceEntries, deviceKey, entryFor, rememberDevice } from '../http/device-cookies';

/** The browser's zone from the header, used when the body does not name one. */
function headerTimeZone(header: string | undefined): string | undefined {
  const parsed = timeZoneSchema.safeParse(header);
  return parsed.success ? parsed.data : undefined;
}

export const BUSY_MESSAGE = 'Many people are signing in right now. Please try again in a moment.';
/** Seconds a client is asked to wait when the password queue is full: about a queue's worth. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Said the same whether the password would have been right or not: a member locked out by someone
 * else's guesses learns why their correct password is refused, and a guesser learns nothing.
 */
export function loginRefusedMessage(refusal: Refusal): string {
  const wait = inMinutes(refusal.retryAfterSeconds);
  return refusal.scope === 'account'
    ? `Too many sign-in attempts for this account. To keep it safe, sign-in is paused: please try again in ${wait}.`
    : `Too many sign-in attempts from your network. Please try again in ${wait}.`;
}

export function signupRefusedMessage(refusal: Refusal): string {
  return `Many accounts were just created from your network. Please try again in ${inMinutes(refusal.retryAfterSeconds)}.`;
}

export function refuse(message: string, refusal: Refusal): never {
  throw new HttpError(429, message, undefined, {
    'Retry-After': String(refusal.retryAfterSeconds),
  });
}

/** Refused before anything else, when the queue could not take another request anyway. */
export function busy(): never {
  throw new HttpError(429, BUSY_MESSAGE, undefined, {
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
  });
}

/**
 * Runs password work (not a sign-in) in the bounded queue. A full queue is answered at once with 429
 * and Retry-After: the client is asked to come back, nothing failed.
 */
export async function hashingInTurn<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await c.get('deps').passwordQueue.run(work);
  } catch (error) {
    if (!(error instanceof PasswordQueueFull)) throw error;
    busy();
  }
}

/**
 * A place in the password queue, taken before any database work or body parsing of a request that
 * will hash a password: a flood beyond the queue is refused at once and costs nothing more. The
 * caller must `release` it when the request ends without hashing (a `finally`).
 */
export function passwordPlace(c: Context<AppEnv>): PasswordPlace {
  return c.get('deps').passwordQueue.reserve() ?? busy();
}

/**
 * A signed-in member typing their current password again (to change it, to delete the account):
 * guesses through a stolen session count as sign-in attempts, under the same limits. Refused with
 * 429 when a limit is reached.
 */
export async function admitPasswordCheck(c: Context<AppEnv>, member: UserRow): Promise<Admitted> {
  const { db, now, authLimiter, trustProxyHops } = c.get('deps');
  const admitted = await authLimiter.admitLogin(
    db,
    clientAddress(c, trustProxyHops),
    member.email,
    now().getTime(),
  );
  if (isRefusal(admitted)) refuse(loginRefusedMessage(admitted), admitted);
  return admitted;
}

/** A trusted device of the account the body names (see device-cookies.ts), or null. */
async function trustedDevice(db: Db, entries: string[], email: string): Promise<string | null> {
  if (entries.length === 0) return null;
  const { users } = tablesOf(db);
  const [member] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const entry = member && entryFor(entries, accountKey(email), member.passwordHash);
  return entry ? deviceKey(entry) : null;
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', jsonReadInHandler(signupSchema), async (c) => {
    const { db, now, scryptCost, authLimiter, trustProxyHops } = c.get('deps');
    const address = clientAddress(c, trustProxyHops);
    const current = now();
    // Cheapest refusals first: what this process already knows, then a full queue, then the
    // address's count in the database; only then is the body read.
    const known = await authLimiter.refusedAddress(null, 'signup', address, current.getTime());
    if (known) refuse(signupRefusedMessage(known), known);
    const place = passwordPlace(c);
    try {
      const refused = await authLimiter.refusedAddress(db, 'signup', address, current.getTime());
      if (refused) refuse(signupRefusedMessage(refused), refused);
      const input = await jsonBody(c, signupSchema);
      input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
      const admitted = await authLimiter.admitSignup(db, address, current.getTime());
      if (isRefusal(admitted)) refuse(signupRefusedMessage(admitted), admitted);
      const { result, passwordHash } = await place.run(async () => {
        const hash = await hashSignupPassword(db, input, scryptCost);
        const created = await writeTransaction(db, (tx) => createAccount(tx, input, hash, current));
        return { result: created, passwordHash: hash };
      });
      setSessionCookie(c, result.token, result.expiresAt, current);
      rememberDevice(c, deviceEntries(c), accountKey(input.email), passwordHash);
      return c.json({ user: result.user }, 201);
    } finally {
      place.release();
    }
  })
  .post('/login', jsonReadInHandler(loginSchema), async (c) => {
    const { db, now, scryptCost, authLimiter, trustProxyHops } = c.get('deps');
    const address = clientAddress(c, trustProxyHops);
    const devices = deviceEntries(c);
    const current = now();
    // A device that may be trusted skips the early address check: its cookie can only be judged
    // once the body names the account, and an untrusted one meets every limit below anyway.
    if (devices.length === 0) {
      const known = await authLimiter.refusedAddress(null, 'login', address, current.getTime());
      if (known) refuse(loginRefusedMessage(known), known);
    }
    const place = passwordPlace(c);
    try {
      if (devices.length === 0) {
        const refused = await authLimiter.refusedAddress(db, 'login', address, current.getTime());
        if (refused) refuse(loginRefusedMessage(refused), refused);
      }
      const input = await jsonBody(c, loginSchema);
      input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
      const device = await trustedDevice(db, devices, input.email);
      // Counted before the password is hashed: attempts in flight count against the limits too.
      const admitted = await authLimiter.admitLogin(
        db,
        address,
        input.email,
        current.getTime(),
        device,
      );
      if (isRefusal(admitted)) refuse(loginRefusedMessage(admitted), admitted);
      const signedInto = await place.run(async () => {
        const member = await checkCredentials(db, input, scryptCost);
        const result = await writeTransaction(db, (tx) => startSession(tx, member, input, current));
        return { result, passwordHash: member.passwordHash };
      });
      await authLimiter.succeeded(db, admitted);
      setSessionCookie(c, signedInto.result.token, signedInto.result.expiresAt, current);
      rememberDevice(c, devices, accountKey(input.email), signedInto.passwordHash);
      return c.json({ user: signedInto.result.user });
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'unauthorized') {
        throw new HttpError(401, LOGIN_MESSAGES.failed);
      }
      throw error;
    } finally {
      place.release();
    }
  })
  .post('/logout', async (c) => {
    const token = sessionToken(c);
    if (token) await deleteSession(c.get('deps').db, token);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  // Every device this member is signed in on, this one included, must sign in again.
  .post('/logout/everywhere', async (c) => {
    const member = signedIn(c);
    const ended = await deleteAllSessions(c.get('deps').db, member.id);
    clearSessionCookie(c);
    return c.json({ ok: true, sessionsEnded: ended });
  })
  .post('/password', jsonReadInHandler(changePasswordSchema), async (c) => {
    const member = signedIn(c);
    const { db, scryptCost, authLimiter } = c.get('deps');
    const place = passwordPlace(c);
    try {
      const input = await jsonBody(c, changePasswordSchema);
      // A change like any other: under an Idempotency-Key each one leaves a record.
      await chargeQuotas(c, member, { changes: 1 });
      const admitted = await admitPasswordCheck(c, member);
      const ended = await place.run(async () => {
        const passwordHash = await hashChangedPassword(db, member.id, input, scryptCost);
        const token = sessionToken(c) ?? '';
        return writeTransaction(db, (tx) => storePassword(tx, member.id, passwordHash, token));
      });
      await authLimiter.succeeded(db, admitted);
      return c.json({ ok: true, sessionsEnded: ended });
    } finally {
      place.release();
    }
  })
  .get('/me', (c) => c.json({ user: toUser(signedIn(c)) }))
  // The app's start-up question: a guest is an answer, not a failure, so it logs no error.
  .get('/session', (c) => {
    const member = c.get('member');
    const answer: SessionResponse = {
      user: member ? toUser(member) : null,
      accountDeleted: c.get('accountDeleted'),
    };
    return c.json(answer);
  });
