import { and, eq, lt, or, type Column, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT } from '@selah/shared';

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
