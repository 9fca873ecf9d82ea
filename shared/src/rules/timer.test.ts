import { describe, expect, it } from 'vitest';
import {
  canStart,
  createTimer,
  pause,
  progress,
  start,
  stop,
  tick,
  TIMER,
  type TimerState,
} from './timer';

const T0 = 1_767_225_600_000; // any fixed wall-clock instant
const sec = (n: number) => n * 1000;

describe('meditation timer', () => {
  it('starts idle with the full duration (minutes x 60)', () => {
    const timer = createTimer(10);
    expect(timer).toEqual({
      status: 'idle',
      durationSeconds: 600,
      remainingSeconds: 600,
      startedAtMs: null,
      elapsedBeforeStartMs: 0,
    });
    expect(progress(timer)).toBe(0);
    expect(canStart(timer)).toBe(true);
    // Ticking an idle timer changes nothing.
    expect(tick(timer, T0 + sec(100))).toBe(timer);
  });

  it('counts down by the clock while running', () => {
    const running = start(createTimer(5), T0);
    expect(running.status).toBe('running');
    expect(running.remainingSeconds).toBe(300);
    expect(canStart(running)).toBe(false);
    expect(tick(running, T0 + 500).remainingSeconds).toBe(300); // rounded up within the first second
    expect(tick(running, T0 + sec(1)).remainingSeconds).toBe(299);
    const later = tick(running, T0 + sec(61));
    expect(later.remainingSeconds).toBe(239);
    expect(later.status).toBe('running');
    expect(progress(later)).toBeCloseTo(61 / 300);
  });

  it('returns the same object when a tick changes nothing visible', () => {
    const running = tick(start(createTimer(5), T0), T0 + sec(2));
    expect(tick(running, T0 + sec(2) + 400)).toBe(running);
  });

  it('halts the countdown while paused and continues on resume', () => {
    let timer: TimerState = start(createTimer(1), T0);
    timer = pause(timer, T0 + sec(20));
    expect(timer.status).toBe('paused');
    expect(timer.remainingSeconds).toBe(40);
    expect(canStart(timer)).toBe(true);
    // Time passes while paused: nothing moves.
    expect(tick(timer, T0 + sec(500))).toBe(timer);
    expect(pause(timer, T0 + sec(500))).toBe(timer);
    // Resume much later: the 40 s left are counted from the resume instant.
    timer = start(timer, T0 + sec(1000));
    expect(timer.status).toBe('running');
    expect(timer.remainingSeconds).toBe(40);
    timer = tick(timer, T0 + sec(1010));
    expect(timer.remainingSeconds).toBe(30);
  });

  it('ignores start while already running', () => {
    const running = start(createTimer(1), T0);
    expect(start(running, T0 + sec(30))).toBe(running);
  });

  it('completes at zero and then refuses to start', () => {
    let timer = start(createTimer(1), T0);
    timer = tick(timer, T0 + sec(59) + 1);
    expect(timer.status).toBe('running');
    expect(timer.remainingSeconds).toBe(1);
    timer = tick(timer, T0 + sec(60));
    expect(timer.status).toBe('complete');
    expect(timer.remainingSeconds).toBe(0);
    expect(progress(timer)).toBe(1);
    expect(canStart(timer)).toBe(false);
    expect(start(timer, T0 + sec(61))).toBe(timer);
    expect(tick(timer, T0 + sec(120))).toBe(timer);
  });

  it('stop resets to the full duration from running, paused and complete', () => {
    const running = tick(start(createTimer(2), T0), T0 + sec(30));
    const paused = pause(running, T0 + sec(40));
    const complete = tick(running, T0 + sec(500));
    for (const state of [running, paused, complete]) {
      expect(stop(state)).toEqual(createTimer(2));
    }
    // After stop, start works again.
    expect(start(stop(complete), T0 + sec(600)).status).toBe('running');
  });

  it('jumps straight to the right time after a long gap between ticks (throttled tab)', () => {
    const running = start(createTimer(20), T0);
    const afterGap = tick(running, T0 + sec(7 * 60 + 30)); // one tick after 7.5 minutes
    expect(afterGap.remainingSeconds).toBe(20 * 60 - 450);
    const pastTheEnd = tick(running, T0 + sec(3600)); // the tab slept past the end
    expect(pastTheEnd.status).toBe('complete');
    expect(pastTheEnd.remainingSeconds).toBe(0);
  });

  it('pausing after the end completes the timer', () => {
    const timer = pause(start(createTimer(1), T0), T0 + sec(90));
    expect(timer.status).toBe('complete');
  });

  it('does not count backwards when the clock goes back', () => {
    const running = start(createTimer(1), T0);
    expect(tick(running, T0 - sec(30)).remainingSeconds).toBe(60);
  });

  it('is also reachable as one TIMER object', () => {
    const timer = TIMER.tick(TIMER.start(TIMER.createTimer(1), T0), T0 + sec(15));
    expect(timer.remainingSeconds).toBe(45);
    expect(TIMER.progress(timer)).toBeCloseTo(0.25);
  });
});
