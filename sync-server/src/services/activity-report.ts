/**
 * The admins' activity report: how many members visit, join and post, in counts only. It reads
 * three tables (users' join and last-seen times, community posts' times and hidden flag, reports)
 * and nothing a member keeps for themselves: moods, goals, journal entries and sessions are private
 * and never counted, in total or per member.
 */
import { and, countDistinct, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_REPORT_WEEKS,
  DAY_MS,
  startOfLocalWeek,
  type ActivityReport,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';

const WEEK_MS = 7 * DAY_MS;

type Week = { start: string; end: string };

/** The report's weeks, the oldest first: Monday 00:00 UTC to the next, the last one under way. */
function reportWeeks(now: Date): Week[] {
  const thisWeek = startOfLocalWeek(now, 'UTC').getTime();
  return Array.from({ length: ACTIVITY_REPORT_WEEKS }, (_, index) => {
    const start = thisWeek - (ACTIVITY_REPORT_WEEKS - 1 - index) * WEEK_MS;
    return {
      start: new Date(start).toISOString(),
      end: new Date(start + WEEK_MS).toISOString(),
    };
  });
}

/**
 * Counts the rows that meet `condition`, as one column of a select over more rows, so one scan
 * gives every count (CASE rather than FILTER: both engines run it). Times are ISO strings, whose
 * text order is time order.
 */
function countWhere(condition: SQL | undefined) {
  return sql<number>`count(case when ${condition} then 1 end)`.mapWith(Number);
}

const within = (column: PgColumn, week: Week) => and(gte(column, week.start), lt(column, week.end));

/** One count per week, as columns named `${name}0` to `${name}7` (the oldest week first). */
function perWeek(name: string, weeks: Week[], condition: (week: Week) => SQL | undefined) {
  return Object.fromEntries(
    weeks.map((week, index) => [`${name}${index}`, countWhere(condition(week))]),
  );
}

const countOf = (row: Record<string, number> | undefined, name: string, index: number) =>
  row?.[`${name}${index}`] ?? 0;

export async function activityReport(db: Db, now: Date): Promise<ActivityReport> {
  const { communityPosts: posts, postReports: reports, users } = tablesOf(db);
  const weeks = reportWeeks(now);
  const seenSince = (ms: number) =>
    gte(users.lastSeenAt, new Date(now.getTime() - ms).toISOString());

  const [people] = await db
    .select({
      day: countWhere(seenSince(DAY_MS)),
      week: countWhere(seenSince(7 * DAY_MS)),
      month: countWhere(seenSince(30 * DAY_MS)),
      ...perWeek('joined', weeks, (week) => within(users.createdAt, week)),
    })
    .from(users);
  const [written] = await db
    .select({
      ...perWeek('visible', weeks, (week) =>
        and(within(posts.createdAt, week), isNull(posts.hiddenAt)),
      ),
      ...perWeek('hidden', weeks, (week) =>
        and(within(posts.createdAt, week), isNotNull(posts.hiddenAt)),
      ),
    })
    .from(posts)
    .where(gte(posts.createdAt, weeks[0]!.start));
  const [open] = await db
    .select({ n: countDistinct(reports.postId) })
    .from(reports)
    .innerJoin(posts, eq(posts.id, reports.postId))
    .where(isNull(posts.hiddenAt));

  return {
    generatedAt: now.toISOString(),
    membersSeen: { day: people?.day ?? 0, week: people?.week ?? 0, month: people?.month ?? 0 },
    weeks: weeks.map((week, index) => ({
      weekStart: week.start,
      newMembers: countOf(people, 'joined', index),
      visiblePosts: countOf(written, 'visible', index),
      hiddenPosts: countOf(written, 'hidden', index),
    })),
    openReports: open?.n ?? 0,
  };
}
