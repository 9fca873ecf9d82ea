import { and, count, eq, ne } from 'drizzle-orm';
import {
  activityStatus,
  DEMO_MEMBER_ADMIN_MESSAGE,
  isNewThisWeek,
  LAST_ADMIN_ROLE_MESSAGE,
  normalizeEmail,
  type AdminMember,
  type AdminUsersResponse,
  type User,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { memberSpace, nextVersion } from '../db/versions';
import { toUser } from './accounts';
import { conflict, notFound } from './errors';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

const MEMBER_NOT_FOUND = 'Member not found';

/** What an admin sees of a member: never the password hash or the time zone. */
export function toAdminMember(row: UserRow): AdminMember {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    isDemo: row.isDemo,
  };
}

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
  const members = rows.map(toAdminMember);
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
 * Gives or takes the role. The users row takes a new version like every other change to it, so
 * anything that follows rows by version sees the change.
 */
async function storeAdminRole(tx: Db, id: string, isAdmin: boolean): Promise<User | null> {
  const { users } = tablesOf(tx);
  const [updated] = await tx
    .update(users)
    .set({ isAdmin, version: await nextVersion(tx, memberSpace(id)) })
    .where(eq(users.id, id))
    .returning();
  return updated ? toUser(updated) : null;
}

/**
 * Used by the admin CLI: promotes or demotes the member with this email. Runs in the caller's
 * write transaction. Unlike User Management it may demote the last admin: the CLI is how a
 * community without one gets one back (decision 004).
 */
export async function setAdminByEmail(tx: Db, email: string, isAdmin: boolean): Promise<User> {
  const { users } = tablesOf(tx);
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!row) throw notFound(`No account with the email ${email}`);
  const updated = await storeAdminRole(tx, row.id, isAdmin);
  if (!updated) throw notFound(`No account with the email ${email}`);
  return updated;
}

/**
 * An admin's role change from User Management, in the caller's write transaction (writers take
 * turns, so two admins removing each other's role cannot both pass the last-admin check). Demo
 * members can never hold the role, and the community always keeps one admin: the last one cannot
 * remove their own role here. Setting the role a member already has changes nothing.
 */
export async function setMemberRole(tx: Db, memberId: string, isAdmin: boolean): Promise<User> {
  const { users } = tablesOf(tx);
  const [row] = await tx.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  if (row.isAdmin === isAdmin) return toUser(row);
  if (isAdmin && row.isDemo) throw conflict(DEMO_MEMBER_ADMIN_MESSAGE, 'isAdmin');
  if (!isAdmin) {
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isDemo, false), ne(users.id, memberId)));
    if ((others?.n ?? 0) === 0) throw conflict(LAST_ADMIN_ROLE_MESSAGE, 'isAdmin');
  }
  const updated = await storeAdminRole(tx, memberId, isAdmin);
  if (!updated) throw notFound(MEMBER_NOT_FOUND);
  return updated;
}

/** The id of the account with this email (not found: a 404 naming it). */
export async function userIdByEmail(tx: Db, email: string): Promise<string> {
  const { users } = tablesOf(tx);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!row) throw notFound(`No account with the email ${email}`);
  return row.id;
}
