import { cn } from '../../lib/cn';
import { HeartIcon } from '../../ui';

export interface LikeButtonProps {
  postId: string;
  likes: number;
  likedByMe: boolean;
  onLike: () => void;
}

/**
 * "Like", pressed once the member liked the post. Pressing it again does nothing (one like per
 * member, likes only increase), so it stays pressed rather than toggling back.
 */
export function LikeButton({ postId, likes, likedByMe, onLike }: LikeButtonProps) {
  const countId = `post-${postId}-likes`;
  return (
    <button
      type="button"
      aria-label="Like"
      aria-pressed={likedByMe}
      aria-describedby={countId}
      title={likedByMe ? 'You liked this' : undefined}
      onClick={() => {
        if (!likedByMe) onLike();
      }}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
        likedByMe
          ? 'bg-accent-soft text-accent-ink'
          : 'text-ink-muted hover:bg-accent-soft hover:text-accent-ink',
      )}
    >
      <HeartIcon className={cn('size-5', likedByMe && 'fill-current')} />
      <span id={countId} className="tabular-nums">
        {likes}
        <span className="sr-only">{likes === 1 ? ' like' : ' likes'}</span>
      </span>
    </button>
  );
}
