import { asc, desc } from 'drizzle-orm';
import { tipOfTheDay, type CounselingTip, type InspirationalContent } from '@selah/shared';
import {
  counselingTips,
  inspirationalContent,
  type CounselingTipRow,
  type InspirationalContentRow,
} from '../db/schema';
import type { Db } from '../db/types';

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

export function listInspirationalContent(db: Db): InspirationalContent[] {
  return db
    .select()
    .from(inspirationalContent)
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

export function listCounselingTips(db: Db): CounselingTip[] {
  return db
    .select()
    .from(counselingTips)
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
