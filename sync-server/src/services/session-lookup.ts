import { eq, sql } from 'drizzle-orm';
import { engineOf, keptSqliteStatement, runPrepared, tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { hashToken } from '../security/tokens';
import { SESSION_MAX_AGE_MS, SESSION_MS } from './accounts';

/** A session's expiry slides forward on use, but at most once an hour to spare database writes. */
const SESSION_EXTEND_EVERY_MS = 60 * 60 * 1000;
/** "Last seen" is kept to the minute; more precision would mean a write on every request. */
const LAST_SEEN_EVERY_MS = 60 * 1000;

/**
 * What the hot GETs (the dashboard, the feed) read of the member: the busiest routes find the
 * caller with a lookup of these columns only, not the member's whole row.
 */
export type Caller = Pick<UserRow, 'id' | 'timeZone'>;

export type ResolvedSession<M> = {
  user: M;
  /** Set when the expiry moved forward, so the cookie should be sent again. */
  extendedUntil: Date | null;
};

/** What deciding a session reads: its times, and when its member was last seen. */
type SessionTimes = { createdAt: string; expiresAt: string };
type SeenMember = { id: string; lastSeenAt: string | null };

// The token hash is the key: one row at most. No LIMIT: drizzle binds it as a parameter, and
// SQLite ran this join about five times slower with `limit ?` than without (every request).

/** The session and its member's whole row: every request through the router runs this. */
const findSession = (db: Db) => {
  const { sessions, users } = tablesOf(db);
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('findSession');
};

/** A found caller: the session's times, the member's Caller columns and last-seen time. */
type CallerRow = SessionTimes & Caller & SeenMember;

/** The session and the member's Caller columns: every hot GET runs this. */
const findCaller = (db: Db) => {
  const { sessions, users } = tablesOf(db);
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      timeZone: users.timeZone,
      lastSeenAt: users.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('findCaller');
};

/** findCaller in SQLite's SQL, read by a kept statement (dialect.ts). */
const SQLITE_FIND_CALLER = `select s.created_at as createdAt, s.expires_at as expiresAt,
    u.id as id, u.time_zone as timeZone, u.last_seen_at as lastSeenAt
  from sessions as s join users as u on u.id = s.user_id where s.token_hash = ?`;

/** findCaller on PostgreSQL; on SQLite a kept statement, read without waiting on a promise. */
function foundCaller(
  db: Db,
  tokenHash: string,
): CallerRow | undefined | Promise<CallerRow | undefined> {
  if (engineOf(db) !== 'sqlite') {
    return runPrepared(db, 'findCaller', findCaller, { tokenHash }).then(([found]) => found);
  }
  return keptSqliteStatement(db, SQLITE_FIND_CALLER, 'rows').get(tokenHash) as
    CallerRow | undefined;
}

/**
 * Finds the member behind a session token. Expired sessions are removed. Slides the expiry forward
 * (hourly at most) and records when the member was last seen (once a minute at most).
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<ResolvedSession<UserRow> | null> {
  const tokenHash = hashToken(token);
  const [found] = await runPrepared(db, 'findSession', findSession, { tokenHash });
  return found ? settle(db, tokenHash, found.session, found.user, now) : null;
}

/**
 * resolveSession for the hot GETs: the same decision and writes, from the Caller columns only.
 * The member it gives is the found row (a Caller, with the session's times beside it). On SQLite
 * nothing waits on a promise unless the session is written.
 */
export function resolveCaller(
  db: Db,
  token: string,
  now: Date,
): Promise<ResolvedSession<Caller> | null> {
  const tokenHash = hashToken(token);
  const found = foundCaller(db, tokenHash);
  if (found instanceof Promise) {
    return found.then((row) => (row ? settle(db, tokenHash, row, row, now) : null));
  }
  return found ? settle(db, tokenHash, found, found, now) : Promise.resolve(null);
}

/**
 * The decision on a found session: null when it has expired (and it is removed), else its member
 * with lastSeenAt brought up to date, and the new expiry when it slid. Most requests write
 * nothing, and then nothing here waits: the answer is an already settled promise.
 */
function settle<M extends SeenMember>(
  db: Db,
  tokenHash: string,
  session: SessionTimes,
  user: M,
  now: Date,
): Promise<ResolvedSession<M> | null> {
  const nowMs = now.getTime();
  const endMs = Date.parse(session.createdAt) + SESSION_MAX_AGE_MS;
  const expiresMs = Math.min(Date.parse(session.expiresAt), endMs);
  if (expiresMs <= nowMs) return endSession(db, tokenHash).then(() => null);
  let extendedUntil: Date | null = null;
  const slidTo = Math.min(nowMs + SESSION_MS, endMs);
  if (slidTo - expiresMs >= SESSION_EXTEND_EVERY_MS) extendedUntil = new Date(slidTo);
  const lastSeenMs = user.lastSeenAt ? Date.parse(user.lastSeenAt) : 0;
  const seenAgain = nowMs - lastSeenMs >= LAST_SEEN_EVERY_MS;
  if (seenAgain) user.lastSeenAt = now.toISOString();
  const resolved = { user, extendedUntil };
  if (!extendedUntil && !seenAgain) return Promise.resolve(resolved);
  return recordUse(db, tokenHash, extendedUntil, seenAgain ? user : null).then(() => resolved);
}

async function endSession(db: Db, tokenHash: string): Promise<void> {
  await writeTransaction(db, (tx) => {
    const t = tablesOf(tx);
    return tx.delete(t.sessions).where(eq(t.sessions.tokenHash, tokenHash));
  });
}

/** One short write transaction: the slid expiry, and when the member was last seen. */
async function recordUse(
  db: Db,
  tokenHash: string,
  extendedUntil: Date | null,
  seen: SeenMember | null,
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const t = tablesOf(tx);
    if (extendedUntil) {
      await tx
        .update(t.sessions)
        .set({ expiresAt: extendedUntil.toISOString() })
        .where(eq(t.sessions.tokenHash, tokenHash));
    }
    if (seen) {
      await tx.update(t.users).set({ lastSeenAt: seen.lastSeenAt }).where(eq(t.users.id, seen.id));
    }
  });
}
