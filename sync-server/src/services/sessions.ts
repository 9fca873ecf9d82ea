import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema } from '@selah/shared';
import { sessions, users } from '../db/schema';
import type { Db } from '../db/types';
import { hashPassword, verifyPassword, type ScryptCost } from '../security/passwords';
import { hashToken } from '../security/tokens';
import { invalid } from './errors';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/** Ends every session of the member, on every device ("sign out everywhere"). */
export function deleteAllSessions(db: Db, userId: string): number {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * Sets a new password once the current one is confirmed, and ends every other session of the
 * member: whoever may have learned the old password is signed out everywhere else. The session that
 * asked stays. Returns how many sessions ended.
 */
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
  const row = db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, memberId))
    .get();
  if (!row || !(await verifyPassword(input.currentPassword, row.hash))) {
    throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  return hashPassword(input.newPassword, cost);
}

/**
 * Stores the new password hash and ends every other session of the member, in the caller's write
 * transaction. Returns how many sessions ended.
 */
export function storePassword(
  tx: Db,
  memberId: string,
  passwordHash: string,
  currentToken: string,
): number {
  tx.update(users).set({ passwordHash }).where(eq(users.id, memberId)).run();
  return tx
    .delete(sessions)
    .where(and(eq(sessions.userId, memberId), ne(sessions.tokenHash, hashToken(currentToken))))
    .run().changes;
}
