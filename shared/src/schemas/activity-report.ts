import { z } from 'zod';
import { isoDateTimeSchema } from './common';

const count = z.number().int().min(0);

/** One week of the report: it starts on a Monday at 00:00 UTC. */
export const activityWeekSchema = z.object({
  weekStart: isoDateTimeSchema,
  newMembers: count,
  /** Community posts written that week that are in the feed now. */
  visiblePosts: count,
  /** Community posts written that week that an admin has hidden. */
  hiddenPosts: count,
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;

/**
 * GET /api/admin/activity: the community's activity in counts only. Nothing private is counted:
 * no moods, goals, journal entries or sessions, and nothing per member.
 */
export const activityReportSchema = z.object({
  generatedAt: isoDateTimeSchema,
  /** Members whose last visit was within the last 24 hours, 7 days and 30 days. */
  membersSeen: z.object({ day: count, week: count, month: count }),
  /** ACTIVITY_REPORT_WEEKS weeks, the oldest first; the last is the week under way. */
  weeks: z.array(activityWeekSchema),
  /** Reported posts still in the feed: no admin has hidden them. */
  openReports: count,
});
export type ActivityReport = z.infer<typeof activityReportSchema>;
