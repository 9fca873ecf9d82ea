import { and, desc, eq } from 'drizzle-orm';
import { type PrivateSession } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { PrivateSessionRow } from '../db/schema';
import type { Db } from '../db/types';
import { after, FIRST_PAGE, type Page } from './paging';

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
export async function listPrivateSessions(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<PrivateSession[]> {
  const { privateSessions } = tablesOf(db);
  const rows = await db
    .select()
    .from(privateSessions)
    .where(
      and(
        eq(privateSessions.userId, memberId),
        after(privateSessions.createdAt, privateSessions.id, page.after),
      ),
    )
    .orderBy(desc(privateSessions.createdAt), desc(privateSessions.id))
    .limit(page.limit + 1);
  return rows.map(toPrivateSession);
}
