import { relativeTime } from '@selah/shared';
import { unlikeCommunityPost, type FeedPost } from '../../data/community';
import {
  Avatar,
  ButtonLink,
  Card,
  CardHeader,
  EmptyState,
  LikeButton,
  Spinner,
  UsersIcon,
} from '../../ui';
import { ShareIcon } from './lower-icons';
import { DASHBOARD_POSTS } from './dashboard-limits';

export interface CommunityCardProps {
  /** False for a guest: the feed is for members, so the card invites them to join. */
  signedIn: boolean;
  /** Newest first; undefined while loading. */
  posts: FeedPost[] | undefined;
  now: Date;
  onLike: (postId: string) => void;
  /** Takes the member's like back; by default the community's unlike. */
  onUnlike?: (postId: string) => void;
}

function unlikePost(postId: string) {
  unlikeCommunityPost(postId).catch((error: unknown) => {
    console.warn('Could not take the like back', error);
  });
}

/**
 * Community Encouragement: the three newest posts, each with the feed's like toggle, and Share
 * Encouragement.
 */
export function CommunityCard({
  signedIn,
  posts,
  now,
  onLike,
  onUnlike: unlike = unlikePost,
}: CommunityCardProps) {
  return (
    <Card as="section" aria-labelledby="dashboard-community-title">
      <CardHeader
        icon={<UsersIcon />}
        title={<span id="dashboard-community-title">Community Encouragement</span>}
      />
      {!signedIn ? (
        <EmptyState
          icon={<UsersIcon />}
          text="Encouragement from the community is shared among members. Create a free account to read, like and share words of hope."
          link={{ to: '/signup', label: 'Become a member' }}
        />
      ) : posts === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading encouragement…" />
        </div>
      ) : posts.length === 0 ? (
        <EmptyState text="No encouragement shared yet. Be the first to lift someone up." />
      ) : (
        <ul className="flex flex-col gap-4">
          {posts.slice(0, DASHBOARD_POSTS).map((post) => (
            <li key={post.id}>
              <article
                aria-label={`Post by ${post.author.name}`}
                className="flex gap-3 rounded-2xl bg-surface-muted/50 p-3 sm:p-4"
              >
                <Avatar name={post.author.name} decorative size="sm" tone="accent" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <p className="font-semibold text-ink">{post.author.name}</p>
                    <p className="text-xs text-ink-muted">
                      <time dateTime={post.createdAt}>{relativeTime(post.createdAt, now)}</time>
                    </p>
                  </div>
                  <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink">
                    {post.content}
                  </p>
                  <LikeButton
                    likes={post.likes}
                    liked={post.likedByMe}
                    onToggle={() => (post.likedByMe ? unlike : onLike)(post.id)}
                    size="sm"
                    className="mt-1 -ml-3"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {signedIn && (
        <ButtonLink to="/community" variant="secondary" className="mt-4 w-full">
          <ShareIcon className="size-4" />
          Share Encouragement
        </ButtonLink>
      )}
    </Card>
  );
}
