import { desc, eq } from 'drizzle-orm';
import { activityStatus, isNewThisWeek, type AdminUsersResponse, type User } from '@selah/shared';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { nextVersion } from '../db/versions';
import { toUser } from './accounts';
import { notFound } from './errors';

/** The user-management overview: every member, newest first, with the summary counts. */
export function listMembersForAdmin(db: Db, now: Date): AdminUsersResponse {
  const rows = db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).all();
  const members = rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
  }));
  return {
    members,
    counts: {
      total: rows.length,
      activeNow: rows.filter((row) => activityStatus(row.lastSeenAt, now) === 'Active').length,
      admins: rows.filter((row) => row.isAdmin).length,
      newThisWeek: rows.filter((row) => isNewThisWeek(row.createdAt, now)).length,
    },
  };
}

/**
 * Used by the admin CLI: promotes or demotes the member with this email. Runs in the caller's
 * write transaction.
 */
export function setAdminByEmail(tx: Db, email: string, isAdmin: boolean): User {
  const row = tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  if (!row) throw notFound(`No account with the email ${email}`);
  const updated = tx
    .update(users)
    .set({ isAdmin, version: nextVersion(tx) })
    .where(eq(users.id, row.id))
    .returning()
    .get();
  return toUser(updated);
}
