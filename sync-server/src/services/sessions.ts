import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { hashPassword, verifyPassword, type ScryptCost } from '../security/passwords';
import { hashToken } from '../security/tokens';
import { invalid } from './errors';
import { revokeResetLinks } from './password-resets';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/**
 * Ends every session of the member, on every device ("sign out everywhere"), and every reset link
 * they have not used: whoever they are shutting out may hold one.
 */
export async function deleteAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await writeTransaction(db, async (tx) => {
    const { sessions } = tablesOf(tx);
    await revokeResetLinks(tx, userId);
    return tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ tokenHash: sessions.tokenHash });
  });
  return ended.length;
}

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * The slow half of a password change: checks the current password and hashes the new one. Returns
 * the new hash for storePassword.
 */
export async function hashChangedPassword(
  db: Db,
  memberId: string,
  input: ChangePasswordInput,
  cost: ScryptCost,
): Promise<string> {
  const { users } = tablesOf(db);
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  if (!row || !(await verifyPassword(input.currentPassword, row.hash))) {
    throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  return hashPassword(input.newPassword, cost);
}

/**
 * Stores the new password hash and ends every other session of the member and every reset link they
 * have not used, in the caller's write transaction: whoever may have learned the old password is
 * signed out everywhere else, and the session that asked stays. Returns how many sessions ended.
 */
export async function storePassword(
  tx: Db,
  memberId: string,
  passwordHash: string,
  currentToken: string,
): Promise<number> {
  const { sessions, users } = tablesOf(tx);
  await tx.update(users).set({ passwordHash }).where(eq(users.id, memberId));
  await revokeResetLinks(tx, memberId);
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, memberId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
