import { z } from 'zod';
import { COMMUNITY_POST_BLANK_MESSAGE } from '../constants/community';
import { LIMITS } from '../constants/common';
import { idSchema, isoDateTimeSchema } from './common';

export const communityPostSchema = z.object({
  id: idSchema,
  userId: z.string(),
  content: z.string(),
  likes: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  author: z.object({ name: z.string() }),
  /** Whether the signed-in member has liked this post (likes are one per member per post). */
  likedByMe: z.boolean().optional(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** POST /api/community-posts. A placeholder userId from the client is accepted and ignored. */
export const createCommunityPostSchema = z.object({
  id: idSchema.optional(),
  content: z
    .string({ message: COMMUNITY_POST_BLANK_MESSAGE })
    .trim()
    .min(1, COMMUNITY_POST_BLANK_MESSAGE)
    .max(LIMITS.postText, `A post must be at most ${LIMITS.postText} characters`),
  userId: z.unknown().optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateCommunityPost = z.input<typeof createCommunityPostSchema>;
