import { GUIDED_SESSIONS, type GuidedSession, type TimerState } from '@selah/shared';

/**
 * Keeps the running (or paused) guided session in sessionStorage, so a reload reopens the timer
 * with the right time left: the state holds wall-clock timestamps, so the time that passed during
 * the reload is counted too.
 *
 * sessionStorage, not localStorage: it belongs to this tab only, so two open tabs can never both
 * resume, finish and record the same session. Closing the tab ends the session, as it always did.
 */

const KEY = 'selah.meditation.timer';

export interface PersistedTimer {
  session: GuidedSession;
  state: TimerState;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser: sessions just don't survive a reload
  }
}

export function saveTimer(session: GuidedSession, state: TimerState): void {
  const record = { sessionTitle: session.title, minutes: session.minutes, state };
  try {
    storage()?.setItem(KEY, JSON.stringify(record));
  } catch {
    // Quota or privacy mode: nothing to resume later, the session itself is unaffected.
  }
}

export function clearTimer(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // see saveTimer
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseState(value: unknown): TimerState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  if (state.status !== 'running' && state.status !== 'paused') return null;
  if (!isCount(state.durationSeconds) || !isCount(state.remainingSeconds)) return null;
  if (!isCount(state.elapsedBeforeStartMs)) return null;
  if (state.status === 'running' ? !isCount(state.startedAtMs) : state.startedAtMs !== null) {
    return null;
  }
  return {
    status: state.status,
    durationSeconds: state.durationSeconds,
    remainingSeconds: state.remainingSeconds,
    startedAtMs: state.startedAtMs as number | null,
    elapsedBeforeStartMs: state.elapsedBeforeStartMs,
  };
}

/** The session to resume, or null when there is none (or what is stored is not a valid one). */
export function loadTimer(): PersistedTimer | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Record<string, unknown>;
    const session = GUIDED_SESSIONS.find(
      (candidate) =>
        candidate.title === record.sessionTitle && candidate.minutes === record.minutes,
    );
    const state = parseState(record.state);
    if (session && state && state.durationSeconds === session.minutes * 60) {
      return { session, state };
    }
  } catch {
    // not JSON: fall through and forget it
  }
  clearTimer();
  return null;
}
