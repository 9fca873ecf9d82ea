/**
 * Deleting a member's account: every row of theirs goes, in one write transaction, and what went
 * is counted for the answer. Their posts leave every other member's device (shared tombstones), the
 * likes they gave are taken off the posts, and the community's counts are recounted. Their sessions
 * end; each ended token is remembered (hashed) so a device that comes back is told the account is
 * gone and wipes what it holds.
 *
 * Nothing that names them stays either: other members' mutes of them or of their posts, their
 * sign-in attempts (stored by the email's hash), and every recorded answer (sync mutation or
 * Idempotency-Key replay, theirs or another member's) that holds their id, name, username or email,
 * such as a liked post of theirs with its author. On SQLite, secure_delete (db/client.ts) overwrites
 * what is deleted, so the text leaves the file too.
 */
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  entityOf,
  LAST_ADMIN_MESSAGE,
  marksOf,
  PERSONAL_SYNC_TABLES,
  SHARED_SYNC_TABLES,
  type SharedTable,
} from '@selah/shared';
import { engineOf, tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import {
  COMMUNITY_SPACE,
  lockSpaces,
  memberSpace,
  nextVersion,
  spaceOf,
  writeTombstone,
} from '../db/versions';
import { accountKey } from '../security/auth-limits';
import { personalTable, sharedStorageOf, sharedTable, type MarkStorage } from '../sync/tables';
import { recountCommunityStats } from './community-stats';
import { conflict, invalid } from './errors';

export type DeletedCounts = Record<string, number>;

async function countWhere(tx: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The last admin names who takes over (`nextAdminEmail`): that member becomes admin in the same
 * transaction. Throws 409 when the member is the last admin and names nobody (or nobody usable).
 */
async function handOverAdmin(tx: Db, member: UserRow, nextAdminEmail: string | undefined) {
  if (!member.isAdmin) return;
  const { users } = tablesOf(tx);
  const others = await countWhere(
    tx,
    users,
    and(eq(users.isAdmin, true), eq(users.isDemo, false), ne(users.id, member.id)),
  );
  if (others > 0) return;
  if (!nextAdminEmail) throw conflict(LAST_ADMIN_MESSAGE, 'nextAdminEmail');
  const [next] = await tx
    .select({ id: users.id, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.email, nextAdminEmail))
    .limit(1);
  if (!next || next.isDemo || next.id === member.id) {
    throw invalid(`No other member has the email ${nextAdminEmail}`, 'nextAdminEmail');
  }
  await tx
    .update(users)
    .set({ isAdmin: true, version: await nextVersion(tx, memberSpace(next.id)) })
    .where(eq(users.id, next.id));
}

/**
 * Other members' mutes of the member and of their posts: they name nobody once the member is gone.
 * Each leaves its owner's devices like any deleted row.
 */
async function removeMutesOf(tx: Db, memberId: string): Promise<void> {
  const { communityPosts: posts, feedFilters: f } = tablesOf(tx);
  const theirPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, memberId));
  const mutes = await tx
    .select({ id: f.id, userId: f.userId })
    .from(f)
    .where(
      and(
        ne(f.userId, memberId),
        or(
          and(eq(f.kind, 'author'), eq(f.targetId, memberId)),
          and(eq(f.kind, 'post'), inArray(f.targetId, theirPosts)),
        ),
      ),
    );
  for (const mute of mutes) {
    await tx.delete(f).where(eq(f.id, mute.id));
    await writeTombstone(tx, 'feedFilters', mute.id, mute.userId);
  }
}

/**
 * How the member's name, username and email read inside a recorded answer: as a whole JSON string,
 * in a sync mutation's result (JSON) and in an Idempotency-Key replay's body (JSON in JSON). Whole
 * strings only, so another member's text that merely contains a short name is kept.
 */
function recordedForms(member: UserRow): string[] {
  const forms = [member.id];
  for (const text of [member.name, member.username, member.email]) {
    const json = JSON.stringify(text);
    forms.push(json, JSON.stringify(json).slice(1, -1));
  }
  return forms;
}

/**
 * Recorded answers that hold the member's data, theirs or another member's. Another member's
 * retry of such a request then runs again rather than replaying: what it names is gone, and the
 * community's requests (like, report, mute) are set memberships that do not double.
 */
async function forgetRecordsNaming(tx: Db, member: UserRow): Promise<void> {
  const { processedMutations: p } = tablesOf(tx);
  // instr/strpos, not LIKE: no wildcards to escape, and case-sensitive on both engines.
  const contains = (text: string) =>
    engineOf(tx) === 'sqlite'
      ? sql`instr(${p.result}, ${text}) > 0`
      : sql`strpos(${p.result}, ${text}) > 0`;
  await tx.delete(p).where(or(eq(p.userId, member.id), ...recordedForms(member).map(contains)));
}

/** A mark table's columns by name (tables.ts says which name the row and the member). */
type MarkColumns = Record<string, PgColumn>;

