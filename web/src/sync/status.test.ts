import { describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS, parseRetryAfter } from './backoff';
import { deriveSyncStatus } from './status';

const idle = { syncing: false, problem: null, message: null } as const;
const counts = (pending: number, failed = 0) => ({ pending, failed });

describe('sync status', () => {
  it('says saved, waiting, failed or syncing from the outbox and the last cycle', () => {
    expect(deriveSyncStatus(idle, counts(0), false)).toEqual({
      state: 'saved',
      pending: 0,
      failed: 0,
      message: null,
    });
    expect(deriveSyncStatus(idle, counts(3), false).state).toBe('waiting');
    expect(deriveSyncStatus(idle, counts(3, 1), false).state).toBe('failed');
    expect(deriveSyncStatus({ ...idle, syncing: true }, counts(3, 1), false).state).toBe('syncing');
    expect(deriveSyncStatus({ ...idle, problem: 'offline' }, counts(3), false).state).toBe(
      'offline',
    );
  });

  it('puts sign-in and an outdated app first, with the server message', () => {
    const outdated = { syncing: true, problem: 'outdated', message: 'Reload' } as const;
    expect(deriveSyncStatus(outdated, counts(2, 2), false)).toMatchObject({
      state: 'outdated',
      message: 'Reload',
    });
    expect(deriveSyncStatus({ ...idle, problem: 'signin' }, counts(20), false)).toMatchObject({
      state: 'signin',
      pending: 20,
    });
  });

  it("does not call a guest's local changes waiting: they wait for an account", () => {
    expect(deriveSyncStatus(idle, counts(4), true)).toMatchObject({ state: 'saved', pending: 4 });
  });
});

describe('backoff', () => {
  it('draws from a window that doubles from 1 s up to 60 s', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay(3, () => 0.999)).toBeGreaterThan(3900);
    expect(backoffDelay(3, () => 0.999)).toBeLessThanOrEqual(4000);
    expect(backoffDelay(30, () => 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffDelay(30, () => 0.999)).toBeGreaterThan(59_000);
    expect(backoffDelay(5, () => 0)).toBeGreaterThan(0); // never a hot loop
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-04T12:00:00.000Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 04 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 04 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
