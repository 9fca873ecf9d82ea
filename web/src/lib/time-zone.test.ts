// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'selah.timeZone';
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A fresh copy of the module: its in-memory answer starts empty, as in a new page. */
async function freshModule() {
  vi.resetModules();
  return import('./time-zone');
}

describe('browserTimeZone', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks Intl on a first start and remembers the answer for the next', async () => {
    const { browserTimeZone } = await freshModule();
    expect(browserTimeZone()).toBe(actual);
    expect(localStorage.getItem(KEY)).toBe(actual);
  });

  it('gives no remembered zone on a first start without asking Intl, then knows it once idle', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const { rememberedTimeZone } = await freshModule();
    expect(rememberedTimeZone()).toBeNull();
    expect(spy).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    expect(spy).toHaveBeenCalled();
    expect(rememberedTimeZone()).toBe(actual);
    expect(localStorage.getItem(KEY)).toBe(actual);
    spy.mockRestore();
  });

  it('starts with the stored zone, then corrects it from Intl once idle after start-up', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    localStorage.setItem(KEY, 'Pacific/Auckland');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const { browserTimeZone, CHECK_AFTER_MS } = await freshModule();
    expect(browserTimeZone()).toBe('Pacific/Auckland');
    expect(spy).not.toHaveBeenCalled();

    // Not in the first seconds, while the first screen is being used.
    await vi.advanceTimersByTimeAsync(CHECK_AFTER_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    expect(browserTimeZone()).toBe('Pacific/Auckland');

    await vi.advanceTimersByTimeAsync(1);
    expect(browserTimeZone()).toBe(actual);
    expect(localStorage.getItem(KEY)).toBe(actual);
    spy.mockRestore();
  });
});