/**
 * What leaving does to a shared table (its declaration says `delete`): the member's rows leave every
 * device (shared tombstones; the rows and every mark on them cascade with the member's row), and
 * the counted marks they set on other members' rows come off those rows' counts, which every
 * device pulls again. Returns what it counts: their rows, and each mark they set, as `<mark>s`.
 */
async function leaveSharedTable(
  tx: Db,
  table: SharedTable,
  memberId: string,
): Promise<DeletedCounts> {
  const rows = sharedTable(tx, table);
  const storage = sharedStorageOf(table);
  const counts: DeletedCounts = { [table]: await countWhere(tx, rows, eq(rows.userId, memberId)) };
  for (const { name, count: countField } of marksOf(table)) {
    const mark = storage.marks[name as keyof typeof storage.marks] as MarkStorage;
    const marks = tablesOf(tx)[mark.table];
    const columns = marks as unknown as MarkColumns;
    const theirs = eq(columns[mark.memberColumn] as PgColumn, memberId);
    counts[`${name}s`] = await countWhere(tx, marks, theirs);
    if (countField === null) continue;
    const countColumn = (rows as unknown as MarkColumns)[countField] as PgColumn;
    const marked = await tx
      .select({ id: rows.id })
      .from(marks)
      .innerJoin(rows, eq(rows.id, columns[mark.rowColumn] as PgColumn))
      .where(and(theirs, ne(rows.userId, memberId)));
    for (const { id } of marked) {
      await tx
        .update(rows)
        .set({
          [countField]: sql`case when ${countColumn} > 0 then ${countColumn} - 1 else 0 end`,
          version: await nextVersion(tx, spaceOf(table, null)),
        } as never)
        .where(eq(rows.id, id as string));
    }
  }
  const own = await tx.select({ id: rows.id }).from(rows).where(eq(rows.userId, memberId));
  for (const { id } of own) await writeTombstone(tx, table, id as string, null);
  return counts;
}

export async function deleteAccount(
  tx: Db,
  member: UserRow,
  now: Date,
  nextAdminEmail?: string,
): Promise<DeletedCounts> {
  const t = tablesOf(tx);
  // The community's counter before any member's (the order every writer takes them in), and the
  // member's own: a push of theirs that is under way finishes first, and none starts meanwhile.
  await lockSpaces(tx, [COMMUNITY_SPACE, memberSpace(member.id)]);
  await handOverAdmin(tx, member, nextAdminEmail);
  const id = member.id;
  const deleted: DeletedCounts = {};
  // Every personal table, as its declaration says: its rows go with the account (the foreign keys
  // cascade when the member's row is deleted below); here they are counted for the answer.
  for (const name of PERSONAL_SYNC_TABLES) {
    const table = personalTable(tx, name);
    deleted[name] = await countWhere(tx, table, eq(table.userId, id));
  }
  for (const table of SHARED_SYNC_TABLES) {
    if (entityOf(table).onAccountDeletion === 'delete') {
      // Marks of the same name on several tables (reports) are counted together.
      for (const [kind, n] of Object.entries(await leaveSharedTable(tx, table, id))) {
        deleted[kind] = (deleted[kind] ?? 0) + n;
      }
    }
  }
  Object.assign(deleted, {
    sessions: await countWhere(tx, t.sessions, eq(t.sessions.userId, id)),
    // Reminders: the browsers' push endpoints and the daily time; both cascade with the member.
    pushSubscriptions: await countWhere(
      tx,
      t.pushSubscriptions,
      eq(t.pushSubscriptions.userId, id),
    ),
    reminders: await countWhere(tx, t.reminders, eq(t.reminders.userId, id)),
  });

  // Sessions end, and are remembered as ended by a deletion.
  const sessions = await tx
    .select({ tokenHash: t.sessions.tokenHash })
    .from(t.sessions)
    .where(eq(t.sessions.userId, member.id));
  if (sessions.length > 0) {
    await tx
      .insert(t.endedSessions)
      .values(sessions.map((s) => ({ tokenHash: s.tokenHash, endedAt: now.toISOString() })))
      .onConflictDoNothing();
  }

  // Rows that name them without a foreign key; everything else cascades from the users row.
  await removeMutesOf(tx, member.id);
  await forgetRecordsNaming(tx, member);
  await tx.delete(t.tombstones).where(eq(t.tombstones.userId, member.id));
  // Their space's counter is keyed by their id; nothing of theirs is left to take a version.
  await tx.delete(t.spaceVersions).where(eq(t.spaceVersions.space, memberSpace(member.id)));
  // Sign-in attempts are stored by the email's hash, never the email itself.
  await tx.delete(t.authAttempts).where(eq(t.authAttempts.account, accountKey(member.email)));
  await tx.delete(t.users).where(eq(t.users.id, member.id));
  await recountCommunityStats(tx);
  return deleted;
}
