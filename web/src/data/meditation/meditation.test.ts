// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type MeditationAudio, type MeditationSession } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import {
  useMeditationAudio,
  useMeditationSessions,
  useMeditationStats,
  useWeeklyMeditationMinutes,
} from './hooks';
import { recordMeditationSession } from './repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function session(duration: number, msAgo: number, sessionType = 'Body Scan'): MeditationSession {
  return {
    id: uuidv7(),
    userId: 'member-1',
    duration,
    sessionType,
    completedAt: new Date(Date.now() - msAgo).toISOString(),
  };
}

describe('meditation hooks', () => {
  it('computes totals and the rounded average from the recorded sessions', async () => {
    const db = activateAccount('member-1');
    await db.meditationSessions.bulkAdd([
      session(10, MINUTE),
      session(5, DAY),
      session(12, 9 * DAY),
    ]);

    const { result } = renderHook(() => useMeditationStats());
    // 27 minutes over 3 sessions = 9.
    await waitFor(() =>
      expect(result.current).toEqual({ totalSessions: 3, totalMinutes: 27, avgMinutes: 9 }),
    );
  });

  it('rounds the average and reports 0 with no sessions', async () => {
    const { result } = renderHook(() => useMeditationStats());
    await waitFor(() =>
      expect(result.current).toEqual({ totalSessions: 0, totalMinutes: 0, avgMinutes: 0 }),
    );
    await getDb().meditationSessions.bulkAdd([session(10, MINUTE), session(5, 2 * MINUTE)]);
    // 7.5 rounds to 8.
    await waitFor(() => expect(result.current?.avgMinutes).toBe(8));
  });

  it('counts only this week toward weekly minutes', async () => {
    const db = getDb();
    // Eight days ago is always before this Monday; a second ago is always this week.
    await db.meditationSessions.bulkAdd([
      session(10, 1000),
      session(25, 8 * DAY),
      session(3, 2000),
    ]);

    const { result } = renderHook(() => useWeeklyMeditationMinutes());
    await waitFor(() => expect(result.current).toBe(13));
  });

  it('lists the latest sessions first, limited', async () => {
    const db = getDb();
    await db.meditationSessions.bulkAdd(
      Array.from({ length: 12 }, (_, i) => session(i + 1, i * MINUTE, `S${i}`)),
    );
    const { result } = renderHook(() => useMeditationSessions());
    await waitFor(() => expect(result.current).toHaveLength(10));
    expect(result.current?.map((s) => s.sessionType).slice(0, 3)).toEqual(['S0', 'S1', 'S2']);

    const { result: three } = renderHook(() => useMeditationSessions(3));
    await waitFor(() => expect(three.current).toHaveLength(3));
  });

  it('lists public audio only', async () => {
    const track = (title: string, isPublic: boolean, createdAt: string): MeditationAudio => ({
      id: uuidv7(),
      title,
      description: '',
      audioUrl: '/audio/rain.mp3',
      duration: 60,
      category: 'nature',
      isPublic,
      createdAt,
    });
    await getDb().meditationAudio.bulkAdd([
      track('Ocean Waves', true, '2026-01-01T00:00:00.000Z'),
      track('Hidden', false, '2026-01-01T00:00:00.000Z'),
      track('Gentle Rain', true, '2026-01-02T00:00:00.000Z'),
    ]);
    const { result } = renderHook(() => useMeditationAudio());
    await waitFor(() =>
      expect(result.current?.map((t) => t.title)).toEqual(['Gentle Rain', 'Ocean Waves']),
    );
  });
});

describe('recordMeditationSession', () => {
  it('writes the session and one valid meditation.create outbox entry together', async () => {
    const db = activateAccount('member-1');
    const row = await recordMeditationSession({ duration: 5, sessionType: 'Breathing Exercise' });

    expect(await db.meditationSessions.get(row.id)).toEqual(row);
    expect(row.userId).toBe('member-1');
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('meditation.create');
    expect(MUTATION_ARGS['meditation.create'].parse(entries[0]!.args)).toEqual({
      id: row.id,
      duration: 5,
      sessionType: 'Breathing Exercise',
      completedAt: row.completedAt,
    });
  });

  it('marks guest rows as the guest', async () => {
    const row = await recordMeditationSession({ duration: 10, sessionType: 'Body Scan' });
    expect(row.userId).toBe('guest');
  });

  it('rejects a session without minutes and writes nothing', async () => {
    await expect(
      recordMeditationSession({ duration: 0, sessionType: 'Body Scan' }),
    ).rejects.toThrow('Duration must be at least 1 minute');
    expect(await getDb().meditationSessions.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });
});
