import { relativeTime } from '@selah/shared';
import type { FeedPost } from '../../data/community';
import { Avatar, Button, Card, EmptyState, UsersIcon } from '../../ui';
import { LikeButton } from './LikeButton';

export interface PostListProps {
  /** Newest first; undefined while loading. */
  posts: FeedPost[] | undefined;
  now: Date;
  onLike: (postId: string) => void;
  onShareFirst: () => void;
  /** Shown when more posts exist than are listed. */
  onShowMore?: () => void;
}

/** The feed: avatar, author, relative time, the message and its like button. */
export function PostList({ posts, now, onLike, onShareFirst, onShowMore }: PostListProps) {
  if (posts === undefined) {
    return (
      <p role="status" className="py-8 text-center text-sm text-ink-muted">
        Loading the community feed…
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon />}
        text="No posts yet. Be the first to share a word of encouragement."
        action={
          <button
            type="button"
            onClick={onShareFirst}
            className="font-semibold text-primary-ink underline-offset-4 hover:underline"
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
              <header className="flex items-center gap-3">
                <Avatar name={post.author.name} decorative tone="accent" />
                <div className="min-w-0">
                  <p id={`post-${post.id}-author`} className="truncate font-semibold text-ink">
                    {post.author.name}
                  </p>
                  <time dateTime={post.createdAt} className="text-sm text-ink-muted">
                    {relativeTime(post.createdAt, now, 'community')}
                  </time>
                </div>
              </header>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink">
                {post.content}
              </p>
              <div className="mt-3 -ml-3 flex">
                <LikeButton
                  postId={post.id}
                  likes={post.likes}
                  likedByMe={post.likedByMe}
                  onLike={() => onLike(post.id)}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {onShowMore && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={onShowMore}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
