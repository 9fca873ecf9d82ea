import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MUTATION_ARGS, uuidv7, type CommunityPost, type User } from '@selah/shared';
import { writeCachedUser } from '../../session/session-cache';
import { activateAccount, getDb } from '../../db';
import CommunityPage from './CommunityPage';
import { renderInApp } from '../../../test/render-screen';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

/** Types into a field in one go (pasting is much faster than key-by-key typing in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Renders /community for a signed-in member (or a guest), with GET /api/me answering to match. */
async function renderPage(as: User | null) {
  writeCachedUser(as);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      as
        ? new Response(JSON.stringify({ user: as }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 }),
    ),
  );
  const view = renderInApp(<CommunityPage />, '/community');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function post(
  author: string,
  likes: number,
  msAgo: number,
  content = `From ${author}`,
): CommunityPost {
  return {
    id: uuidv7(),
    userId: `id-${author}`,
    content,
    likes,
    createdAt: new Date(Date.now() - msAgo).toISOString(),
    author: { name: author },
  };
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function feedItems() {
  return within(screen.getByRole('region', { name: 'Encouragement Feed' })).getAllByRole('article');
}

describe('CommunityPage', () => {
  it('shows Community Posts, Total Likes (sum) and Active Members (distinct authors)', async () => {
    await activateAccount(MEMBER.id).communityPosts.bulkAdd([
      post('Ann Lee', 3, HOUR),
      post('Ann Lee', 4, 2 * HOUR),
      post('Ben Cole', 0, 3 * HOUR),
      post('Cy Diaz', 5, 4 * HOUR),
    ]);
    await renderPage(MEMBER);
    await waitFor(() => expect(statValue('Community Posts')).toBe('4'));
    expect(statValue('Total Likes')).toBe('12');
    expect(statValue('Active Members')).toBe('3');
  });

  it('lists posts newest first with initials, author, relative time (weeks), content and likes', async () => {
    await activateAccount(MEMBER.id).communityPosts.bulkAdd([
      post('Grace Lee', 2, 15 * DAY, 'Older word'),
      post('Mark Twain', 7, 2 * HOUR, 'Newer word'),
    ]);
    await renderPage(MEMBER);
    await waitFor(() => expect(feedItems()).toHaveLength(2));
    const [first, second] = feedItems();

    expect(first).toHaveAccessibleName('Mark Twain');
    expect(within(first!).getByText('MT')).toBeInTheDocument();
    expect(within(first!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(first!).getByText('Newer word')).toBeInTheDocument();
    const like = within(first!).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('7 likes');

    expect(second).toHaveAccessibleName('Grace Lee');
    expect(within(second!).getByText('2 weeks ago')).toBeInTheDocument();
  });

  it('lets a member like a post once: two clicks add one like and one outbox entry', async () => {
    const target = post('Ann Lee', 4, HOUR);
    const db = activateAccount(MEMBER.id);
    await db.communityPosts.add(target);
    await renderPage(MEMBER);

    const like = await screen.findByRole('button', { name: 'Like' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);

    await waitFor(() => expect(like).toHaveAccessibleDescription('5 likes'));
    expect(statValue('Total Likes')).toBe('5');
    expect((await db.communityPosts.get(target.id))!.likes).toBe(5);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('post.like');
    expect(MUTATION_ARGS['post.like'].parse(entries[0]!.args)).toEqual({ id: target.id });
  });

  it('alerts "Please write a message to share" for a blank message and shares nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderPage(MEMBER);
    await user.click(screen.getAllByRole('button', { name: 'Share Encouragement' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Share Encouragement' });

    await fill(within(dialog).getByLabelText('Your message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Please write a message to share');
    expect(screen.getByRole('dialog', { name: 'Share Encouragement' })).toBeInTheDocument();
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('shares a post under the member name, toasts and closes', async () => {
    await renderPage(MEMBER);
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    // The floating button (phones) opens the same dialog.
    const fab = screen
      .getAllByRole('button', { name: 'Share Encouragement' })
      .find((button) => button.className.includes('md:hidden'));
    await user.click(fab!);
    const dialog = await screen.findByRole('dialog', { name: 'Share Encouragement' });
    await fill(within(dialog).getByLabelText('Your message'), 'You are not alone.');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Post shared successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(feedItems()).toHaveLength(1));
    expect(feedItems()[0]).toHaveAccessibleName('Sarah Johnson');
    expect(within(feedItems()[0]!).getByText('You are not alone.')).toBeInTheDocument();

    const [entry] = await getDb().outbox.toArray();
    expect(entry!.name).toBe('post.create');
    expect(MUTATION_ARGS['post.create'].parse(entry!.args)).toMatchObject({
      content: 'You are not alone.',
    });
  });

  it('invites guests to join instead of showing the feed', async () => {
    await renderPage(null);
    expect(
      screen.getByRole('heading', { name: 'Join the community to share encouragement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Share Encouragement' })).not.toBeInTheDocument();
    expect(screen.queryByText('Community Posts')).not.toBeInTheDocument();
  });
});
