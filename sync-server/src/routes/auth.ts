import { Hono, type Context } from 'hono';
import {
  changePasswordSchema,
  LOGIN_MESSAGES,
  loginSchema,
  signupSchema,
  timeZoneSchema,
} from '@selah/shared';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { clearSessionCookie, sessionToken, setSessionCookie, signedIn } from '../http/session';
import { jsonBody } from '../http/validate';
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
import { isRefusal, type Refusal } from '../security/auth-limits';
import { PasswordQueueFull } from '../security/password-queue';

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
 * Runs the password work in the bounded queue. A full queue is answered at once with 429 and
 * Retry-After (the client is asked to come back, nothing failed), after `unhashed` runs: an attempt
 * refused before hashing is not a failed guess.
 */
export async function hashingInTurn<T>(
  c: Context<AppEnv>,
  work: () => Promise<T>,
  unhashed: () => Promise<void>,
): Promise<T> {
  try {
    return await c.get('deps').passwordQueue.run(work);
  } catch (error) {
    if (!(error instanceof PasswordQueueFull)) throw error;
    await unhashed();
    busy();
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const { db, now, scryptCost, authLimiter, trustProxyHops, passwordQueue } = c.get('deps');
    const input = await jsonBody(c, signupSchema);
    input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
    // A flood beyond the queue costs no database work at all.
    if (!passwordQueue.hasRoom) busy();
    const current = now();
    const admitted = await authLimiter.admitSignup(
      db,
      clientAddress(c, trustProxyHops),
      current.getTime(),
    );
    if (isRefusal(admitted)) refuse(signupRefusedMessage(admitted), admitted);
    const result = await hashingInTurn(
      c,
      async () => {
        const passwordHash = await hashSignupPassword(db, input, scryptCost);
        return writeTransaction(db, (tx) => createAccount(tx, input, passwordHash, current));
      },
      () => authLimiter.forget(db, admitted),
    );
    setSessionCookie(c, result.token, result.expiresAt, current);
    return c.json({ user: result.user }, 201);
  })
  .post('/login', async (c) => {
    const { db, now, scryptCost, authLimiter, trustProxyHops, passwordQueue } = c.get('deps');
    const input = await jsonBody(c, loginSchema);
    input.timeZone ??= headerTimeZone(c.req.header('x-time-zone'));
    if (!passwordQueue.hasRoom) busy();
    const current = now();
    // Counted before the password is hashed: attempts in flight count against the limits too.
    const admitted = await authLimiter.admitLogin(
      db,
      clientAddress(c, trustProxyHops),
      input.email,
      current.getTime(),
    );
    if (isRefusal(admitted)) refuse(loginRefusedMessage(admitted), admitted);
    try {
      const result = await hashingInTurn(
        c,
        async () => {
          const member = await checkCredentials(db, input, scryptCost);
          return writeTransaction(db, (tx) => startSession(tx, member, input, current));
        },
        () => authLimiter.forget(db, admitted),
      );
      await authLimiter.succeeded(db, admitted);
      setSessionCookie(c, result.token, result.expiresAt, current);
      return c.json({ user: result.user });
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'unauthorized') {
        throw new HttpError(401, LOGIN_MESSAGES.failed);
      }
      throw error;
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
  .post('/password', async (c) => {
    const member = signedIn(c);
    const { db, now, scryptCost, authLimiter, trustProxyHops, passwordQueue } = c.get('deps');
    const input = await jsonBody(c, changePasswordSchema);
    // A change like any other: under an Idempotency-Key each one leaves a record.
    await chargeQuotas(c, member, { changes: 1 });
    if (!passwordQueue.hasRoom) busy();
    // Guesses at the current password through a stolen session count as sign-in attempts.
    const admitted = await authLimiter.admitLogin(
      db,
      clientAddress(c, trustProxyHops),
      member.email,
      now().getTime(),
    );
    if (isRefusal(admitted)) refuse(loginRefusedMessage(admitted), admitted);
    const ended = await hashingInTurn(
      c,
      async () => {
        const passwordHash = await hashChangedPassword(db, member.id, input, scryptCost);
        const token = sessionToken(c) ?? '';
        return writeTransaction(db, (tx) => storePassword(tx, member.id, passwordHash, token));
      },
      () => authLimiter.forget(db, admitted),
    );
    await authLimiter.succeeded(db, admitted);
    return c.json({ ok: true, sessionsEnded: ended });
  })
  .get('/me', (c) => c.json({ user: toUser(signedIn(c)) }));
