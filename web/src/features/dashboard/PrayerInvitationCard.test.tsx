import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7, type User } from '@selah/shared';
import { writeCachedUser } from '../../session/session-cache';
import { activateAccount, type LocalPrayerRequest } from '../../db';
import { PrayerInvitationCard } from './PrayerInvitationCard';
import { renderInApp } from '../../../test/render-screen';

const MEMBER: User = {
  id: 'member-1',
  username: 'sarah',
  email: 'sarah@example.com',
  name: 'Sarah Johnson',
  level: 1,
  title: 'Mindful',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const user = userEvent.setup({ delay: null });

function request(minutesAgo: number, extra: Partial<LocalPrayerRequest> = {}): LocalPrayerRequest {
  return {
    id: uuidv7(),
    userId: 'someone',
    content: `Request from ${minutesAgo} minutes ago`,
    isAnonymous: false,
    prayedCount: 0,
    answeredAt: null,
    testimony: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    author: { name: 'Grace Lee' },
    prayedByMe: false,
    ...extra,
  };
}

describe('Pray for one another', () => {
  it('offers two recent unanswered requests the member has not prayed for, and an answer until dismissed', async () => {
    writeCachedUser(MEMBER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const db = activateAccount(MEMBER.id);
    await db.prayerRequests.bulkAdd([
      request(1),
      request(2, { prayedByMe: true, prayedCount: 1 }),
      request(3, { userId: MEMBER.id }),
      request(4),
      request(5),
      request(6, {
        prayedByMe: true,
        prayedCount: 3,
        answeredAt: new Date().toISOString(),
        testimony: 'The surgery went well',
      }),
    ]);
    renderInApp(<PrayerInvitationCard />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(await screen.findByText('A prayer you joined was answered')).toBeVisible();
    expect(screen.getByText('“The surgery went well”')).toBeVisible();
    expect(screen.getByText('Request from 1 minutes ago')).toBeVisible();
    expect(screen.getByText('Request from 4 minutes ago')).toBeVisible();
    for (const hidden of [2, 3, 5]) {
      expect(screen.queryByText(`Request from ${hidden} minutes ago`)).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Praise God, dismiss' }));
    await waitFor(() => expect(screen.queryByText('A prayer you joined was answered')).toBeNull());

    const [first] = screen.getAllByRole('button', { name: /^I prayed/ });
    await user.click(first!);
    await waitFor(() => expect(screen.queryByText('Request from 1 minutes ago')).toBeNull());
    expect(screen.getByText('Request from 5 minutes ago')).toBeVisible();
  });
});
