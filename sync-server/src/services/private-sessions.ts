import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  uuidv7,
  type createPrivateSessionSchema,
  type PrivateSession,
  type updatePrivateSessionSchema,
} from '@selah/shared';
import { privateSessions, type PrivateSessionRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion, writeTombstone } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { after, FIRST_PAGE, type Page } from './paging';
import { clientTimestamp, toIsoOrNull } from './time';

type Target = { id: string };
export type CreatePrivateSessionInput = z.output<typeof createPrivateSessionSchema>;
export type UpdatePrivateSessionInput = Target & z.output<typeof updatePrivateSessionSchema>;

export function toPrivateSession(row: PrivateSessionRow): PrivateSession {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    notes: row.notes,
    sessionType: row.sessionType,
    duration: row.duration,
    scheduledAt: row.scheduledAt,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export function listPrivateSessions(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): PrivateSession[] {
  return db
    .select()
    .from(privateSessions)
    .where(
      and(
        eq(privateSessions.userId, memberId),
        after(privateSessions.createdAt, privateSessions.id, page.after),
      ),
    )
    .orderBy(desc(privateSessions.createdAt), desc(privateSessions.id))
    .limit(page.limit + 1)
    .all()
    .map(toPrivateSession);
}

function findOwnSession(db: Db, memberId: string, sessionId: string): PrivateSessionRow {
  const row = db
    .select()
    .from(privateSessions)
    .where(and(eq(privateSessions.id, sessionId), eq(privateSessions.userId, memberId)))
    .get();
  if (!row) throw notFound('Session not found');
  return row;
}

export function createPrivateSession(
  db: Db,
  memberId: string,
  input: CreatePrivateSessionInput,
  now: Date,
): Created<PrivateSession> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx
        .select()
        .from(privateSessions)
        .where(eq(privateSessions.id, input.id))
        .get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: toPrivateSession(own), created: false };
    }
    const row = tx
      .insert(privateSessions)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        userId: memberId,
        title: input.title,
        notes: input.notes,
        sessionType: input.sessionType,
        duration: input.duration ?? null,
        // A schedule is naturally in the future: only its format is checked.
        scheduledAt: toIsoOrNull(input.scheduledAt),
        completedAt: null,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toPrivateSession(row), created: true };
  });
}

/** Mark Complete sends completedAt (now); null reopens the session. */
export function updatePrivateSession(
  db: Db,
  memberId: string,
  input: UpdatePrivateSessionInput,
  now: Date,
): PrivateSession {
  return writeTransaction(db, (tx) => {
    findOwnSession(tx, memberId, input.id);
    const completedAt =
      input.completedAt === null ? null : clientTimestamp(input.completedAt, now, 'completedAt');
    const row = tx
      .update(privateSessions)
      .set({ completedAt, version: nextVersion(tx) })
      .where(eq(privateSessions.id, input.id))
      .returning()
      .get();
    return toPrivateSession(row);
  });
}

export function deletePrivateSession(db: Db, memberId: string, input: Target, _now: Date): Target {
  return writeTransaction(db, (tx) => {
    findOwnSession(tx, memberId, input.id);
    tx.delete(privateSessions).where(eq(privateSessions.id, input.id)).run();
    writeTombstone(tx, 'privateSessions', input.id, memberId);
    return { id: input.id };
  });
}
