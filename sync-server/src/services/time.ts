import { invalid } from './errors';

/** Clients may set when something happened (offline work), but not more than a day ahead. */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/**
 * Normalises a client timestamp to ISO UTC, or uses `now` when none was sent. Rejects timestamps more
 * than 24 h in the future: a wrong device clock must not plant rows that sort first for days.
 */
export function clientTimestamp(
  value: string | null | undefined,
  now: Date,
  field: string,
): string {
  if (value == null) return now.toISOString();
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw invalid('Invalid date and time', field);
  if (time - now.getTime() > MAX_FUTURE_MS) {
    throw invalid('That time is more than 24 hours in the future', field);
  }
  return new Date(time).toISOString();
}

/** Normalises an optional timestamp that may lie anywhere in the future (a scheduled session). */
export function toIsoOrNull(value: string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}
