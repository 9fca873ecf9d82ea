/** Free text bounds: generous for writing, but bounded so no single row can exhaust storage. */
export const LIMITS = {
  shortText: 200,
  longText: 20_000,
  postText: 2_000,
  url: 2_000,
} as const;
