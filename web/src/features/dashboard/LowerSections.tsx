import type { InspirationalContent } from '@selah/shared';
import type { FeedPost } from '../../data/community';
import { CommunityCard } from './CommunityCard';
import { InspirationCard } from './InspirationCard';
import { LOWER_BLOCKS } from './lower-blocks';
import { MoodWeekTeaser } from './MoodWeekTeaser';
import { MeditationPromo } from './MeditationPromo';
import { PrayerInvitationCard } from './PrayerInvitationCard';
import { QuickActions } from './QuickActions';

export interface LowerSectionsProps {
  signedIn: boolean;
  inspirations: InspirationalContent[] | undefined;
  favorites: ReadonlySet<string> | undefined;
  onToggleFavorite: (id: string) => void;
  posts: FeedPost[] | undefined;
  onLike: (postId: string) => void;
  now: Date;
}

/**
 * The dashboard's last sections: today's meditation, the week in moods, Daily Inspiration,
 * Community Encouragement and Quick Actions. Its own chunk, loaded when the member may see it
 * (LowerSectionsSlot); the member's own goals and journal entries are not in it
 * (FirstScreenSections). Loaded later at each start, its blocks are left out of the remembered
 * screen (lib/remembered-screen.ts): React's first render puts their placeholders below it.
 */
export default function LowerSections(props: LowerSectionsProps) {
  const [meditationBlock, moodWeekBlock, inspirationBlock, communityBlock] = LOWER_BLOCKS;
  return (
    <>
      <div className={meditationBlock} data-not-remembered="">
        <MeditationPromo />
      </div>
      <div className={moodWeekBlock} data-not-remembered="">
        <MoodWeekTeaser />
      </div>
      <div className={inspirationBlock} data-not-remembered="">
        <InspirationCard
          items={props.inspirations}
          favorites={props.favorites}
          onToggleFavorite={props.onToggleFavorite}
        />
      </div>
      <div className={communityBlock} data-not-remembered="">
        <CommunityCard
          signedIn={props.signedIn}
          posts={props.posts}
          now={props.now}
          onLike={props.onLike}
        />
        {/* One column beside the encouragement on a wide screen. */}
        <div className="flex flex-col gap-6">
          {props.signedIn && <PrayerInvitationCard />}
          <QuickActions />
        </div>
      </div>
    </>
  );
}
