/**
 * The effects of the mutations on rows everyone sees: community posts (the author's own, liked by
 * anyone) and inspirational content (added by admins).
 */
import { DEFAULT_CONTENT_CATEGORY } from '../../constants/content';
import { named } from './labels';
import { textOrNull, toIso, type MutationEffect } from './types';

export const communityEffects = {
  'post.create': {
    kind: 'create',
    table: 'communityPosts',
    clientTimes: ['createdAt'],
    create: ({ id, content, createdAt }, { ownerId, authorName }) => ({
      id,
      userId: ownerId,
      content: content.trim(),
      likes: 0,
      createdAt: toIso(createdAt),
      author: { name: authorName },
      likedByMe: false,
      reportedByMe: false,
    }),
    label: ({ content }) => named('Community post', content),
  },
  /**
   * A like is set membership, one per member per post: a post the member already likes (on this
   * device or another) stays as it is, so replays and two devices converge on one like.
   */
  'post.like': {
    kind: 'change',
    table: 'communityPosts',
    change: (row) =>
      row.likedByMe === true
        ? row
        : { ...row, likes: (typeof row.likes === 'number' ? row.likes : 0) + 1, likedByMe: true },
    label: () => 'Like on a community post',
  },
  /** The member's like taken back; a post they do not like stays as it is (replays converge). */
  'post.unlike': {
    kind: 'change',
    table: 'communityPosts',
    change: (row) =>
      row.likedByMe !== true
        ? row
        : {
            ...row,
            likes: Math.max(0, (typeof row.likes === 'number' ? row.likes : 0) - 1),
            likedByMe: false,
          },
    label: () => 'Taking back a like',
  },
  /** A member reports a post once; the reason goes to the admins, never to the author. */
  'post.report': {
    kind: 'change',
    table: 'communityPosts',
    change: (row) => (row.reportedByMe === true ? row : { ...row, reportedByMe: true }),
    label: () => 'Report of a community post',
  },
  /** Only the author deletes a post; it leaves every device on their next sync. */
  'post.delete': {
    kind: 'delete',
    table: 'communityPosts',
    label: () => 'Deleting a community post',
  },
} satisfies {
  [
    N in 'post.create' | 'post.like' | 'post.unlike' | 'post.report' | 'post.delete'
  ]: MutationEffect<N>;
};

/** What a member keeps out of their own feed (a post, or an author muted). */
export const feedFilterEffects = {
  'feedFilter.create': {
    kind: 'create',
    table: 'feedFilters',
    clientTimes: ['createdAt'],
    create: ({ id, kind, targetId, createdAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      kind,
      targetId,
      createdAt: toIso(createdAt),
    }),
    label: ({ kind }) => (kind === 'author' ? 'Muting a member' : 'Hiding a post'),
  },
  'feedFilter.delete': {
    kind: 'delete',
    table: 'feedFilters',
    label: () => 'Showing a hidden post or member again',
  },
} satisfies { [N in 'feedFilter.create' | 'feedFilter.delete']: MutationEffect<N> };

export const contentEffects = {
  'content.create': {
    kind: 'create',
    table: 'inspirationalContent',
    adminOnly: true,
    clientTimes: ['createdAt'],
    create: ({ id, title, content, author, category, imageUrl, createdAt }) => ({
      id,
      title: title.trim(),
      content: content.trim(),
      author: textOrNull(author),
      category: category ?? DEFAULT_CONTENT_CATEGORY,
      imageUrl: textOrNull(imageUrl),
      createdAt: toIso(createdAt),
    }),
    label: ({ title }) => named('Resource', title),
  },
} satisfies { 'content.create': MutationEffect<'content.create'> };
