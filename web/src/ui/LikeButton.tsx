import { cn } from '../lib/cn';
import { HeartIcon } from './icons';

export interface LikeButtonProps {
  likes: number;
  /** Whether the member likes the post: the button is pressed, and pressing it takes the like back. */
  liked: boolean;
  /** Like when not liked, take the like back when liked. */
  onToggle: () => void;
  /** 'sm' for compact cards (a smaller icon; the tap target stays 44 px). */
  size?: 'sm' | 'md';
  className?: string;
}

/** "3 likes" / "1 like". */
export function likesText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/**
 * A toggle (aria-pressed) showing the heart and the count. Its accessible name starts with the count
 * as shown ("3 likes, like this post"), so a member who says what they see reaches it (WCAG 2.5.3).
 */
export function LikeButton({ likes, liked, onToggle, size = 'md', className }: LikeButtonProps) {
  return (
    <button
      type="button"
      aria-label={`${likesText(likes)}, like this post`}
      aria-pressed={liked}
      onClick={onToggle}
      className={cn(
        'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
        liked
          ? 'bg-accent-soft text-accent-ink'
          : 'text-ink-muted hover:bg-accent-soft hover:text-accent-ink',
        className,
      )}
    >
      <HeartIcon className={cn(size === 'sm' ? 'size-4' : 'size-5', liked && 'fill-current')} />
      <span className="tabular-nums">
        {likes}
        <span className="sr-only">{likes === 1 ? ' like' : ' likes'}</span>
      </span>
    </button>
  );
}
