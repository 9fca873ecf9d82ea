import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGIN_MESSAGES,
  uuidv7,
  type loginSchema,
  type signupSchema,
  type User,
  usernameKey,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { memberSpace, nextVersion } from '../db/versions';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  verifyPassword,
  type ScryptCost,
} from '../security/passwords';
import { hashToken, newSessionToken } from '../security/tokens';
import { conflict, ServiceError } from './errors';

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MS = SESSION_DAYS * DAY_MS;
/**
 * However often it is used, a session ends this long after the sign-in that made it: a stolen cookie
 * does not work forever. Long enough that a member who opens the app now and then signs in twice a year.
 */
export const SESSION_MAX_AGE_MS = 180 * DAY_MS;

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const DUPLICATE_USERNAME_MESSAGE = 'That username is taken';

/** The public view of a member: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    level: row.level,
    title: row.title,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt,
  };
}

export type SignedIn = { user: User; token: string; expiresAt: Date };

/**
 * The 409 a new account with this email or username would get (email first), or null. Emails come
 * normalized by the shared schema; usernames are compared by usernameKey.
 */
async function findDuplicate(
  db: Db,
  email: string,
  username: string,
): Promise<ServiceError | null> {
  const { users } = tablesOf(db);
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (byEmail) return conflict(DUPLICATE_EMAIL_MESSAGE, 'email');
  const [byUsername] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)))
    .limit(1);
  if (byUsername) return conflict(DUPLICATE_USERNAME_MESSAGE, 'username');
  return null;
}

async function createSession(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { sessions } = tablesOf(db);
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/**
 * The slow half of a signup, before any write: a duplicate email or username is answered at once,
 * then the password is hashed. Returns the hash for createAccount.
 */
export async function hashSignupPassword(
  db: Db,
  input: SignupInput,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const early = await findDuplicate(db, input.email, input.username);
  if (early) throw early;
  return hashPassword(input.password, cost);
}

/** A new account's own fields; the rest (id, times, version) the insert sets. */
export type NewAccount = {
  username: string;
  email: string;
  /** Shown name; the username when blank. */
  name?: string | undefined;
  passwordHash: string;
  isAdmin: boolean;
  timeZone: string | null;
  /** Signing up is being seen; an account an admin adds has not been yet. */
  seen: boolean;
};

/**
 * Stores a new account, refusing a taken email or username (a 409 naming the field), in the
 * caller's write transaction: the one insert behind signing up and an admin adding a member.
 */
export async function insertAccount(tx: Db, account: NewAccount, now: Date): Promise<UserRow> {
  const { users } = tablesOf(tx);
  const duplicate = await findDuplicate(tx, account.email, account.username);
  if (duplicate) throw duplicate;
  const id = uuidv7(now.getTime());
  const [row] = await tx
    .insert(users)
    .values({
      id,
      username: account.username,
      usernameKey: usernameKey(account.username),
      email: account.email,
      name: account.name || account.username,
      passwordHash: account.passwordHash,
      isAdmin: account.isAdmin,
      timeZone: account.timeZone,
      createdAt: now.toISOString(),
      lastSeenAt: account.seen ? now.toISOString() : null,
      version: await nextVersion(tx, memberSpace(id)),
    })
    .returning();
  if (!row) throw new Error('The new account was not stored');
  return row;
}

/**
 * Creates the account and its first session, in the caller's write transaction. On a fresh install
 * the first real account becomes the admin: "real" because seeded demo members never count, and only
 * while no real account exists, so demoting every admin later does not hand the role to whoever
 * signs up next.
 */
export async function createAccount(
  tx: Db,
  input: SignupInput,
  passwordHash: string,
  now: Date,
): Promise<SignedIn> {
  const { users } = tablesOf(tx);
  const [realAccount] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isDemo, false))
    .limit(1);
  const row = await insertAccount(
    tx,
    {
      username: input.username,
      email: input.email,
      name: input.name,
      passwordHash,
      isAdmin: realAccount === undefined,
      timeZone: input.timeZone ?? null,
      seen: true,
    },
    now,
  );
  return { user: toUser(row), ...(await createSession(tx, row.id, now)) };
}

/** A hash of a random password: unknown emails cost as much time as wrong passwords. */
let decoyHash: Promise<string> | null = null;

/**
 * The slow half of a sign-in: the member whose email and password these are. One uniform failure
 * for unknown email and wrong password alike, so accounts cannot be probed.
 */
export async function checkCredentials(
  db: Db,
  input: LoginInput,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<UserRow> {
  const { users } = tablesOf(db);
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  decoyHash ??= hashPassword(newSessionToken(), cost);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash));
  if (!row || !valid) throw new ServiceError('unauthorized', LOGIN_MESSAGES.failed);
  return row;
}

/** Signs the checked member in, in the caller's write transaction: a new session. */
export async function startSession(
  tx: Db,
  row: UserRow,
  input: LoginInput,
  now: Date,
): Promise<SignedIn> {
  const { endedSessions, passwordResets, sessions, users } = tablesOf(tx);
  // Sweep expired sessions now and then: a login is a natural, infrequent moment. A deleted
  // account's ended sessions are remembered only as long as such a session could have lived.
  await tx.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
  const longestSession = new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString();
  await tx.delete(endedSessions).where(sql`${endedSessions.endedAt} < ${longestSession}`);
  await tx.delete(passwordResets).where(sql`${passwordResets.expiresAt} < ${now.toISOString()}`);
  const [updated] = await tx
    .update(users)
    .set({ lastSeenAt: now.toISOString(), timeZone: input.timeZone ?? row.timeZone })
    .where(eq(users.id, row.id))
    .returning();
  if (!updated) throw new Error('The member to sign in no longer exists');
  return { user: toUser(updated), ...(await createSession(tx, row.id, now)) };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await writeTransaction(db, (tx) => {
    const { sessions } = tablesOf(tx);
    return tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  });
}

/** Whether this session token was ended by its account's deletion (see account-deletion.ts). */
export async function wasEndedByDeletion(db: Db, token: string): Promise<boolean> {
  const { endedSessions } = tablesOf(db);
  const [row] = await db
    .select({ tokenHash: endedSessions.tokenHash })
    .from(endedSessions)
    .where(eq(endedSessions.tokenHash, hashToken(token)))
    .limit(1);
  return row !== undefined;
}
