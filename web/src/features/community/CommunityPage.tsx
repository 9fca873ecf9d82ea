import { useState } from 'react';
import { useSession } from '../../session/useSession';
import {
  createCommunityPost,
  likeCommunityPost,
  useCommunityPosts,
  useCommunityStats,
} from '../../data/community';
import { Button, FloatingActionButton, PageHeader, PlusIcon, useToast } from '../../ui';
import { CommunityStats } from './CommunityStats';
import { JoinInvitation } from './JoinInvitation';
import { PostList } from './PostList';
import { ShareDialog } from './ShareDialog';

/** How many posts are listed at first, and how many more each "Show more" adds. */
export const FEED_PAGE_SIZE = 50;

const SHARE_LABEL = 'Share Encouragement';
const HEADER_DESCRIPTION = 'Encourage one another and build each other up.';

/** /community: members see the stats, the feed and the share dialog; guests an invitation. */
export default function CommunityPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <PageHeader title="Community" description={HEADER_DESCRIPTION} />
        <JoinInvitation />
      </>
    );
  }
  // Keyed by member: a different account starts with a fresh dialog.
  return <MemberCommunity key={user.id} authorName={user.name} />;
}

function MemberCommunity({ authorName }: { authorName: string }) {
  const [limit, setLimit] = useState(FEED_PAGE_SIZE);
  // One extra row tells whether "Show more" has anything to show.
  const fetched = useCommunityPosts(limit + 1);
  const posts = fetched?.slice(0, limit);
  const hasMore = fetched !== undefined && fetched.length > limit;
  const stats = useCommunityStats();
  const { toast } = useToast();
  const [sharing, setSharing] = useState(false);

  async function share(content: string): Promise<boolean> {
    try {
      await createCommunityPost(content, authorName);
      toast({ title: 'Post shared successfully!' });
      return true;
    } catch (error) {
      // The spec has no failure message for posts; the dialog keeps the text for another try.
      console.warn('Could not share the post', error);
      return false;
    }
  }

  function like(postId: string) {
    likeCommunityPost(postId).catch((error: unknown) => {
      console.warn('Could not like the post', error);
    });
  }

  const openShare = () => setSharing(true);

  return (
    <>
      <PageHeader
        title="Community"
        description={HEADER_DESCRIPTION}
        // Below md the actions slot is empty (its button is hidden), so it must not add a gap.
        className="max-md:gap-y-0"
        actions={
          // Phones get the floating button below instead. (A wrapper hides it: the button's own
          // inline-flex would win over a `hidden` class on the same element.)
          <div className="hidden md:block">
            <Button variant="accent" icon={<PlusIcon />} onClick={openShare}>
              {SHARE_LABEL}
            </Button>
          </div>
        }
      />
      <div className="flex flex-col gap-8">
        <CommunityStats stats={stats} />
        <section aria-labelledby="community-feed-heading">
          <h2
            id="community-feed-heading"
            className="mb-4 font-display text-xl font-semibold text-ink"
          >
            Encouragement Feed
          </h2>
          <PostList
            posts={posts}
            now={new Date()}
            onLike={like}
            onShareFirst={openShare}
            onShowMore={hasMore ? () => setLimit((n) => n + FEED_PAGE_SIZE) : undefined}
          />
        </section>
      </div>
      <FloatingActionButton label={SHARE_LABEL} onClick={openShare} />
      <ShareDialog open={sharing} onClose={() => setSharing(false)} onShare={share} />
    </>
  );
}
