import { eq } from 'drizzle-orm';
import { type PrivateSession } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { PrivateSessionRow } from '../db/schema';
import type { Db } from '../db/types';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

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
  const { privateSessions: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page, eq(t.userId, memberId));
  return rows.map(toPrivateSession);
}
