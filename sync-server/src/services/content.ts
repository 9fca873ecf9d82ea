import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  tipOfTheDay,
  uuidv7,
  type CounselingTip,
  type createInspirationalContentSchema,
  type InspirationalContent,
} from '@selah/shared';
import {
  counselingTips,
  inspirationalContent,
  type CounselingTipRow,
  type InspirationalContentRow,
} from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion } from '../db/versions';
import type { Created } from './create-result';
import { conflict } from './errors';
import { after, FIRST_PAGE, type Page } from './paging';
import { clientTimestamp } from './time';

export type CreateInspirationalContentInput = z.output<typeof createInspirationalContentSchema>;

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

/** Admins only: the route checks the role before calling. */
export function createInspirationalContent(
  db: Db,
  adminId: string,
  input: CreateInspirationalContentInput,
  now: Date,
): Created<InspirationalContent> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx
        .select()
        .from(inspirationalContent)
        .where(eq(inspirationalContent.id, input.id))
        .get();
      if (existing) {
        if (existing.createdBy !== adminId) throw conflict('That id is already in use', 'id');
        return { row: toInspirationalContent(existing), created: false };
      }
    }
    const row = tx
      .insert(inspirationalContent)
      .values({
        id: input.id ?? uuidv7(now.getTime()),
        title: input.title,
        content: input.content,
        author: input.author,
        category: input.category,
        imageUrl: input.imageUrl,
        createdBy: adminId,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .returning()
      .get();
    return { row: toInspirationalContent(row), created: true };
  });
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
