/**
 * When to try again after a failed sync (no answer, 5xx or 429): exponential backoff with full
 * jitter, from about 1 s up to 60 s, and never sooner than the server asked with Retry-After.
 */

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
/** Full jitter can draw ~0; a floor keeps a dead server from being hammered in a tight loop. */
export const BACKOFF_MIN_MS = 250;
/** A Retry-After beyond this is treated as this: a misconfigured header must not park sync for days. */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/**
 * The wait before attempt `failures + 1`, after `failures` (>= 1) failures in a row: a random
 * point in [0, min(60 s, 1 s x 2^(failures - 1))] (AWS "full jitter"), so many devices coming back
 * at once spread out instead of retrying in lockstep.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 16);
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.max(BACKOFF_MIN_MS, Math.floor(random() * cap));
}

/**
 * A Retry-After header in milliseconds from `nowMs`: either delay-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (value === '') return null;
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    const date = Date.parse(value);
    if (Number.isNaN(date)) return null;
    ms = date - nowMs;
  }
  return Math.min(Math.max(0, Math.ceil(ms)), RETRY_AFTER_MAX_MS);
}
