import { useEffect, useState } from 'react';
import {
  dashboardGoalsProgress,
  type DailyMotivation,
  type Goal,
  type InspirationalContent,
  type JournalEntry,
  type Mood,
  type User,
} from '@selah/shared';
import { useSession } from '../../session/useSession';
import { rememberedAccountId } from '../../session/session-cache';
import { useDb } from '../../db';
import { readMemberSnapshot, writeMemberSnapshot } from '../../lib/member-snapshot';
import { rememberScreenSoon } from '../../lib/remembered-screen';
import { useStreakPreferences } from '../../lib/streak-settings';
import { CrisisOfferNote } from '../../care';
import { useCommunityPosts, type FeedPost } from '../../data/community';
import { preloadWriteSchemas } from '../../data/load-write-schemas';
import { useFavorites, useInspirationalContent } from '../../data/content';
import { useActiveGoals } from '../../data/goals';
import { useJournalEntries } from '../../data/journal';
import { useWeeklyMeditationMinutes } from '../../data/meditation';
import { logMood, useMoodStreak } from '../../data/mood';
import { useUnreadMotivations } from '../../data/motivation';
import { useToast } from '../../ui';
import { isNewMember } from '../../session/new-member';
import { firstScreenShown } from '../../lib/first-screen';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMoodCheckIn } from './DashboardMoodCheckIn';
import { DashboardStats } from './DashboardStats';
import {
  DASHBOARD_INSPIRATIONS,
  DASHBOARD_JOURNAL_ENTRIES,
  DASHBOARD_POSTS,
} from './dashboard-limits';
import { DASHBOARD_SNAPSHOT } from './first-reads';
import { FirstScreenSections } from './FirstScreenSections';
import { LowerSectionsSlot } from './LowerSectionsSlot';
import { MotivationCard } from './MotivationCard';

export const DASHBOARD_MOOD_TOAST = {
  title: 'Mood logged successfully!',
  description: 'Thank you for checking in with yourself today.',
} as const;

/** How long a first-time visit waits for GET /api/me before showing the guest's dashboard. */
export const SESSION_WAIT_MS = 1_500;

/**
 * Whether the dashboard knows whose it is: a member remembered from the last visit, or the server's
 * answer, or (server slow or unreachable) a short wait. Until then the dashboard is not rendered: a
 * signed-in member on a browser with no cached session would otherwise first see the guest's
 * header (taller: its eyebrow and buttons), then everything below it jump when /api/me answers (a
 * layout shift, which lowers the Lighthouse performance score the app must keep at 0.95 or more),
 * and the guest's whole dashboard, queries and all, would be built only to be replaced
 * (Lighthouse's member run: hundreds of ms of blocking time at 4x slowdown).
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

/** What the dashboard reads from the local database; a member's last copy shows at start-up. */
interface DashboardFigures {
  moodStreak: number;
  activeGoals: Goal[];
  weeklyMinutes: number;
  unreadMotivations: DailyMotivation[];
  inspirations: InspirationalContent[];
  posts: FeedPost[];
  journalEntries: JournalEntry[];
}

/**
 * The live figures, or until IndexedDB has answered them, the member's copy from their last visit
 * today (lib/member-snapshot.ts: never another member's, never yesterday's). Each complete set of
 * live figures becomes the next copy.
 */
