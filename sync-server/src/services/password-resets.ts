/**
 * Password reset links an admin makes (from User Management or `npm run admin -- reset-password`)
 * and hands to the member: one use, RESET_LINK_TTL_MS long. Only the token's hash is stored. Using
 * one sets the new password and ends every session of the member.
 *
 * A link is a password in waiting, so whatever ends the member's old password or sessions ends their
 * outstanding links too (revokeResetLinks): using any link (every other link goes, older or newer),
 * changing the password, and signing out everywhere.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_TTL_MS, type ResetLink } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { hashToken, newSessionToken } from '../security/tokens';
import { invalid, notFound } from './errors';

/** The app's page that takes the token (web: /reset-password). */
export const RESET_PATH = '/reset-password';

/** A new link for the member with this id (in the caller's write transaction). */
export async function createResetLink(
  tx: Db,
  userId: string,
  now: Date,
  baseUrl: string,
): Promise<ResetLink & { email: string }> {
  const { passwordResets, users } = tablesOf(tx);
  const [user] = await tx
    .select({ id: users.id, email: users.email, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.isDemo) throw notFound('Member not found');
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString();
  await tx.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt,
  });
  const url = new URL(RESET_PATH, baseUrl);
  // In the fragment: never sent to a server, so it stays out of access logs and Referer headers.
  url.hash = `token=${token}`;
  return { url: url.toString(), expiresAt, email: user.email };
}

/** The member a still usable token belongs to (the caller checks again when it writes). */
export async function memberOfResetToken(db: Db, token: string, now: Date): Promise<string> {
  const { passwordResets: r } = tablesOf(db);
  const [row] = await db
    .select({ userId: r.userId })
    .from(r)
    .where(
      and(eq(r.tokenHash, hashToken(token)), isNull(r.usedAt), gt(r.expiresAt, now.toISOString())),
    )
    .limit(1);
  if (!row) throw invalid(RESET_LINK_INVALID_MESSAGE, 'token');
  return row.userId;
}

/** Ends every outstanding reset link of the member, in the caller's write transaction. */
export async function revokeResetLinks(tx: Db, userId: string): Promise<void> {
  const { passwordResets } = tablesOf(tx);
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/**
 * Uses the token (once: a second use in a race finds it gone) to store `passwordHash` for its
 * member, and ends every session they have. Returns the member's id.
 */
export async function useResetToken(
  tx: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const { sessions, users } = tablesOf(tx);
  const userId = await memberOfResetToken(tx, token, now);
  // This link and every other one of the member: a twin use in a race finds nothing left.
  await revokeResetLinks(tx, userId);
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return userId;
}
