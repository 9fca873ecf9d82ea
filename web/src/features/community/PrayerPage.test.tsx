import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRAYER_BLANK_MESSAGE, uuidv7, type User } from '@selah/shared';
import { writeCachedUser } from '../../session/session-cache';
import { getDb, type LocalPrayerRequest } from '../../db';
import PrayerPage from './PrayerPage';
import { prayedText } from './prayer-words';
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

async function renderPage(as: User | null) {
  writeCachedUser(as);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me' && as) {
        return new Response(JSON.stringify({ user: as }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
  renderInApp(<PrayerPage />, '/community/prayer');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function request(extra: Partial<LocalPrayerRequest> = {}): LocalPrayerRequest {
  return {
    id: uuidv7(),
    userId: null,
    content: 'Please pray for my job interview',
    isAnonymous: true,
    prayedCount: 0,
    answeredAt: null,
    testimony: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    author: null,
    prayedByMe: false,
    reportedByMe: false,
    ...extra,
  };
}

describe('prayedText', () => {
  it('never shames a quiet request and names the reader’s own prayer', () => {
    expect(prayedText({ prayedCount: 0, prayedByMe: false })).toBe('Be the first to pray');
    expect(prayedText({ prayedCount: 1, prayedByMe: true })).toBe('You prayed');
    expect(prayedText({ prayedCount: 2, prayedByMe: true })).toBe('You and 1 other prayed');
    expect(prayedText({ prayedCount: 1, prayedByMe: false })).toBe('1 person prayed');
    expect(prayedText({ prayedCount: 5, prayedByMe: false })).toBe('5 people prayed');
  });
});

describe('the Prayer place', () => {
  it('invites a guest to join', async () => {
    await renderPage(null);
    expect(await screen.findByText('Join the community to share encouragement')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prayer' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an anonymous request unsigned, and I prayed counts the member once', async () => {
    await renderPage(MEMBER);
    const anonymous = request();
    await getDb().prayerRequests.add(anonymous);
    const card = await screen.findByRole('article', { name: 'A member of the community' });
    const pray = within(card).getByRole('button', { name: 'I prayed, be the first to pray' });
    expect(pray).toHaveAttribute('aria-pressed', 'false');
    await user.click(pray);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'I prayed, you prayed' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(await getDb().prayerRequests.get(anonymous.id)).toMatchObject({ prayedCount: 1 });
    expect((await getDb().outbox.toArray()).map((entry) => entry.name)).toEqual(['prayer.pray']);

    await user.click(screen.getByRole('button', { name: 'My requests' }));
    expect(await screen.findByText('You haven’t asked for prayer yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I prayed for' }));
    expect(await screen.findByRole('article', { name: 'A member of the community' })).toBeVisible();
  });

  it('shares a request anonymously, and refuses a blank one with a message', async () => {
    await renderPage(MEMBER);
    await user.click(screen.getAllByRole('button', { name: 'Share a prayer request' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Share a prayer request' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for prayer' }));
    expect(within(dialog).getByText(PRAYER_BLANK_MESSAGE)).toBeVisible();
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('For my mother’s surgery');
    await user.click(within(dialog).getByRole('checkbox', { name: /Ask anonymously/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for prayer' }));
    const card = await screen.findByRole('article', {
      name: 'Sarah Johnson (you, shared anonymously)',
    });
    expect(within(card).getByText('For my mother’s surgery')).toBeVisible();
    // The one who asked reads how many prayed, and has no "I prayed" of their own.
    expect(within(card).getByText('Shared with the community')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^I prayed/ })).toBeNull();
    const [stored] = await getDb().prayerRequests.toArray();
    expect(stored).toMatchObject({ isAnonymous: true, userId: MEMBER.id });
  });

  it('shows an answered request with its testimony', async () => {
    await renderPage(MEMBER);
    await getDb().prayerRequests.add(
      request({
        author: { name: 'Grace Lee' },
        userId: 'grace',
        isAnonymous: false,
        answeredAt: new Date().toISOString(),
        testimony: 'She is home and well!',
        prayedCount: 4,
        prayedByMe: true,
      }),
    );
    const card = await screen.findByRole('article', { name: 'Grace Lee' });
    expect(within(card).getByText('Answered')).toBeVisible();
    expect(within(card).getByText('She is home and well!')).toBeVisible();
    expect(within(card).getByText('You and 3 others prayed')).toBeVisible();
  });
});
