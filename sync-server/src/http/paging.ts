import type { Context } from 'hono';
import { z } from 'zod';
import { idSchema, NEXT_CURSOR_HEADER, pageQuerySchema } from '@selah/shared';
import { invalid } from '../services/errors';
import type { Cursor, Page } from '../services/paging';
import { parseWith } from './validate';

const cursorSchema = z.tuple([z.string().min(1).max(40), idSchema]);

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return { at, id };
  } catch {
    throw invalid('Invalid cursor', 'cursor');
  }
}

/** The page a list request asks for: ?limit (default 100, at most 500) and ?cursor. */
export function requestedPage(c: Context, schema: typeof pageQuerySchema = pageQuerySchema): Page {
  return pageFromQuery(c.req.query(), schema);
}

/** requestedPage from a request's query parameters, read by whoever received the request. */
export function pageFromQuery(
  query: Record<string, string>,
  schema: typeof pageQuerySchema = pageQuerySchema,
): Page {
  const { limit, cursor } = parseWith(schema, query);
  return { limit, after: cursor === undefined ? null : decodeCursor(cursor) };
}

/**
 * One page out of up to limit + 1 rows: when the extra row is there, the next page starts after the
 * last item of this one, and its cursor is set in X-Next-Cursor.
 */
export function pageOf<T>(
  c: Context,
  rows: readonly T[],
  page: Page,
  keyOf: (row: T) => Cursor,
): T[] {
  const { items, nextCursor } = splitPage(rows, page, keyOf);
  if (nextCursor !== undefined) c.header(NEXT_CURSOR_HEADER, nextCursor);
  return items;
}

/** pageOf's items and the next page's cursor (undefined on the last page), for any answerer. */
export function splitPage<T>(
  rows: readonly T[],
  page: Page,
  keyOf: (row: T) => Cursor,
): { items: T[]; nextCursor: string | undefined } {
  if (rows.length <= page.limit) return { items: [...rows], nextCursor: undefined };
  const items = rows.slice(0, page.limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

/** Answers one page as a plain JSON list (see pageOf). */
export function respondPage<T>(
  c: Context,
  rows: readonly T[],
  page: Page,
  keyOf: (row: T) => Cursor,
): Response {
  return c.json(pageOf(c, rows, page, keyOf));
}

/** The cursor of a list ordered by creation time, the usual order. */
export const byCreatedAt = (row: { createdAt: string; id: string }): Cursor => ({
  at: row.createdAt,
  id: row.id,
});
