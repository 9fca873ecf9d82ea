import { and, desc, eq, lt, or, type Column, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_SIZE_DEFAULT } from '@selah/shared';
import type { Db } from '../db/types';

/** Where a page of a newest-first list starts: just after the item with this time and id. */
export type Cursor = { at: string; id: string };

/**
 * A page of a list ordered newest first by (time, id). List functions return up to `limit + 1`
 * items: the one extra tells the caller that another page follows, and is not part of this one.
 */
export type Page = { limit: number; after: Cursor | null };

export const FIRST_PAGE: Page = { limit: PAGE_SIZE_DEFAULT, after: null };

/** The rows after the cursor in (time desc, id desc) order: an index range, however deep the page. */
export function after(time: Column, id: Column, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(time, cursor.at), and(eq(time, cursor.at), lt(id, cursor.id)));
}

type Listed = PgTable & { id: PgColumn };

/**
 * One page of `table`, newest first by (`time`, id), narrowed by `filters` (a member's own rows, an
 * active flag): up to page.limit + 1 rows, see Page. Every list route reads this way, on an index
 * over (…, time).
 */
export async function newestFirst<T extends Listed>(
  db: Db,
  table: T,
  time: PgColumn,
  page: Page,
  ...filters: (SQL | undefined)[]
): Promise<InferSelectModel<T>[]> {
  const listed = table as Listed;
  const rows = await db
    .select()
    .from(listed)
    .where(and(...filters, after(time, listed.id, page.after)))
    .orderBy(desc(time), desc(listed.id))
    .limit(page.limit + 1);
  return rows as InferSelectModel<T>[];
}
