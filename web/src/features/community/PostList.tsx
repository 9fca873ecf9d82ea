import { relativeTime } from '@selah/shared';
import type { FeedPost } from '../../data/community';
import { Avatar, Card, EmptyState, LikeButton, UsersIcon } from '../../ui';
import { FeedEndControls } from './FeedEndControls';
import { PostMenu, type PostActions } from './PostMenu';
import type { FeedEnd } from './useFeedPaging';

export interface PostListProps extends PostActions {
  /** Newest first; undefined while loading. */
  posts: FeedPost[] | undefined;
  now: Date;
  /** The signed-in member: their own posts offer "Delete post". */
  memberId: string;
  onToggleLike: (post: FeedPost) => void;
  onShareFirst: () => void;
  /** What the end of the list offers (more from the device, older from the server, the first post). */
  end: FeedEnd;
  onShowMore: () => void;
}

/** The feed: avatar, author, relative time, the message, its like button and its menu. */
export function PostList({
  posts,
  now,
  memberId,
  onToggleLike,
  onShareFirst,
  end,
  onShowMore,
  ...actions
}: PostListProps) {
  if (posts === undefined) {
    return (
      <p role="status" className="py-8 text-center text-sm text-ink-muted">
        Loading the community feed…
      </p>
    );
  }
  if (posts.length === 0 && end === 'start') {
    return (
      <EmptyState
        icon={<UsersIcon />}
        text="No posts yet. Be the first to share a word of encouragement."
        action={
          <button
            type="button"
            onClick={onShareFirst}
            className="min-h-11 font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            Share the first post
          </button>
        }
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <Card as="article" aria-labelledby={`post-${post.id}-author`}>
              <header className="flex items-start gap-3">
                <Avatar name={post.author.name} decorative tone="accent" />
                <div className="min-w-0 flex-1">
                  <p id={`post-${post.id}-author`} className="truncate font-semibold text-ink">
                    {post.author.name}
                  </p>
                  <time dateTime={post.createdAt} className="text-sm text-ink-muted">
                    {relativeTime(post.createdAt, now, 'community')}
                  </time>
                </div>
                <PostMenu post={post} own={post.userId === memberId} {...actions} />
              </header>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink">
                {post.content}
              </p>
              <div className="mt-3 -ml-3 flex">
                <LikeButton
                  likes={post.likes}
                  liked={post.likedByMe}
                  onToggle={() => onToggleLike(post)}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <FeedEndControls end={end} listed={posts.length} onShowMore={onShowMore} />
    </>
  );
}
