import { describe, expect, it } from 'vitest';
import type { PrivateSession } from '@selah/shared';
import { orderPrivateSessions } from './order';

let counter = 0;
function session(
  title: string,
  fields: Partial<Pick<PrivateSession, 'scheduledAt' | 'completedAt' | 'createdAt'>>,
): PrivateSession {
  counter++;
  return {
    id: `00000000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    userId: 'guest',
    title,
    notes: null,
    sessionType: 'therapy',
    duration: null,
    scheduledAt: null,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('orderPrivateSessions', () => {
  it('puts dated scheduled sessions first, soonest first, then the rest newest first', () => {
    const sessions = [
      session('done, created late', {
        scheduledAt: '2026-01-02T00:00:00.000Z',
        completedAt: '2026-01-02T01:00:00.000Z',
        createdAt: '2026-01-05T00:00:00.000Z',
      }),
      session('later', { scheduledAt: '2026-03-01T00:00:00.000Z' }),
      session('undated, created early', { createdAt: '2026-01-03T00:00:00.000Z' }),
      session('sooner', { scheduledAt: '2026-02-01T00:00:00.000Z' }),
      session('undated, created latest', { createdAt: '2026-01-06T00:00:00.000Z' }),
    ];
    expect(orderPrivateSessions(sessions).map((s) => s.title)).toEqual([
      'sooner',
      'later',
      'undated, created latest',
      'done, created late',
      'undated, created early',
    ]);
  });
});
