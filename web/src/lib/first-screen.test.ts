import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  FIRST_SCREEN_WAIT_MS,
  firstScreenShown,
  resetFirstScreen,
} from './first-screen';

describe('afterFirstScreen', () => {
  beforeEach(() => {
    resetFirstScreen();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the work until the first screen shows its data, then runs it once', () => {
    const work = vi.fn();
    afterFirstScreen(work);
    expect(work).not.toHaveBeenCalled();

    firstScreenShown();
    expect(work).toHaveBeenCalledTimes(1);
    firstScreenShown();
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway when no screen reports its data in time (a deep link)', () => {
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    firstScreenShown();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the first screen has already shown its data', () => {
    firstScreenShown();
    const work = vi.fn();
    afterFirstScreen(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work', () => {
    const work = vi.fn();
    const cancel = afterFirstScreen(work);
    cancel();
    firstScreenShown();
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
