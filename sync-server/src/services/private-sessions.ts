import { desc, eq } from 'drizzle-orm';
import { type PrivateSession } from '@selah/shared';
import { privateSessions, type PrivateSessionRow } from '../db/schema';
import type { Db } from '../db/types';

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

export function listPrivateSessions(db: Db, memberId: string): PrivateSession[] {
  return db
    .select()
    .from(privateSessions)
    .where(eq(privateSessions.userId, memberId))
    .orderBy(desc(privateSessions.createdAt), desc(privateSessions.id))
    .all()
    .map(toPrivateSession);
}
