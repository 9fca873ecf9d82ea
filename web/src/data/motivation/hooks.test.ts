// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type DailyMotivation } from '@selah/shared';
import { getDb } from '../../db';
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
});
