import type { Goal, InspirationalContent, JournalEntry } from '@selah/shared';
import type { FeedPost } from '../../data/community';
import { ActiveGoalsCard } from './ActiveGoalsCard';
import { CommunityCard } from './CommunityCard';
import { InspirationCard } from './InspirationCard';
import { LOWER_BLOCKS } from './lower-blocks';
import { MoodWeekTeaser } from './MoodWeekTeaser';
import { MeditationPromo } from './MeditationPromo';
import { QuickActions } from './QuickActions';
import { RecentReflections } from './RecentReflections';

export interface LowerSectionsProps {
  signedIn: boolean;
  activeGoals: Goal[] | undefined;
  inspirations: InspirationalContent[] | undefined;
  favorites: ReadonlySet<string> | undefined;
  onToggleFavorite: (id: string) => void;
  posts: FeedPost[] | undefined;
  onLike: (postId: string) => void;
  journalEntries: JournalEntry[] | undefined;
  now: Date;
}

/**
 * The dashboard below the stat cards: today's meditation and the active goals, the week in moods,
 * Daily Inspiration,
 * Community Encouragement and Quick Actions, Recent Reflections. Its own chunk, loaded when the
 * member may see it (LowerSectionsSlot), so a phone's first screen does not wait for it.
 */
export default function LowerSections(props: LowerSectionsProps) {
  const [goalsBlock, moodWeekBlock, inspirationBlock, communityBlock, reflectionsBlock] =
    LOWER_BLOCKS;
  return (
    <>
      <div className={goalsBlock}>
        <MeditationPromo />
        <ActiveGoalsCard goals={props.activeGoals} />
      </div>
      <div className={moodWeekBlock}>
        <MoodWeekTeaser />
      </div>
      <div className={inspirationBlock}>
        <InspirationCard
          items={props.inspirations}
          favorites={props.favorites}
          onToggleFavorite={props.onToggleFavorite}
        />
      </div>
      <div className={communityBlock}>
        <CommunityCard
          signedIn={props.signedIn}
          posts={props.posts}
          now={props.now}
          onLike={props.onLike}
        />
        <QuickActions />
      </div>
      <div className={reflectionsBlock}>
        <RecentReflections entries={props.journalEntries} now={props.now} />
      </div>
    </>
  );
}
