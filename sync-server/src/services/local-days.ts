import { startOfLocalDay } from '@selah/shared';

/**
 * When a local day begins, as the ISO string the database stores timestamps in, so a day is a
 * range on a date index: `date >= start(d) and date < start(d + 1)`.
 *
 * Working it out takes several Intl calls, and every member in a zone asks about the same recent
 * days, so answers are remembered. They never change (a day's start is a fact of the zone's rules);
 * the oldest are dropped past a bound, so the memory stays small.
 */
const MAX_REMEMBERED = 20_000;
const starts = new Map<string, string>();

export function localDayStartIso(dayNumber: number, timeZone: string): string {
  const key = `${timeZone} ${dayNumber}`;
  let start = starts.get(key);
  if (start === undefined) {
    start = startOfLocalDay(dayNumber, timeZone).toISOString();
    if (starts.size >= MAX_REMEMBERED) starts.delete(starts.keys().next().value!);
    starts.set(key, start);
  }
  return start;
}