function useDashboardFigures(): Partial<DashboardFigures> {
  const db = useDb();
  const [snapshot] = useState(() => ({
    ownerId: db.ownerId,
    figures: readMemberSnapshot<DashboardFigures>(DASHBOARD_SNAPSHOT, db.ownerId),
  }));
  const live = {
    moodStreak: useMoodStreak(),
    // Every active goal: the progress figure counts them all, the card shows the first three.
    activeGoals: useActiveGoals(),
    weeklyMinutes: useWeeklyMeditationMinutes(),
    unreadMotivations: useUnreadMotivations(),
    inspirations: useInspirationalContent(DASHBOARD_INSPIRATIONS),
    posts: useCommunityPosts(DASHBOARD_POSTS),
    journalEntries: useJournalEntries(DASHBOARD_JOURNAL_ENTRIES),
  };
  const complete = Object.values(live).every((value) => value !== undefined);

  useEffect(() => {
    if (!complete) return;
    // The member's own figures are on screen: what start-up held back (sync) may load now.
    firstScreenShown();
    writeMemberSnapshot(DASHBOARD_SNAPSHOT, db.ownerId, live);
    // The values themselves are the dependencies: a new copy whenever one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, db, ...Object.values(live)]);

  // After every commit with the live figures, the screen as drawn is the next start's first frame
  // (lib/remembered-screen.ts): a changed preference or a logged mood shows in it too.
  useEffect(() => {
    if (!complete) return;
    // Checked when the browser is idle: a sign-out or a switch of account may have come between.
    rememberScreenSoon(db.ownerId, () => rememberedAccountId() === db.ownerId);
  });

  const cached = snapshot.ownerId === db.ownerId ? snapshot.figures : null;
  if (!cached) return live;
  return Object.fromEntries(
    Object.entries(live).map(([key, value]) => [
      key,
      value ?? cached[key as keyof DashboardFigures],
    ]),
  ) as Partial<DashboardFigures>;
}

/** The dashboard (/): check-in, motivation, stats and a glance at every part of the app. */
export default function DashboardPage() {
  const { user, checked } = useSession();
  // A member remembered from the last visit is known at once; otherwise the server's answer decides.
  const [rememberedMember] = useState(user !== null);
  const known = useKnowsWhoIsHere(checked || rememberedMember);
  if (!known) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Loading your dashboard…</span>
      </div>
    );
  }
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: User | null }) {
  const { toast } = useToast();
  const favorites = useFavorites();
  const [mood, setMood] = useState<Mood | null>(null);
  const [loggingMood, setLoggingMood] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [justLogged, setJustLogged] = useState(false);

  const {
    moodStreak,
    activeGoals,
    weeklyMinutes,
    unreadMotivations,
    inspirations,
    posts,
    journalEntries,
  } = useDashboardFigures();
  const now = new Date();
  const { hidden: streakHidden } = useStreakPreferences();

  async function saveMood() {
    if (!mood) return;
    setLoggingMood(true);
    try {
      await logMood({ mood });
      setMood(null);
      setJustLogged(true);
      toast(DASHBOARD_MOOD_TOAST);
    } catch {
      toast({
        title: 'Couldn’t save your mood',
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
      // Loaded on the first tap, like the favourites and likes below: no motivation write is on
      // the first route (it loads its generator and the write schemas on first use anyway).
      const { generateDailyMotivation } = await import('../../data/motivation/repository');
      await generateDailyMotivation();
    } catch {
      toast({
        title: 'Couldn’t prepare a message',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  async function markRead(id: string) {
    const { markMotivationRead } = await import('../../data/motivation/repository');
    await markMotivationRead(id);
  }

  async function likeInspiration(id: string) {
    try {
      // Loaded on the first tap: no write of the lower sections is on the first route.
      const { toggleFavorite } = await import('../../data/content/repository');
      await toggleFavorite(id);
    } catch (error) {
      toast({
        title: 'Favourite not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function like(postId: string) {
    try {
      const { likeCommunityPost } = await import('../../data/community/repository');
      await likeCommunityPost(postId);
    } catch {
      // Likes have no error handling in the spec; a failed local write just leaves the count as is.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        memberName={user?.name ?? null}
        newMember={user !== null && isNewMember(user.id)}
      />
      <DashboardMoodCheckIn
        mood={mood}
        saving={loggingMood}
        logged={justLogged}
        onMoodChange={(next) => {
          // The save validates with the write schemas, kept off this first route: fetch them now.
          preloadWriteSchemas();
          setMood(next);
        }}
        onSubmit={() => void saveMood()}
      />
      <CrisisOfferNote />
      <MotivationCard
        unread={unreadMotivations}
        generating={generating}
        onGenerate={() => void generate()}
        onRead={(id) => void markRead(id)}
      />
      <DashboardStats
        moodStreak={streakHidden ? null : moodStreak}
        goalsProgress={activeGoals ? dashboardGoalsProgress(activeGoals) : undefined}
        weeklyMinutes={weeklyMinutes}
      />
      <FirstScreenSections activeGoals={activeGoals} journalEntries={journalEntries} now={now} />
      <LowerSectionsSlot
        signedIn={user !== null}
        inspirations={inspirations}
        favorites={favorites}
        onToggleFavorite={likeInspiration}
        posts={posts}
        onLike={(id) => void like(id)}
        now={now}
      />
    </div>
  );
}
