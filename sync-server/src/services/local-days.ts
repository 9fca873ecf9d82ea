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

const rangeLists = new Map<string, string>();
const MAX_RANGE_LISTS = 1000;

/**
 * `count` local days as `[start, end)` ISO pairs in a JSON array, newest first: index i is day
 * `newestDay - i`. Every member in a zone asks for the same list on the same day, so it is
 * remembered (bounded) like the day starts.
 */
export function localDayRangesJson(newestDay: number, count: number, timeZone: string): string {
  const key = `${timeZone} ${newestDay} ${count}`;
  let json = rangeLists.get(key);
  if (json === undefined) {
    const ranges: [string, string][] = [];
    for (let i = 0; i < count; i++) {
      const day = newestDay - i;
      ranges.push([localDayStartIso(day, timeZone), localDayStartIso(day + 1, timeZone)]);
    }
    json = JSON.stringify(ranges);
    if (rangeLists.size >= MAX_RANGE_LISTS) rangeLists.delete(rangeLists.keys().next().value!);
    rangeLists.set(key, json);
  }
  return json;
}
