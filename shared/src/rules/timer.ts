/**
 * The meditation timer as a pure state machine: idle -> running <-> paused -> complete, and stop() back
 * to idle from anywhere.
 *
 * It counts by wall-clock time, not by ticks: a running timer remembers when its current run started
 * (startedAtMs) plus what earlier runs already used (elapsedBeforeStartMs), and every tick recomputes the
 * remaining time from the clock. A background tab that only ticks once a minute, or a laptop that slept,
 * therefore jumps straight to the right remaining time instead of drifting.
 *
 * The UI calls tick(state, Date.now()) about once a second while running, shows remainingSeconds, draws
 * progress(state), and records the session when the status turns 'complete'.
 */

export type TimerStatus = 'idle' | 'running' | 'paused' | 'complete';

export interface TimerState {
  status: TimerStatus;
  /** The full length: minutes x 60. */
  durationSeconds: number;
  /** What the display shows: whole seconds left, rounded up (so it reads the full length at the start). */
  remainingSeconds: number;
  /** Wall-clock ms when the current run began; null unless running. */
  startedAtMs: number | null;
  /** Ms counted by earlier runs (before the last pause); 0 when idle. */
  elapsedBeforeStartMs: number;
}

/** A fresh, idle timer of the given number of minutes. */
export function createTimer(durationMinutes: number): TimerState {
  const durationSeconds = Number.isFinite(durationMinutes)
    ? Math.max(0, Math.round(durationMinutes * 60))
    : 0;
  return {
    status: 'idle',
    durationSeconds,
    remainingSeconds: durationSeconds,
    startedAtMs: null,
    elapsedBeforeStartMs: 0,
  };
}

function elapsedMs(state: TimerState, nowMs: number): number {
  const current = state.startedAtMs === null ? 0 : Math.max(0, nowMs - state.startedAtMs); // clocks can go back
  return state.elapsedBeforeStartMs + current;
}

function remainingAfter(state: TimerState, elapsed: number): number {
  return Math.max(0, Math.ceil((state.durationSeconds * 1000 - elapsed) / 1000));
}

function completed(state: TimerState): TimerState {
  return {
    ...state,
    status: 'complete',
    remainingSeconds: 0,
    startedAtMs: null,
    elapsedBeforeStartMs: state.durationSeconds * 1000,
  };
}

/** Starts from idle or resumes from paused. A running or complete timer is returned unchanged. */
export function start(state: TimerState, nowMs: number): TimerState {
  if (state.status !== 'idle' && state.status !== 'paused') return state;
  const elapsedBeforeStartMs = state.status === 'idle' ? 0 : state.elapsedBeforeStartMs;
  return tick({ ...state, status: 'running', startedAtMs: nowMs, elapsedBeforeStartMs }, nowMs);
}

/** Halts a running countdown, keeping the time used so far. Other states are returned unchanged. */
export function pause(state: TimerState, nowMs: number): TimerState {
  if (state.status !== 'running') return state;
  const elapsed = elapsedMs(state, nowMs);
  const remainingSeconds = remainingAfter(state, elapsed);
  if (remainingSeconds === 0) return completed(state);
  return {
    ...state,
    status: 'paused',
    remainingSeconds,
    startedAtMs: null,
    elapsedBeforeStartMs: elapsed,
  };
}

/** Back to idle with the full duration, from any state (this also clears 'complete'). */
export function stop(state: TimerState): TimerState {
  return createTimer(state.durationSeconds / 60);
}

/**
 * Recomputes the remaining time of a running timer from the clock, completing it at zero. Returns the
 * same object when nothing visible changed, so React can skip a render.
 */
export function tick(state: TimerState, nowMs: number): TimerState {
  if (state.status !== 'running') return state;
  const remainingSeconds = remainingAfter(state, elapsedMs(state, nowMs));
  if (remainingSeconds === 0) return completed(state);
  return remainingSeconds === state.remainingSeconds ? state : { ...state, remainingSeconds };
}

/** How much of the session is done, 0..1, for the circular progress. */
export function progress(state: TimerState): number {
  if (state.durationSeconds <= 0) return state.status === 'complete' ? 1 : 0;
  const done = (state.durationSeconds - state.remainingSeconds) / state.durationSeconds;
  return Math.min(1, Math.max(0, done));
}

/** Whether the Start button is enabled: idle or paused, never once complete. */
export function canStart(state: TimerState): boolean {
  return state.status === 'idle' || state.status === 'paused';
}

/** The same functions with unambiguous names, for call sites that import many rules at once. */
export {
  start as startTimer,
  pause as pauseTimer,
  stop as stopTimer,
  tick as tickTimer,
  progress as timerProgress,
};

/** The whole machine as one object: TIMER.start(state, Date.now()). */
export const TIMER = { createTimer, start, pause, stop, tick, progress, canStart } as const;
