/** Free text bounds: generous for writing, but bounded so no single row can exhaust storage. */
export const LIMITS = {
  shortText: 200,
  longText: 20_000,
  postText: 2_000,
  url: 2_000,
} as const;

/**
 * Every list the API answers is one page: at most `limit` items (default PAGE_SIZE_DEFAULT, at most
 * PAGE_SIZE_MAX), newest first. When more follow, the response carries NEXT_CURSOR_HEADER, an opaque
 * value to send back as `cursor` for the next page; the body stays a plain JSON list. (Constants,
 * not schemas: the web's HTTP client reads the header on the first route, where zod is not loaded.)
 */
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 500;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
