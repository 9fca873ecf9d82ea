/**
 * Faults that say the database is away for a moment (restarting, failing over, locked by another
 * process), not that the request or the code is wrong: the request fails with 503 and Retry-After,
 * and the same request succeeds once the database is back. Nothing was half done: the write
 * transaction the request was in rolled back (or, when the connection broke just as it committed,
 * committed whole, and the retry finds the processed record and replays it).
 */

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01 to 57P03 (terminated
 * by an administrator or a crash, cannot connect now: shutting down or starting up), 53300 (too many
 * connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** Node's socket and DNS errors while reaching the database server. */
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLite's result codes (better-sqlite3's `code`, extended codes included) for a file another
 * process holds locked past busy_timeout, or that the disk failed to read or write.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL)(_|$)/;

/** node-postgres and its pool report a broken or unreachable connection with a message only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

/** Seconds a device is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether `error` (or an error it wraps: drizzle wraps the driver's error as `cause`, a failed
 * connection to a host with several addresses is an AggregateError) says the database was away.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (POSTGRES_UNAVAILABLE.test(code)) return true;
    if (NETWORK_UNAVAILABLE.has(code)) return true;
    if (SQLITE_UNAVAILABLE.test(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => known.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A short description of the fault for the server's log: its code and message, no stack. */
export function describeFault(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' || typeof message === 'string') {
      parts.push([code, message].filter((part) => typeof part === 'string').join(' '));
    }
    e = cause;
  }
  return parts.at(-1) ?? String(error);
}
