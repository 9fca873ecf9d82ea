import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FEED_PAGE_SIZE,
  FEED_WINDOW,
  MUTATION_ARGS,
  uuidv7,
  type CommunityPost,
  type FeedFilter,
  type User,
} from '@selah/shared';
import { writeCachedUser } from '../../session/session-cache';
import { activateAccount, COMMUNITY_STATS_KEY, getDb } from '../../db';
import { pageCursorOf } from '../../data/community';
import CommunityPage from './CommunityPage';
import { CommunityStats } from './CommunityStats';
import { renderInApp } from '../../../test/render-screen';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
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

/** Answers GET /api/community-posts (older pages); anything else but /api/me fails as offline. */
type FeedReply = (url: URL) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders /community for a signed-in member (or a guest), with GET /api/session answering to match and
 * older pages of the feed answered by `feed`. Returns the fetch mock.
 */
async function renderPage(as: User | null, feed?: FeedReply) {
  writeCachedUser(as);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/session') return json({ user: as, accountDeleted: false });
    if (url.pathname === '/api/community-posts' && feed) return feed(url);
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInApp(<CommunityPage />, '/community');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return fetchMock;
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

/** `count` posts by others, one a minute apart, starting `fromMinute` minutes ago ("Post 1" newest). */
function numberedPosts(count: number, fromMinute = 1, firstNumber = 1): CommunityPost[] {
  return Array.from({ length: count }, (_, index) =>
    post(
      `Author ${(index % 7) + 1}`,
      0,
      (fromMinute + index) * MINUTE,
      `Post ${firstNumber + index}`,
    ),
  );
}

/** The feed pages the screen asked the server for. */
function feedCalls(fetchMock: Awaited<ReturnType<typeof renderPage>>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/community-posts');
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function feed() {
  return screen.getByRole('region', { name: 'Encouragement Feed' });
}

function feedItems() {
  return within(feed()).queryAllByRole('article');
}

/**
 * How many posts are listed. (Counted with a selector: role queries over a hundred cards take long
 * enough in jsdom to starve the fetch they wait for.)
 */
function listed(): number {
  return feed().querySelectorAll('article').length;
}

/** "Show older posts" (found by its text: cheaper than a role query under a long list). */
function showOlder(): HTMLElement {
  return screen.getByText('Show older posts', { selector: 'button' });
}

function likeButton(scope: HTMLElement) {
  return within(scope).getByRole('button', { name: /likes?, like this post$/ });
}

async function openMenu(author: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${author}’s post` }));
  return screen.findByRole('menu');
}

function outboxNames() {
  return getDb()
    .outbox.toArray()
    .then((entries) => entries.map((entry) => entry.name));
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

  it('shows a placeholder, not 0, while the figures load', () => {
    render(<CommunityStats stats={undefined} />);
    for (const label of ['Community Posts', 'Total Likes', 'Active Members']) {
      expect(statValue(label)).toBe('Loading');
    }
    expect(screen.queryByText('0')).toBeNull();
  });

  it('lists posts newest first with initials, author, relative time (weeks), content and likes', async () => {
    await activateAccount(MEMBER.id).communityPosts.bulkAdd([
      post('Grace Lee', 2, 15 * DAY, 'Older word'),
      post('Mark Twain', 7, 2 * HOUR, 'Newer word'),
    ]);
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(2));
    const [first, second] = feedItems();

    expect(first).toHaveAccessibleName('Mark Twain');
    expect(within(first!).getByText('MT')).toBeInTheDocument();
    expect(within(first!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(first!).getByText('Newer word')).toBeInTheDocument();
    const like = likeButton(first!);
    // The name starts with the count the button shows (label in name).
    expect(like).toHaveAccessibleName('7 likes, like this post');
    expect(like).toHaveTextContent(/^7 likes$/);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    expect(second).toHaveAccessibleName('Grace Lee');
    expect(within(second!).getByText('2 weeks ago')).toBeInTheDocument();
  });

  it('toggles a like: a click likes (one more), a second click takes it back', async () => {
    const target = post('Ann Lee', 4, HOUR);
    const db = activateAccount(MEMBER.id);
    await db.communityPosts.add(target);
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(1));

    await user.click(likeButton(feedItems()[0]!));
    await waitFor(() =>
      expect(likeButton(feedItems()[0]!)).toHaveAccessibleName('5 likes, like this post'),
    );
    expect(likeButton(feedItems()[0]!)).toHaveAttribute('aria-pressed', 'true');
    expect((await db.communityPosts.get(target.id))!.likes).toBe(5);
    const [liked] = await db.outbox.toArray();
    expect(liked!.name).toBe('post.like');
    expect(MUTATION_ARGS['post.like'].parse(liked!.args)).toEqual({ id: target.id });

    await user.click(likeButton(feedItems()[0]!));
    await waitFor(() =>
      expect(likeButton(feedItems()[0]!)).toHaveAccessibleName('4 likes, like this post'),
    );
    expect(likeButton(feedItems()[0]!)).toHaveAttribute('aria-pressed', 'false');
    expect((await db.communityPosts.get(target.id))!.likes).toBe(4);
    expect(await outboxNames()).toContain('post.unlike');
  });

  it('deletes the member’s own post after the confirmation, and only theirs', async () => {
    const own: CommunityPost = {
      ...post('Sarah Johnson', 0, HOUR, 'My own words'),
      userId: MEMBER.id,
    };
    const other = post('Ann Lee', 0, 2 * HOUR, 'Her words');
    await activateAccount(MEMBER.id).communityPosts.bulkAdd([own, other]);
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(2));

    // Someone else's post offers no delete.
    let menu = await openMenu('Ann Lee');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete post' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    menu = await openMenu('Sarah Johnson');
    expect(within(menu).queryByRole('menuitem', { name: 'Report post' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete post' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('It will be removed from the community feed on every device.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(listed()).toBe(2);
    expect(await outboxNames()).toEqual([]);

    await user.click((await openMenu('Sarah Johnson')).querySelector('[role="menuitem"]')!);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBe(1));
    expect(within(feed()).queryByText('My own words')).toBeNull();
    expect(within(feed()).getByText('Her words')).toBeInTheDocument();
    expect(await getDb().communityPosts.get(own.id)).toBeUndefined();
    expect(await outboxNames()).toEqual(['post.delete']);
  });

  it('reports a post: a reason is required, a note is optional, then the item reads Reported', async () => {
    const target = post('Ann Lee', 0, HOUR, 'Buy my course');
    await activateAccount(MEMBER.id).communityPosts.add(target);
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(1));

    await user.click(
      within(await openMenu('Ann Lee')).getByRole('menuitem', { name: 'Report post' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Unkind or hurtful',
      'Someone may be at risk',
      'Spam or advertising',
      'Shares someone’s private details',
      'Something else',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    expect(send).toBeEnabled();
    const note = within(dialog).getByLabelText(/Note for the admins/);
    expect(note).toHaveAttribute('maxLength', '500');
    await fill(note, '  Third time today.  ');
    await user.click(send);

    expect(
      await screen.findByText('Thank you. An admin will look at this post.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [entry] = await getDb().outbox.toArray();
    expect(entry!.name).toBe('post.report');
    expect(MUTATION_ARGS['post.report'].parse(entry!.args)).toEqual({
      id: target.id,
      reason: 'spam',
      note: 'Third time today.',
    });

    const menu = await openMenu('Ann Lee');
    const reported = within(menu).getByRole('menuitem', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: 'Report post' })).toBeNull();
  });

  it('hides a post and mutes an author for the member, and "Show again" brings them back', async () => {
    const db = activateAccount(MEMBER.id);
    await db.communityPosts.bulkAdd([
      post('Ann Lee', 0, 1 * HOUR, 'Ann first'),
      post('Ben Cole', 0, 2 * HOUR, 'Ben says hello to everyone in this lovely community today'),
      post('Ann Lee', 0, 3 * HOUR, 'Ann second'),
      post('Cy Diaz', 0, 4 * HOUR, 'Cy here'),
    ]);
    // Filters whose post or author is not on this device.
    const unknown = (kind: FeedFilter['kind'], minutesAgo: number): FeedFilter => ({
      id: uuidv7(),
      userId: MEMBER.id,
      kind,
      targetId: uuidv7(),
      createdAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    });
    await db.feedFilters.bulkAdd([unknown('author', 100), unknown('post', 200)]);
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(4));

    await user.click(
      within(await openMenu('Ben Cole')).getByRole('menuitem', { name: 'Hide this post' }),
    );
    expect(await screen.findByText('Post hidden from your feed')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBe(3));
    expect(within(feed()).queryByText(/Ben says hello/)).toBeNull();

    const annMenus = screen.getAllByRole('button', { name: 'More actions for Ann Lee’s post' });
    await user.click(annMenus[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Mute Ann Lee' }));
    expect(await screen.findByText('You won’t see posts from Ann Lee')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBe(1));
    expect(within(feed()).getByText('Cy here')).toBeInTheDocument();
    expect(await outboxNames()).toEqual(['feedFilter.create', 'feedFilter.create']);

    await user.click(screen.getByRole('button', { name: 'Hidden and muted (4)' }));
    const rows = within(screen.getByRole('region', { name: 'Hidden and muted' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual([
      'Muted: Ann Lee',
      'Hidden post: “Ben says hello to everyone in this lovely community today”',
      'Muted: A member',
      'Hidden post: A post',
    ]);

    await user.click(within(rows[0]!).getByRole('button', { name: /^Show again/ }));
    await waitFor(() => expect(listed()).toBe(3));
    expect(within(feed()).getByText('Ann first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Show again: hidden post, “Ben/ }));
    await waitFor(() => expect(listed()).toBe(4));
    expect(await outboxNames()).toEqual([
      'feedFilter.create',
      'feedFilter.create',
      'feedFilter.delete',
      'feedFilter.delete',
    ]);
    expect(screen.getByRole('button', { name: 'Hidden and muted (2)' })).toBeInTheDocument();
  });

  it(`lists ${FEED_PAGE_SIZE} posts, then ${FEED_PAGE_SIZE} more each time, from the device`, async () => {
    await activateAccount(MEMBER.id).communityPosts.bulkAdd(numberedPosts(45));
    const fetchMock = await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(20));
    expect(showOlder()).toBe(screen.getByRole('button', { name: 'Show older posts' }));
    expect(within(feed()).getByText('Post 20')).toBeInTheDocument();
    expect(within(feed()).queryByText('Post 21')).toBeNull();

    await user.click(showOlder());
    await waitFor(() => expect(listed()).toBe(40));
    await user.click(showOlder());
    await waitFor(() => expect(listed()).toBe(45));
    expect(within(feed()).getByText('Post 45')).toBeInTheDocument();
    expect(feedCalls(fetchMock)).toHaveLength(0);
  });

  it('lists the next page as the end of the feed scrolls into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    await activateAccount(MEMBER.id).communityPosts.bulkAdd(numberedPosts(30));
    await renderPage(MEMBER);
    await waitFor(() => expect(listed()).toBe(20));
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    expect(listed()).toBe(20);
    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    await waitFor(() => expect(listed()).toBe(30));
  });

  it('fetches older pages from the server when the device has no more, until the first post', async () => {
    const local = numberedPosts(25);
    await activateAccount(MEMBER.id).communityPosts.bulkAdd(local);
    const firstPage = numberedPosts(20, 100, 26);
    const lastPage = numberedPosts(3, 200, 46);
    let answer: (response: Response) => void = () => {};
    const fetchMock = await renderPage(
      MEMBER,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await waitFor(() => expect(listed()).toBe(20));
    await user.click(showOlder());
    await waitFor(() => expect(listed()).toBe(25));
    expect(feedCalls(fetchMock)).toHaveLength(0);

    await user.click(showOlder());
    await waitFor(() =>
      expect(screen.getByText('Loading older posts…')).toHaveAttribute('role', 'status'),
    );
    const oldestLocal = local[24]!;
    const [firstCall] = feedCalls(fetchMock);
    expect(firstCall!.searchParams.get('limit')).toBe('20');
    expect(firstCall!.searchParams.get('cursor')).toBe(
      pageCursorOf(oldestLocal.createdAt, oldestLocal.id),
    );
    // A second press while loading asks for nothing more.
    await user.click(showOlder());
    expect(feedCalls(fetchMock)).toHaveLength(1);

    answer(json(firstPage));
    await waitFor(() => expect(listed()).toBe(45));
    expect(within(feed()).getByText('Post 45')).toBeInTheDocument();
    expect(screen.queryByText('Loading older posts…')).toBeNull();

    await user.click(showOlder());
    await waitFor(() => expect(feedCalls(fetchMock)).toHaveLength(2));
    const secondCall = feedCalls(fetchMock)[1]!;
    const oldestFetched = firstPage[19]!;
    expect(secondCall.searchParams.get('cursor')).toBe(
      pageCursorOf(oldestFetched.createdAt, oldestFetched.id),
    );
    answer(json(lastPage));
    await waitFor(() => expect(listed()).toBe(48));
    expect(await screen.findByText('That’s everything shared so far.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  });

  it('lists only posts that follow on: an old post of the member’s waits for the pages between', async () => {
    const window = numberedPosts(FEED_WINDOW);
    const ownOld: CommunityPost = {
      ...post('Sarah Johnson', 0, 30 * DAY, 'My post from last month'),
      userId: MEMBER.id,
    };
    await activateAccount(MEMBER.id).communityPosts.bulkAdd([...window, ownOld]);
    const between = numberedPosts(20, 1000, 101);
    const fetchMock = await renderPage(MEMBER, async () => json(between));
    await waitFor(() => expect(listed()).toBe(20));
    for (let count = 40; count <= FEED_WINDOW; count += 20) {
      await user.click(showOlder());
      await waitFor(() => expect(listed()).toBe(count));
    }
    expect(within(feed()).queryByText('My post from last month')).toBeNull();

    await user.click(showOlder());
    await waitFor(() => expect(listed()).toBe(120));
    const [call] = feedCalls(fetchMock);
    const windowEnd = window[FEED_WINDOW - 1]!;
    expect(call!.searchParams.get('cursor')).toBe(pageCursorOf(windowEnd.createdAt, windowEnd.id));
    expect(feedItems().at(-1)).toHaveTextContent('Post 120');
    expect(within(feed()).queryByText('My post from last month')).toBeNull();
  });

  it('asks the server for nothing older when the device holds every post the server counted', async () => {
    const db = activateAccount(MEMBER.id);
    await db.communityPosts.bulkAdd(numberedPosts(6));
    await db.meta.put({ key: COMMUNITY_STATS_KEY, value: { posts: 6, likes: 0, members: 6 } });
    const fetchMock = await renderPage(MEMBER, async () => json([]));
    await waitFor(() => expect(listed()).toBe(6));
    expect(await screen.findByText('That’s everything shared so far.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
    expect(feedCalls(fetchMock)).toHaveLength(0);

    // One more post in the community than on the device: the next page is the server's.
    await act(() =>
      db.meta.put({ key: COMMUNITY_STATS_KEY, value: { posts: 7, likes: 0, members: 6 } }),
    );
    expect(await screen.findByRole('button', { name: 'Show older posts' })).toBeInTheDocument();
  });

  it('says older posts need a connection offline, and offers Retry after a failure', async () => {
    await activateAccount(MEMBER.id).communityPosts.bulkAdd(numberedPosts(3));
    let fail = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = await renderPage(MEMBER, async () =>
      fail ? json({ error: 'Something broke' }, 500) : json([]),
    );
    await waitFor(() => expect(listed()).toBe(3));
    expect(screen.getByText('Older posts load when you’re back online.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // The failure is logged for developers; held here, so the run's output stays quiet.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Show older posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Older posts couldn’t load.');
    expect(warn).toHaveBeenCalledWith('Could not load older posts', expect.anything());
    warn.mockRestore();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('That’s everything shared so far.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(feedCalls(fetchMock)).toHaveLength(2);
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
    // One button, on every width (no floating one over the feed on phones).
    const shareButtons = screen.getAllByRole('button', { name: 'Share Encouragement' });
    expect(shareButtons).toHaveLength(1);
    await user.click(shareButtons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Share Encouragement' });
    await fill(within(dialog).getByLabelText('Your message'), 'You are not alone.');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Post shared successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed()).toBe(1));
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
