import { asc, desc } from 'drizzle-orm';
import { tipOfTheDay, type CounselingTip, type InspirationalContent } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { CounselingTipRow, InspirationalContentRow } from '../db/schema';
import type { Db } from '../db/types';
import { after, FIRST_PAGE, type Page } from './paging';

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
  const { inspirationalContent } = tablesOf(db);
  const rows = await db
    .select()
    .from(inspirationalContent)
    .where(after(inspirationalContent.createdAt, inspirationalContent.id, page.after))
    .orderBy(desc(inspirationalContent.createdAt), desc(inspirationalContent.id))
    .limit(page.limit + 1);
  return rows.map(toInspirationalContent);
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
  const { counselingTips } = tablesOf(db);
  const rows = await db
    .select()
    .from(counselingTips)
    .where(after(counselingTips.createdAt, counselingTips.id, page.after))
    .orderBy(desc(counselingTips.createdAt), desc(counselingTips.id))
    .limit(page.limit + 1);
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
