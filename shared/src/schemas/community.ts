import { z } from 'zod';
import {
  COMMUNITY_POST_BLANK_MESSAGE,
  FEED_FILTER_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REASON_MESSAGE,
  REPORT_REASONS,
} from '../constants/community';
import { LIMITS } from '../constants/common';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './text';

export const communityPostSchema = z.object({
  id: idSchema,
  userId: z.string(),
  content: z.string(),
  likes: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  author: z.object({ name: z.string() }),
  /** Whether the signed-in member has liked this post (likes are one per member per post). */
  likedByMe: z.boolean().optional(),
  /** Whether the signed-in member has reported this post (a member reports a post once). */
  reportedByMe: z.boolean().optional(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** POST /api/community-posts. A placeholder userId from the client is accepted and ignored. */
export const createCommunityPostSchema = z.object({
  id: idSchema.optional(),
  content: text('Post', { message: COMMUNITY_POST_BLANK_MESSAGE })
    .trim()
    .min(1, COMMUNITY_POST_BLANK_MESSAGE)
    .max(LIMITS.postText, `A post must be at most ${LIMITS.postText} characters`),
  userId: z.unknown().optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateCommunityPost = z.input<typeof createCommunityPostSchema>;

/** POST /api/community-posts/{id}/report: why; a note is optional. */
export const reportPostSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: REPORT_REASON_MESSAGE }),
  note: text('Note')
    .trim()
    .max(REPORT_NOTE_MAX, `A note must be at most ${REPORT_NOTE_MAX} characters`)
    .optional(),
});
export type ReportPost = z.input<typeof reportPostSchema>;

/** The community's counts, kept by the server as posts, likes and hides happen. */
export const communityStatsSchema = z.object({
  /** Visible posts. */
  posts: z.number().int().min(0),
  /** Likes on visible posts. */
  likes: z.number().int().min(0),
  /** Active members: distinct authors of visible posts. */
  members: z.number().int().min(0),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/** One member's report of a post, as the admin's queue shows it. */
export const postReportSchema = z.object({
  reporter: z.object({ id: z.string(), name: z.string() }),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type PostReport = z.infer<typeof postReportSchema>;

/**
 * GET /api/admin/reports: a reported row (a post or a prayer request, `table`), its state and every
 * report of it, newest report first. `post.likes` is the row's count (likes on a post, prayers on a
 * request); `post.author` names an anonymous request's author too, for the admins alone.
 */
export const reportedPostSchema = z.object({
  table: z.enum(['communityPosts', 'prayerRequests']),
  post: z.object({
    id: z.string(),
    content: z.string(),
    createdAt: isoDateTimeSchema,
    author: z.object({ id: z.string(), name: z.string() }),
    likes: z.number().int().min(0),
    isAnonymous: z.boolean(),
  }),
  /** When an admin hid it (null: members see it). */
  hiddenAt: isoDateTimeSchema.nullable(),
  reports: z.array(postReportSchema),
  lastReportedAt: isoDateTimeSchema,
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

/**
 * What a member keeps out of their own feed: one post, or everything by one author. Nobody else
 * sees these, the author included.
 */
export const feedFilterSchema = z.object({
  id: idSchema,
  userId: z.string(),
  kind: z.enum(FEED_FILTER_KINDS),
  targetId: text('Target').min(1).max(64),
  createdAt: isoDateTimeSchema,
});
export type FeedFilter = z.infer<typeof feedFilterSchema>;

/** POST /api/feed-filters: hide a post, or mute an author, for the signed-in member only. */
export const createFeedFilterSchema = feedFilterSchema
  .pick({ kind: true, targetId: true })
  .extend({ id: idSchema.optional(), createdAt: isoDateTimeSchema.optional() });
export type CreateFeedFilter = z.input<typeof createFeedFilterSchema>;
