import { startLiveRead, type SelahDB } from '../../db';
import { communityPostsRead } from '../../data/community/hooks';
import { inspirationsRead } from '../../data/content/hooks';
import { activeGoalsRead } from '../../data/goals/hooks';
import { journalEntriesRead } from '../../data/journal/hooks';
import { weeklyMinutesRead } from '../../data/meditation/hooks';
import { moodStreakRead } from '../../data/mood/hooks';
import { unreadMotivationsRead } from '../../data/motivation/hooks';
import { readMemberSnapshot } from '../../lib/member-snapshot';
import { streakPreferences } from '../../lib/streak-settings';
import {
  DASHBOARD_INSPIRATIONS,
  DASHBOARD_JOURNAL_ENTRIES,
  DASHBOARD_POSTS,
} from './dashboard-limits';

/** The name of the dashboard's copy of a member's figures (lib/member-snapshot.ts). */
export const DASHBOARD_SNAPSHOT = 'dashboard';

/** Whether this device holds `ownerId`'s dashboard figures from earlier today. */
export function hasTodaysDashboardCopy(ownerId: string): boolean {
  return readMemberSnapshot(DASHBOARD_SNAPSHOT, ownerId) !== null;
}

/**
 * Starts the dashboard's reads as the first script runs (main.tsx), so IndexedDB answers them
 * while React renders the first screen; the dashboard's hooks join them (docs/decisions/034).
 * The same reads, with the same arguments, as `useDashboardFigures`.
 */
export function startDashboardReads(db: SelahDB): void {
  startLiveRead(moodStreakRead(db, streakPreferences()));
  startLiveRead(activeGoalsRead(db));
  startLiveRead(weeklyMinutesRead(db));
  startLiveRead(unreadMotivationsRead(db));
  startLiveRead(inspirationsRead(db, DASHBOARD_INSPIRATIONS));
  startLiveRead(communityPostsRead(db, DASHBOARD_POSTS));
  startLiveRead(journalEntriesRead(db, DASHBOARD_JOURNAL_ENTRIES));
}
