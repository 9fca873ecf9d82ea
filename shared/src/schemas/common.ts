import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants/common';
import { text } from './text';

/** Every row a client creates carries a client-generated UUID (v7 in practice, any RFC 4122 accepted). */
export const idSchema = z.uuid({ message: 'Invalid id' });

/**
 * The range a timestamp may name: anything a member logs, schedules or syncs falls inside it, and
 * everything inside it prints as a plain four-digit year (toISOString() writes years outside
 * 0000-9999 with a sign and six digits, which no reader expects).
 */
export const EARLIEST_TIMESTAMP = '2000-01-01T00:00:00.000Z';
export const LATEST_TIMESTAMP = '2100-01-01T00:00:00.000Z';
const earliestMs = Date.parse(EARLIEST_TIMESTAMP);
const latestMs = Date.parse(LATEST_TIMESTAMP);

/** Timestamps travel as ISO 8601 strings in UTC (`Date.prototype.toISOString()` output). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'Invalid date and time' })
  .refine((value) => {
    const ms = Date.parse(value);
    return ms >= earliestMs && ms < latestMs;
  }, 'Date must be between the years 2000 and 2099');

/** The member's IANA time zone, e.g. "Europe/Berlin"; days, streaks and weeks are counted in it. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const optionalText = (label: string, max: number) =>
  text(label)
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value == null || value.trim() === '' ? null : value));

/** The error body every API failure uses. */
export const apiErrorSchema = z.object({
  error: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: text('Cursor').max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
