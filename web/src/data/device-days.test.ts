// @vitest-environment jsdom
/**
 * The dashboard's day counts (mood streak, this week's minutes) follow the device's own calendar,
 * even when the zone remembered from the last start is another (a member who travelled): they read
 * Date's local clock, never a zone name (DEVICE_TIME_ZONE, no Intl on the first figures).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { getDb } from '../db';
import { useWeeklyMeditationMinutes } from './meditation';
import { useMoodStreak } from './mood';

// Tuesday 2026-03-10 12:00 UTC is already Wednesday 01:00 in Auckland (UTC+13).
const NOW = new Date('2026-03-10T12:00:00Z');

beforeEach(() => {
  localStorage.setItem('selah.timeZone', 'UTC'); // remembered from a start somewhere else
  vi.stubEnv('TZ', 'Pacific/Auckland'); // the device is in Auckland now
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe("the device's days", () => {
  // One test: the remembered zone is checked against Intl once the page is idle (lib/time-zone.ts),
  // and both figures must be read before that, while the two calendars still differ.
  it("count the mood streak and this week's minutes", async () => {
    // 23:30 on Monday and 00:30 on Tuesday in Auckland; both Monday in UTC.
    for (const date of ['2026-03-09T10:30:00Z', '2026-03-09T11:30:00Z']) {
      await getDb().moodEntries.add({
        id: uuidv7(),
        userId: 'guest',
        mood: 'good',
        notes: null,
        date,
      });
    }
    // Monday 01:00 in Auckland (this week there), Sunday 12:00 in UTC (last week there).
    await getDb().meditationSessions.add({
      id: uuidv7(),
      userId: 'guest',
      duration: 15,
      sessionType: 'Body Scan',
      completedAt: '2026-03-08T12:00:00Z',
    });

    const streak = renderHook(() => useMoodStreak());
    const minutes = renderHook(() => useWeeklyMeditationMinutes());
    // Auckland: Monday and Tuesday, ending yesterday = 2 days (UTC would say 1); 15 minutes (UTC: 0).
    await waitFor(() => expect(streak.result.current).toBe(2));
    await waitFor(() => expect(minutes.result.current).toBe(15));
  });
});
