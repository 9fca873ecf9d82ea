import { useCallback, useEffect, useRef, useState } from 'react';
import { createTimer, pause, start, stop, tick, type TimerState } from '@selah/shared';

/** The spec's tick: the display is refreshed once a second. */
export const TIMER_TICK_MS = 1000;

/**
 * Drives the shared timer state machine from React. The countdown is computed from the wall clock
 * (tick(state, Date.now())), so a throttled background tab or a locked screen catches up on the
 * next tick, and coming back to the tab re-ticks at once.
 *
 * `onComplete` runs exactly once per run, on the transition into 'complete'.
 */
export function useMeditationTimer(minutes: number, onComplete: () => void) {
  const [state, setState] = useState<TimerState>(() => createTimer(minutes));
  // The latest state, read by interval callbacks and handlers without waiting for a render.
  const stateRef = useRef(state);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const apply = useCallback((next: TimerState) => {
    const previous = stateRef.current;
    if (next === previous) return;
    stateRef.current = next;
    setState(next);
    if (next.status === 'complete' && previous.status !== 'complete') onCompleteRef.current();
  }, []);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const update = () => apply(tick(stateRef.current, Date.now()));
    const interval = setInterval(update, TIMER_TICK_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [running, apply]);

  return {
    state,
    start: useCallback(() => apply(start(stateRef.current, Date.now())), [apply]),
    pause: useCallback(() => apply(pause(stateRef.current, Date.now())), [apply]),
    stop: useCallback(() => apply(stop(stateRef.current)), [apply]),
  };
}
