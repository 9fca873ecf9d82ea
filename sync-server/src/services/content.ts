import { asc, desc } from 'drizzle-orm';
import { tipOfTheDay, type CounselingTip, type InspirationalContent } from '@selah/shared';
import {
  counselingTips,
  inspirationalContent,
  type CounselingTipRow,
  type InspirationalContentRow,
} from '../db/schema';
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
export function listInspirationalContent(db: Db, page: Page = FIRST_PAGE): InspirationalContent[] {
  return db
    .select()
    .from(inspirationalContent)
    .where(after(inspirationalContent.createdAt, inspirationalContent.id, page.after))
    .limit(page.limit + 1)
    .orderBy(desc(inspirationalContent.createdAt), desc(inspirationalContent.id))
    .all()
    .map(toInspirationalContent);
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
export function listCounselingTips(db: Db, page: Page = FIRST_PAGE): CounselingTip[] {
  return db
    .select()
    .from(counselingTips)
    .where(after(counselingTips.createdAt, counselingTips.id, page.after))
    .limit(page.limit + 1)
    .orderBy(desc(counselingTips.createdAt), desc(counselingTips.id))
    .all()
    .map(toCounselingTip);
}

/** Every member sees the same tip on the same local day; null when there is no active tip. */
export function getTipOfTheDay(db: Db, now: Date, timeZone: string): CounselingTip | null {
  const tips = db
    .select()
    .from(counselingTips)
    .orderBy(asc(counselingTips.createdAt), asc(counselingTips.id))
    .all()
    .map(toCounselingTip);
  return tipOfTheDay(tips, now, timeZone);
}
