import { eq } from 'drizzle-orm';
import { activityStatus, isNewThisWeek, type AdminUsersResponse, type User } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { nextVersion } from '../db/versions';
import { toUser } from './accounts';
import { notFound } from './errors';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

/**
 * The user-management overview: one page of members, newest first (up to page.limit + 1, see Page),
 * with the summary counts over every member (read from three narrow columns only).
 */
export async function listMembersForAdmin(
  db: Db,
  now: Date,
  page: Page = FIRST_PAGE,
): Promise<AdminUsersResponse> {
  const { users } = tablesOf(db);
  const rows = await newestFirst(db, users, users.createdAt, page);
  const members = rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
  }));
  const everyone = await db
    .select({ isAdmin: users.isAdmin, createdAt: users.createdAt, lastSeenAt: users.lastSeenAt })
    .from(users);
  return {
    members,
    counts: {
      total: everyone.length,
      activeNow: everyone.filter((row) => activityStatus(row.lastSeenAt, now) === 'Active').length,
      admins: everyone.filter((row) => row.isAdmin).length,
      newThisWeek: everyone.filter((row) => isNewThisWeek(row.createdAt, now)).length,
    },
  };
}

/**
 * Used by the admin CLI: promotes or demotes the member with this email. Runs in the caller's
 * write transaction.
 */
export async function setAdminByEmail(tx: Db, email: string, isAdmin: boolean): Promise<User> {
  const { users } = tablesOf(tx);
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) throw notFound(`No account with the email ${email}`);
  const [updated] = await tx
    .update(users)
    .set({ isAdmin, version: await nextVersion(tx) })
    .where(eq(users.id, row.id))
    .returning();
  if (!updated) throw notFound(`No account with the email ${email}`);
  return toUser(updated);
}

/** The id of the account with this email (not found: a 404 naming it). */
export async function userIdByEmail(tx: Db, email: string): Promise<string> {
  const { users } = tablesOf(tx);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) throw notFound(`No account with the email ${email}`);
  return row.id;
}
