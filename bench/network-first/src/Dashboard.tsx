import type { User } from '@selah/shared';
import { MoodCheckIn } from './MoodCheckIn';
import {
  ActiveGoals,
  CommunityEncouragement,
  DailyInspiration,
  MeditationPromo,
  QuickActions,
  RecentReflections,
} from './sections';
import { DailyMotivation } from './DailyMotivation';
import { StatCards } from './StatCards';

/**
 * The app's dashboard (`/`). Every section asks for its own data when it mounts (the GETs go
 * out together) and shows a loading state until its answer is in.
 */
export function Dashboard({ member }: { member: User }) {
  return (
    <main className="page">
      <header className="card">
        <h1>Welcome back, {member.name}</h1>
        <p className="muted">How is your heart today?</p>
      </header>
      <MoodCheckIn />
      <DailyMotivation />
      <StatCards />
      <MeditationPromo />
      <ActiveGoals />
      <DailyInspiration />
      <CommunityEncouragement />
      <QuickActions />
      <RecentReflections />
    </main>
  );
}
