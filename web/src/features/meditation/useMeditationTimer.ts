import { useCallback, useEffect, useRef, useState } from 'react';
import { createTimer, pause, start, stop, tick, type TimerState } from '@selah/shared';

/** The spec's tick: the display is refreshed once a second. */
export const TIMER_TICK_MS = 1000;

/**
 * When a run that just completed actually reached zero: its start plus the time it still had.
 * A timer resumed after a reload may have finished while the page was closed; the session then
 * counts from when it ended, not from when the page came back.
 */
function completedAt(previous: TimerState, nowMs: number): Date {
  if (previous.status !== 'running' || previous.startedAtMs === null) return new Date(nowMs);
  const end =
    previous.startedAtMs + previous.durationSeconds * 1000 - previous.elapsedBeforeStartMs;
  return new Date(Math.min(nowMs, end));
}

export interface MeditationTimerOptions {
  /** A running or paused state to resume (after a reload) instead of a fresh timer. */
  initialState?: TimerState;
}

/**
 * Drives the shared timer state machine from React. The countdown is computed from the wall clock
 * (tick(state, Date.now())), so a throttled background tab or a locked screen catches up on the
 * next tick, and coming back to the tab re-ticks at once.
 *
 * `onComplete` runs exactly once per run, on the transition into 'complete', with the moment the
 * countdown reached zero.
 */
export function useMeditationTimer(
  minutes: number,
  onComplete: (completedAt: Date) => void,
  { initialState }: MeditationTimerOptions = {},
) {
  const [state, setState] = useState<TimerState>(() => initialState ?? createTimer(minutes));
  // The latest state, read by interval callbacks and handlers without waiting for a render.
  const stateRef = useRef(state);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const apply = useCallback((next: TimerState, nowMs: number) => {
    const previous = stateRef.current;
    if (next === previous) return;
    stateRef.current = next;
    setState(next);
    if (next.status === 'complete' && previous.status !== 'complete') {
      onCompleteRef.current(completedAt(previous, nowMs));
    }
  }, []);

  const now = useCallback(
    (step: (state: TimerState, nowMs: number) => TimerState) => {
      const nowMs = Date.now();
      apply(step(stateRef.current, nowMs), nowMs);
    },
    [apply],
  );

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const update = () => now(tick);
    // At once too: a run resumed after a reload shows the time that passed (or completes) now.
    update();
    const interval = setInterval(update, TIMER_TICK_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [running, now]);

  return {
    state,
    start: useCallback(() => now(start), [now]),
    pause: useCallback(() => now(pause), [now]),
    stop: useCallback(() => now((current) => stop(current)), [now]),
  };
}
