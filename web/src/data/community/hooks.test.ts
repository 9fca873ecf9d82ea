// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type CommunityPost } from '@selah/shared';
import { activateAccount } from '../../db';
import { useCommunityPosts, useCommunityStats } from './hooks';

function post(userId: string, likes: number, createdAt: string): CommunityPost {
  return {
    id: uuidv7(),
    userId,
    content: `${userId} at ${createdAt}`,
    likes,
    createdAt,
    author: { name: userId },
  };
}

describe('community hooks', () => {
  it('sums likes and counts distinct authors', async () => {
    const db = activateAccount('member-1');
    await db.communityPosts.bulkAdd([
      post('ann', 3, '2026-01-01T10:00:00.000Z'),
      post('ann', 0, '2026-01-02T10:00:00.000Z'),
      post('ben', 7, '2026-01-03T10:00:00.000Z'),
      post('cy', 2, '2026-01-04T10:00:00.000Z'),
    ]);
    const { result } = renderHook(() => useCommunityStats());
    await waitFor(() =>
      expect(result.current).toEqual({ posts: 4, totalLikes: 12, activeMembers: 3 }),
    );
  });

  it('lists newest first with likedByMe from the member likes, bounded by the limit', async () => {
    const db = activateAccount('member-1');
    const older = post('ann', 1, '2026-01-01T10:00:00.000Z');
    const newer = post('ben', 0, '2026-01-02T10:00:00.000Z');
    const newest = post('cy', 0, '2026-01-03T10:00:00.000Z');
    await db.communityPosts.bulkAdd([older, newer, newest]);
    await db.postLikes.add({ postId: newer.id, likedAt: '2026-01-02T11:00:00.000Z' });

    const { result } = renderHook(() => useCommunityPosts(2));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!.map((p) => [p.id, p.likedByMe])).toEqual([
      [newest.id, false],
      [newer.id, true],
    ]);
  });
});
