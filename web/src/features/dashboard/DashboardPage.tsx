import { useEffect, useState } from 'react';
import { dashboardGoalsProgress, type Mood } from '@selah/shared';
import { useSession } from '../../app/session/useSession';
import { cn } from '../../lib/cn';
import { likeCommunityPost, useCommunityPosts } from '../../data/community';
import { useInspirationalContent } from '../../data/content';
import { useActiveGoals } from '../../data/goals';
import { useJournalEntries } from '../../data/journal';
import { useWeeklyMeditationMinutes } from '../../data/meditation';
import { logMood, useMoodStreak } from '../../data/mood';
import {
  generateDailyMotivation,
  markMotivationRead,
  useUnreadMotivations,
} from '../../data/motivation';
import { FloatingActionButton, SmileIcon, useToast } from '../../ui';
import { CrisisSupportNote } from '../../ui/CrisisSupportNote';
import { ActiveGoalsCard } from './ActiveGoalsCard';
import { CommunityCard, DASHBOARD_POSTS } from './CommunityCard';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMoodCheckIn } from './DashboardMoodCheckIn';
import { DashboardStats } from './DashboardStats';
import { DASHBOARD_INSPIRATIONS, InspirationCard } from './InspirationCard';
import { MeditationPromo } from './MeditationPromo';
import { MotivationCard } from './MotivationCard';
import { QuickActions } from './QuickActions';
import { DASHBOARD_JOURNAL_ENTRIES, RecentReflections } from './RecentReflections';

export const DASHBOARD_MOOD_TOAST = {
  title: 'Mood logged successfully!',
  description: 'Thank you for checking in with yourself today.',
} as const;

/** How long a first-time visit waits for GET /api/me before showing the guest's dashboard. */
export const SESSION_WAIT_MS = 1_500;

/**
 * Whether the dashboard knows whose it is: a member remembered from the last visit, or the server's
 * answer, or (server slow or unreachable) a short wait. Until then the dashboard is laid out but
 * not shown: a signed-in member on a browser with no cached session would otherwise first see the
 * guest's header (taller: its eyebrow and buttons), then everything below it jump when /api/me
 * answers (a layout shift, DESIGN 8).
 */
function useKnowsWhoIsHere(known: boolean): boolean {
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (known) return;
    const timer = setTimeout(() => setWaitedEnough(true), SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return known || waitedEnough;
}

/** The dashboard (/): check-in, motivation, stats and a glance at every part of the app. */
export default function DashboardPage() {
  const { user, checked } = useSession();
  const shown = useKnowsWhoIsHere(checked || user !== null);
  const { toast } = useToast();
  const [mood, setMood] = useState<Mood | null>(null);
  const [loggingMood, setLoggingMood] = useState(false);
  const [showSupport, setShowSupport] = useState(false);
  const [generating, setGenerating] = useState(false);

  const moodStreak = useMoodStreak();
  // Every active goal: the progress figure counts them all, the card shows the first three.
  const activeGoals = useActiveGoals();
  const weeklyMinutes = useWeeklyMeditationMinutes();
  const unreadMotivations = useUnreadMotivations();
  const inspirations = useInspirationalContent(DASHBOARD_INSPIRATIONS);
  const posts = useCommunityPosts(DASHBOARD_POSTS);
  const journalEntries = useJournalEntries(DASHBOARD_JOURNAL_ENTRIES);
  const now = new Date();

  async function saveMood() {
    if (!mood) return;
    setLoggingMood(true);
    try {
      await logMood({ mood });
      setMood(null);
      setShowSupport(mood === 'struggling');
      toast(DASHBOARD_MOOD_TOAST);
    } catch {
      toast({
        title: "Couldn't save your mood",
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setLoggingMood(false);
    }
  }

  async function generate() {
    setGenerating(true);
    try {
      await generateDailyMotivation();
    } catch {
      toast({
        title: "Couldn't prepare a message",
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  async function like(postId: string) {
    try {
      await likeCommunityPost(postId);
    } catch {
      // Likes have no error handling in the spec; a failed local write just leaves the count as is.
    }
  }

  return (
    <div
      className={cn('flex flex-col gap-6', !shown && 'invisible')}
      aria-busy={!shown || undefined}
    >
      <DashboardHeader memberName={user?.name ?? null} />
      <DashboardMoodCheckIn
        mood={mood}
        saving={loggingMood}
        onMoodChange={setMood}
        onSubmit={() => void saveMood()}
      />
      {showSupport && <CrisisSupportNote onDismiss={() => setShowSupport(false)} />}
      <MotivationCard
        unread={unreadMotivations}
        generating={generating}
        onGenerate={() => void generate()}
        onRead={(id) => void markMotivationRead(id)}
      />
      <DashboardStats
        moodStreak={moodStreak}
        goalsProgress={activeGoals ? dashboardGoalsProgress(activeGoals) : undefined}
        weeklyMinutes={weeklyMinutes}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <MeditationPromo />
        <ActiveGoalsCard goals={activeGoals} />
      </div>
      <InspirationCard items={inspirations} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CommunityCard
          signedIn={user !== null}
          posts={posts}
          now={now}
          onLike={(id) => void like(id)}
        />
        <QuickActions />
      </div>
      <RecentReflections entries={journalEntries} now={now} />
      <FloatingActionButton to="/mood" label="Log mood" icon={<SmileIcon className="size-6" />} />
    </div>
  );
}
