// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateMotivation, uuidv7, type DailyMotivation } from '@selah/shared';
import { getDb } from '../../db';
import { changeGoalProgress, createGoal } from '../goals';
import { useUnreadMotivations } from './hooks';

const motivation = (message: string, createdAt: string, isRead = false): DailyMotivation => ({
  id: uuidv7(),
  userId: 'guest',
  message,
  type: 'affirmation',
  isRead,
  createdAt,
});

describe('useUnreadMotivations', () => {
  it('lists unread messages newest first', async () => {
    await getDb().motivations.bulkAdd([
      motivation('old', '2026-01-01T00:00:00.000Z'),
      motivation('read', '2026-01-03T00:00:00.000Z', true),
      motivation('new', '2026-01-02T00:00:00.000Z'),
    ]);

    const { result } = renderHook(() => useUnreadMotivations());

    await waitFor(() => expect(result.current?.map((m) => m.message)).toEqual(['new', 'old']));
  });

  it('leaves out "You reached your goal" once the goal is back below its target', async () => {
    const goal = await createGoal({ title: 'Morning prayer', targetValue: 2 });
    await changeGoalProgress(goal.id, 1);
    await changeGoalProgress(goal.id, 1);
    const now = new Date('2026-05-04T09:00:00.000Z');
    // The reached goal's celebration, as the generator words it on some day.
    const reached = Array.from({ length: 4 }, (_, day) =>
      generateMotivation({
        now: new Date(now.getTime() + day * 86_400_000),
        timeZone: 'UTC',
        moodStreak: 0,
        goals: [{ ...goal, currentValue: 2 }],
        weeklyMinutes: 0,
        previous: [{ message: 'x', createdAt: now.toISOString() }],
      }),
    ).find(
      (generated) =>
        generated.message.includes('“Morning prayer”') && generated.type === 'progress_highlight',
    );
    expect(reached).toBeDefined();
    await getDb().motivations.add({
      ...motivation(reached!.message, now.toISOString()),
      type: 'progress_highlight',
    });
    const { result } = renderHook(() => useUnreadMotivations());
    await waitFor(() => expect(result.current?.map((m) => m.message)).toEqual([reached!.message]));

    await changeGoalProgress(goal.id, -1);
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
