import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useId } from 'react';
import { canStart, progress, type GuidedSession, type TimerState } from '@selah/shared';
import { useBusyWhile } from '../../pwa/busy';
import { ArrowLeftIcon, Button, ProgressRing } from '../../ui';
import { playChime, primeChime } from './chime';
import { PauseGlyph, PlayGlyph, StopGlyph } from './media-icons';
import { clearTimer, saveTimer } from './timer-persistence';
import { useMeditationTimer } from './useMeditationTimer';
import { useWakeLock } from './useWakeLock';

/** Remaining seconds as mm:ss ("05:00", "12:09"); minutes grow past 99 if ever needed. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface MeditationTimerScreenProps {
  session: GuidedSession;
  /** A running or paused timer to resume, restored after a reload. */
  initialState?: TimerState;
  /** Called once when the countdown reaches zero (the page records the session). */
  onComplete: (session: GuidedSession, completedAt: Date) => void;
  onBack: () => void;
}

/**
 * The full-screen timer for one guided session: a modal dialog (focus moves in and stays there,
 * Escape goes back), a circular progress ring with the time left, and Start / Pause / Stop.
 *
 * A session in progress survives a reload (timer-persistence), keeps the screen awake while it
 * runs, holds back the "Update available" prompt, and ends with a soft chime.
 */
export function MeditationTimerScreen({
  session,
  initialState,
  onComplete,
  onBack,
}: MeditationTimerScreenProps) {
  const timer = useMeditationTimer(
    session.minutes,
    (completedAt) => {
      // Forget the stored run before recording it, so nothing can resume and record it twice.
      clearTimer();
      playChime();
      onComplete(session, completedAt);
    },
    { initialState },
  );
  const { status, remainingSeconds } = timer.state;
  const complete = status === 'complete';
  const inProgress = status === 'running' || status === 'paused';
  useWakeLock(status === 'running');
  useBusyWhile(inProgress, 'meditation');

  useEffect(() => {
    if (inProgress) saveTimer(session, timer.state);
    else clearTimer();
  }, [inProgress, session, timer.state]);
  // Leaving the timer (Back to Sessions, Escape, another page) ends the session.
  useEffect(() => () => clearTimer(), []);

  const startId = useId();
  const startNewId = useId();
  // Reaching zero disables the button that had focus; hand focus to the next step instead.
  useEffect(() => {
    if (complete) document.getElementById(startNewId)?.focus();
  }, [complete, startNewId]);

  function startNewSession() {
    timer.stop();
    // The Start button is enabled again on the next render.
    requestAnimationFrame(() => document.getElementById(startId)?.focus());
  }

  const statusText =
    status === 'running'
      ? 'Breathe slowly and let your thoughts settle.'
      : status === 'paused'
        ? 'Paused'
        : status === 'idle'
          ? 'Press Start when you are ready.'
          : '';

  return (
    <Dialog open onClose={onBack} className="relative z-50">
      <DialogPanel className="fixed inset-0 flex flex-col overflow-y-auto bg-canvas">
        <div className="mx-auto flex w-full max-w-3xl items-center px-4 pt-4 sm:px-6 sm:pt-6">
          <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={onBack}>
            Back to Sessions
          </Button>
        </div>

        <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-8 px-4 pt-4 pb-10 text-center sm:px-6">
          <div>
            <DialogTitle className="font-display text-3xl font-semibold text-ink sm:text-4xl">
              {session.title}
            </DialogTitle>
            <Description className="mt-2 text-ink-muted">
              {session.minutes} minutes · {session.level}
            </Description>
          </div>

          <div className="relative grid place-items-center">
            <ProgressRing
              value={progress(timer.state) * 100}
              label="Session progress"
              size={260}
              strokeWidth={12}
              className="max-w-[72vw]"
            >
              <span />
            </ProgressRing>
            <div className="absolute inset-0 grid place-items-center">
              <div>
                <p
                  role="timer"
                  aria-label="Time remaining"
                  className="font-display text-6xl font-semibold text-ink tabular-nums sm:text-7xl"
                >
                  {formatClock(remainingSeconds)}
                </p>
              </div>
            </div>
          </div>

          <div role="status" className="min-h-7">
            {complete ? (
              <p className="font-display text-2xl font-semibold text-primary-ink">Complete!</p>
            ) : (
              <p className="text-ink-muted">{statusText}</p>
            )}
          </div>

          <div className="grid w-full max-w-md grid-cols-3 gap-2 sm:flex sm:w-auto sm:justify-center sm:gap-3">
            <Button
              id={startId}
              size="lg"
              className="px-3 sm:px-6"
              icon={<PlayGlyph />}
              disabled={!canStart(timer.state)}
              onClick={() => {
                primeChime();
                timer.start();
              }}
              data-autofocus
            >
              Start
            </Button>
            <Button
              size="lg"
              className="px-3 sm:px-6"
              variant="secondary"
              icon={<PauseGlyph />}
              disabled={status !== 'running'}
              onClick={timer.pause}
            >
              Pause
            </Button>
            <Button
              size="lg"
              className="px-3 sm:px-6"
              variant="secondary"
              icon={<StopGlyph />}
              disabled={status === 'idle'}
              onClick={timer.stop}
            >
              Stop
            </Button>
          </div>

          {complete && (
            <Button id={startNewId} variant="accent" size="lg" onClick={startNewSession}>
              Start New Session
            </Button>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
