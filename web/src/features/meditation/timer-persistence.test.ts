// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GUIDED_SESSIONS, createTimer, pause, start } from '@selah/shared';
import { clearTimer, loadTimer, saveTimer } from './timer-persistence';

const breathing = GUIDED_SESSIONS.find((session) => session.title === 'Breathing Exercise')!;
const KEY = 'selah.meditation.timer';

afterEach(() => sessionStorage.clear());

describe('timer persistence', () => {
  it('keeps a running or paused session for this tab and gives it back', () => {
    const running = start(createTimer(5), 1_000_000);
    saveTimer(breathing, running);
    expect(loadTimer()).toEqual({ session: breathing, state: running });

    const paused = pause(running, 1_060_000);
    saveTimer(breathing, paused);
    expect(loadTimer()).toEqual({ session: breathing, state: paused });

    clearTimer();
    expect(loadTimer()).toBeNull();
  });

  it('forgets anything that is not a session in progress from the catalogue', () => {
    const running = start(createTimer(5), 1_000_000);
    const cases: unknown[] = [
      'not json',
      { sessionTitle: 'Unknown Session', minutes: 5, state: running },
      { sessionTitle: 'Breathing Exercise', minutes: 6, state: running },
      { sessionTitle: 'Breathing Exercise', minutes: 5, state: createTimer(5) }, // idle
      { sessionTitle: 'Breathing Exercise', minutes: 5, state: { ...running, status: 'complete' } },
      { sessionTitle: 'Breathing Exercise', minutes: 5, state: { ...running, startedAtMs: null } },
      {
        sessionTitle: 'Breathing Exercise',
        minutes: 5,
        state: { ...running, durationSeconds: 60 },
      },
      {
        sessionTitle: 'Breathing Exercise',
        minutes: 5,
        state: { ...running, remainingSeconds: -1 },
      },
    ];
    for (const value of cases) {
      sessionStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
      expect(loadTimer()).toBeNull();
      // A bad record is removed, not parsed again on every visit.
      expect(sessionStorage.getItem(KEY)).toBeNull();
    }
  });
});
