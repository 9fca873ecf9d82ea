import { timeZoneSchema } from '@selah/shared';

/**
 * Whether a zone name from a request is one Intl knows, decided by the shared timeZoneSchema but
 * remembered: the schema builds an Intl.DateTimeFormat each time, which cost about half a
 * millisecond on every request carrying X-Time-Zone. Bounded, so odd names cannot grow it forever.
 */
const MAX_REMEMBERED = 1000;
const known = new Map<string, boolean>();

export function isKnownTimeZone(zone: string): boolean {
  const remembered = known.get(zone);
  if (remembered !== undefined) return remembered;
  const valid = timeZoneSchema.safeParse(zone).success;
  if (known.size < MAX_REMEMBERED) known.set(zone, valid);
  return valid;
}
