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
  /** An admin's edit of a resource: only the fields given change. */
  'content.update': {
    kind: 'change',
    table: 'inspirationalContent',
    change: (row, { changes }) => {
      const next = { ...row };
      if (changes.title !== undefined) next.title = changes.title.trim();
      if (changes.content !== undefined) next.content = changes.content.trim();
      if (changes.author !== undefined) next.author = textOrNull(changes.author);
      if (changes.category !== undefined) next.category = changes.category;
      if (changes.imageUrl !== undefined) next.imageUrl = textOrNull(changes.imageUrl);
      return next;
    },
    label: ({ id, changes }, titleOf) => named('Changes to resource', changes.title ?? titleOf(id)),
  },
  /** An admin removes a resource; its shared tombstone takes it off every device. */
  'content.delete': {
    kind: 'delete',
    table: 'inspirationalContent',
    label: ({ id }, titleOf) => named('Deleting resource', titleOf(id)),
  },
} satisfies {
  [N in 'content.create' | 'content.update' | 'content.delete']: MutationEffect<N>;
};

/** The resources a member keeps as favourites (for them alone). */
export const favoriteEffects = {
  'favorite.create': {
    kind: 'create',
    table: 'favorites',
    clientTimes: ['createdAt'],
    create: ({ id, contentId, createdAt }, { ownerId }) => ({
      id,
      userId: ownerId,
      contentId,
      createdAt: toIso(createdAt),
    }),
    label: () => 'Saving a favourite resource',
  },
  'favorite.delete': {
    kind: 'delete',
    table: 'favorites',
    label: () => 'Removing a favourite resource',
  },
} satisfies { [N in 'favorite.create' | 'favorite.delete']: MutationEffect<N> };
