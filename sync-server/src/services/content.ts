import { asc, eq } from 'drizzle-orm';
import {
  tipOfTheDay,
  type CounselingTip,
  type Favorite,
  type InspirationalContent,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { CounselingTipRow, InspirationalContentRow } from '../db/schema';
import type { Db } from '../db/types';
import { apiRow } from '../sync/tables';
import { FIRST_PAGE, newestFirst, type Page } from './paging';

export function toInspirationalContent(row: InspirationalContentRow): InspirationalContent {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listInspirationalContent(
  db: Db,
  page: Page = FIRST_PAGE,
): Promise<InspirationalContent[]> {
  const { inspirationalContent: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page);
  return rows.map(toInspirationalContent);
}

/** The member's own favourite resources, newest first, one page (up to page.limit + 1, see Page). */
export async function listFavorites(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<Favorite[]> {
  const { favorites: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page, eq(t.userId, memberId));
  return rows.map((row) => apiRow(row) as Favorite);
}

export function toCounselingTip(row: CounselingTipRow): CounselingTip {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listCounselingTips(
  db: Db,
  page: Page = FIRST_PAGE,
): Promise<CounselingTip[]> {
  const { counselingTips: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page);
  return rows.map(toCounselingTip);
}

/** Every member sees the same tip on the same local day; null when there is no active tip. */
export async function getTipOfTheDay(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<CounselingTip | null> {
  const { counselingTips } = tablesOf(db);
  const rows = await db
    .select()
    .from(counselingTips)
    .orderBy(asc(counselingTips.createdAt), asc(counselingTips.id));
  return tipOfTheDay(rows.map(toCounselingTip), now, timeZone);
}
