import { useCallback, useState } from 'react';
import { GUIDED_SESSIONS, type GuidedSession } from '@selah/shared';
import {
  recordMeditationSession,
  useMeditationAudio,
  useMeditationSessions,
  useMeditationStats,
  useWeeklyMeditationMinutes,
} from '../../data/meditation';
import { useToast } from '../../ui';
import { AmbientAudioList } from './AmbientAudioList';
import { GuidedSessionGrid } from './GuidedSessionGrid';
import { MeditationHeader } from './MeditationHeader';
import { MeditationStats } from './MeditationStats';
import { MeditationTimerScreen } from './MeditationTimerScreen';
import { RecentSessionsList } from './RecentSessionsList';
import { useAmbientAudio } from './useAmbientAudio';

/** /meditation: stats, ambient sounds, guided sessions and their full-screen timer. */
export default function MeditationPage() {
  const weeklyMinutes = useWeeklyMeditationMinutes();
  const stats = useMeditationStats();
  const tracks = useMeditationAudio();
  const sessions = useMeditationSessions();
  const audio = useAmbientAudio();
  const { toast } = useToast();
  const [active, setActive] = useState<GuidedSession | null>(null);

  const completeSession = useCallback(
    async (session: GuidedSession) => {
      try {
        await recordMeditationSession({ duration: session.minutes, sessionType: session.title });
        toast({
          title: 'Session Completed!',
          description: `${session.minutes} minutes of ${session.title}. Well done.`,
        });
      } catch (error) {
        console.warn('Could not record the meditation session', error);
        toast({
          title: 'Session not saved',
          description: 'Your session ended, but it could not be saved on this device.',
          variant: 'destructive',
        });
      }
    },
    [toast],
  );

  return (
    <div>
      <MeditationHeader weeklyMinutes={weeklyMinutes} />
      <div className="flex flex-col gap-6">
        <MeditationStats stats={stats} />
        <GuidedSessionGrid sessions={GUIDED_SESSIONS} onStart={setActive} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <AmbientAudioList tracks={tracks} playingId={audio.playingId} onToggle={audio.toggle} />
          <RecentSessionsList sessions={sessions} now={new Date()} />
        </div>
      </div>
      {active && (
        <MeditationTimerScreen
          key={active.title}
          session={active}
          onComplete={(session) => void completeSession(session)}
          onBack={() => setActive(null)}
        />
      )}
    </div>
  );
}
