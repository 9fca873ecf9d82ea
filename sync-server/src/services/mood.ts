import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_STREAK_SETTINGS,
  localDayNumber,
  walkMoodStreak,
  type MoodEntry,
  type StreakSettings,
} from '@selah/shared';
import { engineOf, keptSqliteStatement, rawRows, tablesOf } from '../db/dialect';
import type { MoodEntryRow } from '../db/schema';
import type { Db } from '../db/types';
import { FIRST_PAGE, newestFirst, type Page } from './paging';
import { localDayRangesJson } from './local-days';

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    userId: row.userId,
    mood: row.mood,
    notes: row.notes,
    date: row.date,
    activities: row.activities,
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listMoodEntries(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<MoodEntry[]> {
  const { moodEntries: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.date, page, eq(t.userId, memberId));
  return rows.map(toMoodEntry);
}

/** Local days checked per query; a longer streak takes another query. */
const STREAK_WINDOW = 32;

/**
 * Given a JSON array of [from, to) ranges and a member, the indexes of the ranges in which the
 * member has an entry: one seek on the (user_id, date) index per range, all in one statement. Each
 * engine unpacks the JSON array with its own function.
 */
async function daysWithEntries(db: Db, ranges: string, memberId: string): Promise<number[]> {
  if (engineOf(db) === 'sqlite') {
    // Every dashboard visit asks: a statement kept on the connection.
    return keptSqliteStatement(db, SQLITE_DAYS_WITH_ENTRIES, 'pluck').all(
      ranges,
      memberId,
    ) as number[];
  }
  const rows = await rawRows<{ day: number }>(
    db,
    sql`select (d.day - 1)::int as day
      from jsonb_array_elements(${ranges}::jsonb) with ordinality as d(value, day)
      where exists (select 1 from mood_entries as m where m.user_id = ${memberId}
        and m.date >= d.value->>0 and m.date < d.value->>1)`,
  );
  return rows.map((row) => row.day);
}

const SQLITE_DAYS_WITH_ENTRIES = `select cast(d.key as integer) as day from json_each(?) as d
  where exists (select 1 from mood_entries as m where m.user_id = ?
    and m.date >= json_extract(d.value, '$[0]') and m.date < json_extract(d.value, '$[1]'))`;

/**
 * The shared streak rule (walkMoodStreak: grace day, rest day) evaluated without reading the
 * member's entries: one statement asks the index which of the last 32 local days have an entry,
 * and the walk runs over that; only a streak still going at the window's start asks about the 32
 * days before. The cost follows the streak's length, however many entries a day has (reading every
 * entry took seconds at 100,000). Stored dates are ISO UTC strings, so text order is time order
 * and a local day is a range between two remembered day starts.
 */
export async function getMoodStreak(
  db: Db,
  memberId: string,
  now: Date,
  timeZone: string,
  settings: StreakSettings = DEFAULT_STREAK_SETTINGS,
): Promise<number> {
  const today = localDayNumber(now, timeZone);
  const logged = new Set<number>();
  for (let newest = today; ; newest -= STREAK_WINDOW) {
    const ranges = localDayRangesJson(newest, STREAK_WINDOW, timeZone);
    for (const i of await daysWithEntries(db, ranges, memberId)) logged.add(newest - i);
    const oldest = newest - STREAK_WINDOW + 1;
    const walk = walkMoodStreak((day) => logged.has(day), today, oldest, settings);
    if (walk.complete) return walk.streak;
  }
}
