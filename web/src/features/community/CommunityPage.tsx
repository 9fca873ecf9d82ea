import { useRef, useState } from 'react';
import type { FeedFilter, ReportReason } from '@selah/shared';
import { useSession } from '../../session/useSession';
import {
  createCommunityPost,
  deleteCommunityPost,
  filterFeed,
  likeCommunityPost,
  removeFeedFilter,
  reportCommunityPost,
  unlikeCommunityPost,
  useCommunityStats,
  useFeedFilters,
  type FeedPost,
} from '../../data/community';
import { Button, ConfirmDialog, PageHeader, PlusIcon, useToast } from '../../ui';
import { CommunityStats } from './CommunityStats';
import { CommunityTabs } from './CommunityTabs';
import { FeedFilterList } from './FeedFilterList';
import { JoinInvitation } from './JoinInvitation';
import { PostList } from './PostList';
import { ReportDialog } from './ReportDialog';
import { ShareDialog } from './ShareDialog';
import { useFeedPaging } from './useFeedPaging';

const SHARE_LABEL = 'Share Encouragement';
const HEADER_DESCRIPTION = 'Encourage one another and build each other up.';

/** /community: members see the stats, the feed and the share dialog; guests an invitation. */
export default function CommunityPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <PageHeader title="Community" description={HEADER_DESCRIPTION} />
        <CommunityTabs />
        <JoinInvitation />
      </>
    );
  }
  // Keyed by member: a different account starts with a fresh dialog and a fresh feed.
  return <MemberCommunity key={user.id} memberId={user.id} authorName={user.name} />;
}

function MemberCommunity({ memberId, authorName }: { memberId: string; authorName: string }) {
  const { posts, localPosts, end, showMore } = useFeedPaging();
  const stats = useCommunityStats();
  const filters = useFeedFilters();
  const { toast } = useToast();
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState<FeedPost | null>(null);
  const [busyDeleting, setBusyDeleting] = useState(false);
  const [reporting, setReporting] = useState<FeedPost | null>(null);
  const feedHeading = useRef<HTMLHeadingElement>(null);

  /** After a post leaves the list its menu button is gone: keep focus in the feed. */
  function focusFeed() {
    feedHeading.current?.focus();
  }

  function failed(title: string, error: unknown) {
    console.warn(title, error);
    toast({ title, description: 'Please try again.', variant: 'destructive' });
  }

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

  function toggleLike(post: FeedPost) {
    const write = post.likedByMe ? unlikeCommunityPost(post.id) : likeCommunityPost(post.id);
    write.catch((error: unknown) => console.warn('Could not change the like', error));
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyDeleting(true);
    try {
      await deleteCommunityPost(deleting.id);
      setDeleting(null);
      toast({ title: 'Post deleted' });
      focusFeed();
    } catch (error) {
      failed('Couldn’t delete the post', error);
    } finally {
      setBusyDeleting(false);
    }
  }

  async function report(input: { reason: ReportReason; note?: string }): Promise<boolean> {
    if (!reporting) return false;
    try {
      await reportCommunityPost(reporting.id, input);
      toast({ title: 'Thank you. An admin will look at this post.' });
      return true;
    } catch (error) {
      failed('Couldn’t send the report', error);
      return false;
    }
  }

  async function hide(post: FeedPost) {
    try {
      await filterFeed('post', post.id);
      toast({ title: 'Post hidden from your feed' });
      focusFeed();
    } catch (error) {
      failed('Couldn’t hide the post', error);
    }
  }

  async function mute(post: FeedPost) {
    try {
      await filterFeed('author', post.userId);
      toast({ title: `You won’t see posts from ${post.author.name}` });
      focusFeed();
    } catch (error) {
      failed(`Couldn’t mute ${post.author.name}`, error);
    }
  }

  function showAgain(filter: FeedFilter) {
    removeFeedFilter(filter.id).catch((error: unknown) => failed('Couldn’t show it again', error));
  }

  const openShare = () => setSharing(true);

  return (
    <>
      <PageHeader
        title="Community"
        description={HEADER_DESCRIPTION}
        // On phones too: a floating button lay over the feed's own buttons as it scrolled by.
        actions={
          <Button variant="accent" icon={<PlusIcon />} onClick={openShare}>
            {SHARE_LABEL}
          </Button>
        }
      />
      <CommunityTabs />
      <div className="flex flex-col gap-8">
        <CommunityStats stats={stats} />
        <section aria-labelledby="community-feed-heading">
          <h2
            id="community-feed-heading"
            ref={feedHeading}
            tabIndex={-1}
            className="mb-4 font-display text-xl font-semibold text-ink"
          >
            Encouragement Feed
          </h2>
          <PostList
            posts={posts}
            now={new Date()}
            memberId={memberId}
            onToggleLike={toggleLike}
            onShareFirst={openShare}
            end={end}
            onShowMore={showMore}
            onDelete={setDeleting}
            onReport={setReporting}
            onHide={(post) => void hide(post)}
            onMute={(post) => void mute(post)}
          />
          {filters && localPosts && (
            <FeedFilterList filters={filters} localPosts={localPosts} onShowAgain={showAgain} />
          )}
        </section>
      </div>
      <ShareDialog open={sharing} onClose={() => setSharing(false)} onShare={share} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        description="It will be removed from the community feed on every device."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busyDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        onReport={report}
      />
    </>
  );
}
