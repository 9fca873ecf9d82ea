import { useCallback, useState } from 'react';
import { GUIDED_SESSIONS, type GuidedSession, type TimerState } from '@selah/shared';
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
import { PastSessionForm } from './PastSessionForm';
import { RecentSessionsList } from './RecentSessionsList';
import { loadTimer } from './timer-persistence';
import { useAmbientAudio } from './useAmbientAudio';
import { useOfflineAudio } from './useOfflineAudio';

interface ActiveSession {
  session: GuidedSession;
  /** Set when a session in progress was restored after a reload. */
  initialState?: TimerState;
}

/** /meditation: stats, ambient sounds, guided sessions and their full-screen timer. */
export default function MeditationPage() {
  const weeklyMinutes = useWeeklyMeditationMinutes();
  const stats = useMeditationStats();
  const tracks = useMeditationAudio();
  const sessions = useMeditationSessions();
  const audio = useAmbientAudio();
  const offline = useOfflineAudio(tracks);
  const { toast } = useToast();
  // A session that was running (or paused) when the page reloaded opens again where it was.
  const [active, setActive] = useState<ActiveSession | null>(() => {
    const saved = loadTimer();
    return saved && { session: saved.session, initialState: saved.state };
  });

  const completeSession = useCallback(
    async (session: GuidedSession, completedAt: Date) => {
      try {
        await recordMeditationSession({
          duration: session.minutes,
          sessionType: session.title,
          completedAt: completedAt.toISOString(),
        });
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
        <GuidedSessionGrid
          sessions={GUIDED_SESSIONS}
          onStart={(session) => setActive({ session })}
        />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <AmbientAudioList
            tracks={tracks}
            playingId={audio.playingId}
            onToggle={(track) => {
              const starting = audio.playingId !== track.id;
              audio.toggle(track);
              // A sound played once plays again offline: keep the whole file while it streams.
              if (starting) void offline.save(track, { quiet: true });
            }}
            offline={{
              supported: offline.supported,
              stateOf: offline.stateOf,
              onSave: (track) => void offline.save(track),
            }}
            problem={audio.problem ?? offline.problem}
          />
          <RecentSessionsList sessions={sessions} now={new Date()} />
        </div>
        <PastSessionForm />
      </div>
      {active && (
        <MeditationTimerScreen
          key={active.session.title}
          session={active.session}
          initialState={active.initialState}
          onComplete={(session, completedAt) => void completeSession(session, completedAt)}
          onBack={() => setActive(null)}
        />
      )}
    </div>
  );
}
