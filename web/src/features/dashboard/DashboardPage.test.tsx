import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MUTATION_ARGS,
  uuidv7,
  type CommunityPost,
  type DailyMotivation,
  type Goal,
  type InspirationalContent,
  type JournalEntry,
  type MeditationSession,
  type MoodEntry,
} from '@selah/shared';
import { getDb } from '../../db';
import { screenMarkup } from '../../lib/remembered-screen';
import { renderScreen, signInAs } from '../../../test/render-screen';
import DashboardPage from './DashboardPage';

// The whole dashboard is a large DOM over eight live queries: its first load and each role query
// cost jsdom noticeably on a busy machine, so these tests get more room than the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The dashboard once it knows who is here (a guest: the session check fails offline at once). */
async function renderDashboard(signedIn = false) {
  const member = signedIn ? signInAs() : null;
  const rendered = renderScreen(<DashboardPage />, { path: '/', member });
  await screen.findByRole('heading', { level: 1 });
  return { member, ...rendered };
}

/** The figure printed under a StatCard's label, and the hint under it. */
function stat(label: string) {
  const value = screen.getByText(label, { selector: 'p' }).nextElementSibling;
  return { value: value?.textContent, hint: value?.nextElementSibling?.textContent };
}

const region = (name: string) => screen.getByRole('region', { name });

const goal = (
  title: string,
  currentValue: number,
  targetValue: number,
  extra: Partial<Goal> = {},
) =>
  ({
    id: uuidv7(),
    userId: 'guest',
    title,
    description: null,
    targetValue,
    currentValue,
    category: null,
    isActive: true,
    createdAt: ago(DAY),
    ...extra,
  }) satisfies Goal;

const motivation = (message: string, type: DailyMotivation['type'], msAgo: number) =>
  ({
    id: uuidv7(),
    userId: 'guest',
    message,
    type,
    isRead: false,
    createdAt: ago(msAgo),
  }) satisfies DailyMotivation;

describe('Dashboard header', () => {
  it('invites a guest to join or sign in; notifications and settings are visibly inert', async () => {
    const { user } = await renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Selah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.tab();
    await user.tab();
    await user.tab(); // Join Community, Sign In, Settings
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
  });

  it('welcomes a member by name without the guest links', async () => {
    await renderDashboard(true);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Community' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('Dashboard mood check-in', () => {
  it('logs the chosen mood once, clears it and thanks the member', async () => {
    const { user } = await renderDashboard();
    const button = screen.getByRole('button', { name: 'Log Mood & Continue Check-in' });
    expect(button).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Amazing' }));
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await screen.findByText('Mood logged successfully!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for checking in with yourself today.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amazing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(button).toBeDisabled();
    const outbox = await getDb().outbox.toArray();
    expect(outbox.map((e) => e.name)).toEqual(['mood.create']);
    expect(outbox[0]!.args).not.toHaveProperty('notes');
    expect(MUTATION_ARGS['mood.create'].safeParse(outbox[0]!.args).success).toBe(true);
    await waitFor(() => expect(stat('Mood Streak').value).toBe('1 day'));

    // The check-in goes on: a few words in the journal, or the day's motivation just below.
    expect(screen.getByRole('link', { name: 'Write about today' })).toHaveAttribute(
      'href',
      '/journal?write',
    );
    const motivation = screen.getByRole('link', { name: 'Read today’s motivation' });
    expect(motivation).toHaveAttribute('href', '/#daily-motivation');
    expect(document.getElementById('daily-motivation')).not.toBeNull();

    // The screen a later visit paints from memory keeps the new streak, not this visit's note
    // after logging or its toast (lib/remembered-screen.ts).
    const remembered = screenMarkup(document.body);
    expect(remembered).toContain('Mood Check-in');
    expect(remembered).toContain('1 day');
    expect(remembered).not.toContain('put today into words');
    expect(remembered).not.toContain('Mood logged successfully!');
  });
});

describe('Dashboard daily motivation', () => {
  it('goes prompt -> generate -> message -> Got it! -> prompt, offline and locally', async () => {
    const { user } = await renderDashboard();

    const prompt = await screen.findByRole('heading', { name: 'Ready for Daily Motivation?' });
    expect(prompt).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get My Daily Motivation' }));

    const gotIt = await screen.findByRole('button', { name: 'Got it!' });
    const [stored] = await getDb().motivations.toArray();
    expect(screen.getByText(stored!.message)).toBeInTheDocument();
    const outbox = await getDb().outbox.toArray();
    expect(outbox.map((e) => e.name)).toEqual(['motivation.create']);
    expect(outbox[0]!.args).toMatchObject({ message: stored!.message, type: stored!.type });

    await user.click(gotIt);

    expect(
      await screen.findByRole('heading', { name: 'Ready for Daily Motivation?' }),
    ).toBeInTheDocument();
    expect((await getDb().motivations.get(stored!.id))!.isRead).toBe(true);
    expect((await getDb().outbox.toArray()).map((e) => [e.name, e.args])).toContainEqual([
      'motivation.read',
      { id: stored!.id },
    ]);
  });

  it('shows the newest unread first, styled by type; dismiss shows the next', async () => {
    await getDb().motivations.bulkAdd([
      motivation('Five days of checking in!', 'streak_celebration', MINUTE),
      motivation('Your goal "Pray" is waiting.', 'goal_reminder', HOUR),
    ]);
    const { user } = await renderDashboard();

    expect(await screen.findByText('Five days of checking in!')).toBeInTheDocument();
    const card = () => screen.getByRole('region', { name: /Streak Celebration|Goal Reminder/ });
    expect(card()).toHaveAttribute('data-motivation-type', 'streak_celebration');
    expect(screen.getByText('2 unread messages')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('Your goal "Pray" is waiting.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Goal Reminder' })).toBeInTheDocument();
    expect(card()).toHaveAttribute('data-motivation-type', 'goal_reminder');
    expect(screen.queryByText('Five days of checking in!')).not.toBeInTheDocument();
  });

  it('shows any other type in the default style, and "New Message" adds one', async () => {
    await getDb().motivations.add(motivation('Be still.', 'custom', HOUR));
    const { user } = await renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Daily Motivation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Message' }));

    await waitFor(() => expect(screen.getByText('2 unread messages')).toBeInTheDocument());
    expect(screen.queryByText('Be still.')).not.toBeInTheDocument(); // the new one shows first
  });
});

describe('Dashboard figures and lists', () => {
  it('computes the three stats from local data', async () => {
    // A Wednesday noon: a minute ago is this week and today, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
    const db = getDb();
    await db.moodEntries.bulkAdd(
      [0, 1, 2].map((days): MoodEntry => ({
        id: uuidv7(),
        userId: 'guest',
        mood: 'good',
        notes: null,
        date: ago(days * DAY),
      })),
    );
    await db.goals.bulkAdd([
      goal('A', 3, 3),
      goal('B', 5, 4),
      goal('C', 1, 4),
      goal('D', 0, 2),
      goal('Done, inactive', 2, 2, { isActive: false }),
    ]);
    await db.meditationSessions.bulkAdd(
      [
        [10, MINUTE],
        [15, 2 * MINUTE],
        [20, 8 * DAY], // last week
      ].map(([duration, msAgo]): MeditationSession => ({
        id: uuidv7(),
        userId: 'guest',
        duration: duration!,
        sessionType: 'breathing',
        completedAt: ago(msAgo!),
      })),
    );

    await renderDashboard();

    await waitFor(() => expect(stat('Mood Streak').value).toBe('3 days'));
    await waitFor(() => expect(stat('Goals Progress').value).toBe('50%'));
    expect(stat('Goals Progress').hint).toBe('2 of 4 active goals');
    await waitFor(() => expect(stat('Mindful Minutes').value).toBe('25'));
  });

  it('shows at most 3 active goals with rings, and the empty text otherwise', async () => {
    await getDb().goals.bulkAdd([
      goal('Gratitude list', 1, 2, { category: 'gratitude', createdAt: ago(4 * HOUR) }),
      goal('Coffee with a friend', 0, 3, { category: 'social', createdAt: ago(3 * HOUR) }),
      goal('Breathe', 2, 5, { category: 'mindfulness', createdAt: ago(2 * HOUR) }),
      goal('Walk', 3, 3, { category: 'exercise', createdAt: ago(HOUR) }),
    ]);
    await renderDashboard();

    const card = region('Active Goals');
    await waitFor(() => expect(within(card).getAllByRole('progressbar')).toHaveLength(3));
    expect(
      within(card).getByRole('progressbar', { name: 'Walk: 100% complete' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Breathe').nextElementSibling).toHaveTextContent(
      '2/5 days this week',
    );
    expect(within(card).getByText('Coffee with a friend').nextElementSibling).toHaveTextContent(
      '0/3 connections this week',
    );
    expect(within(card).queryByText('Gratitude list')).not.toBeInTheDocument();
  });

  it('shows the empty texts with their links when there is nothing yet', async () => {
    await renderDashboard();

    const goals = region('Active Goals');
    expect(await within(goals).findByText(/No active goals\./)).toHaveTextContent(
      'No active goals. Create your first goal',
    );
    expect(within(goals).getByRole('link', { name: 'Create your first goal' })).toHaveAttribute(
      'href',
      '/goals',
    );
    const reflections = region('Recent Reflections');
    expect(await within(reflections).findByText(/No journal entries yet\./)).toHaveTextContent(
      'No journal entries yet. Start writing',
    );
    expect(within(reflections).getByRole('link', { name: 'Start writing' })).toHaveAttribute(
      'href',
      '/journal',
    );
  });

  it('shows the 2 latest journal entries cut to 150 characters, each with Read More to the entry', async () => {
    const long = 'Grace upon grace. '.repeat(12); // 216 characters
    const entries: JournalEntry[] = [
      ['Oldest', 3 * DAY],
      ['Morning pages', HOUR],
      ['Evening', 2 * HOUR],
    ].map(([title, msAgo]) => ({
      id: uuidv7(),
      userId: 'guest',
      title: title as string,
      content: title === 'Morning pages' ? long : 'Short and sweet.',
      category: 'gratitude',
      createdAt: ago(msAgo as number),
    }));
    await getDb().journalEntries.bulkAdd(entries);
    await renderDashboard();

    const section = region('Recent Reflections');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    const [first, second] = within(section).getAllByRole('article');
    expect(first).toHaveAccessibleName('Morning pages');
    expect(second).toHaveAccessibleName('Evening');
    expect(
      within(first!).getByText(`${long.slice(0, 150)}...`, { normalizer: (s) => s }),
    ).toBeInTheDocument();
    expect(within(first!).getByText('Gratitude')).toBeInTheDocument();
    // "Read More" opens that entry in the journal.
    const morning = entries.find((entry) => entry.title === 'Morning pages')!;
    expect(within(first!).getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      `/journal?entry=${morning.id}`,
    );
    expect(within(section).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('shows 3 inspirations with image, quote, author and category, and links to resources', async () => {
    await getDb().inspirationalContent.bulkAdd(
      [1, 2, 3, 4].map((n): InspirationalContent => ({
        id: uuidv7(),
        title: `Title ${n}`,
        content: `Quote ${n}`,
        author: `Author ${n}`,
        category: 'devotion',
        imageUrl: `/images/inspiration-${n}.svg`,
        createdAt: ago(n * HOUR),
      })),
    );
    const { user } = await renderDashboard();

    const section = region('Daily Inspiration');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    const first = within(section).getByRole('article', { name: 'Title 1' });
    expect(within(first).getByRole('img', { name: 'Title 1' })).toHaveAttribute(
      'src',
      '/images/inspiration-1.svg',
    );
    expect(first).toHaveTextContent('“Quote 1”');
    expect(first).toHaveTextContent('— Author 1');
    expect(first).toHaveTextContent('Devotion');
    // Liking keeps a favourite, for members: a guest is asked to sign in.
    const like = within(first).getByRole('button', { name: 'Like Title 1' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByText('Sign in to keep your favourite resources')).toBeInTheDocument();
    expect(within(section).queryByText('“Quote 4”')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('shows a member 3 community posts and lets them like one and take the like back', async () => {
    const member = signInAs();
    const posts: CommunityPost[] = [
      ['Sarah Johnson', 'You are not alone today.', 2 * HOUR, 4],
      ['Michael Chen', 'Praying for everyone.', 30 * MINUTE, 1],
      ['Emma Davis', 'Grateful for this group.', 3 * DAY, 0],
      ['Old Post', 'From long ago.', 10 * DAY, 9],
    ].map(([name, content, msAgo, likes]) => ({
      id: uuidv7(),
      userId: `user-${name}`,
      content: content as string,
      likes: likes as number,
      createdAt: ago(msAgo as number),
      author: { name: name as string },
    }));
    await getDb().communityPosts.bulkAdd(posts);
    const { user } = renderScreen(<DashboardPage />, { path: '/', member });

    const section = region('Community Encouragement');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    const [first, second, third] = within(section).getAllByRole('article');
    expect(first).toHaveAccessibleName('Post by Michael Chen');
    expect(first).toHaveTextContent('MC');
    expect(first).toHaveTextContent('Just now');
    expect(second).toHaveTextContent('2 hours ago');
    expect(third).toHaveTextContent('3 days ago');
    expect(within(section).queryByText('From long ago.')).not.toBeInTheDocument();

    // The name starts with the count the button shows (label in name); it toggles.
    const like = within(second!).getByRole('button', { name: '4 likes, like this post' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAccessibleName('5 likes, like this post');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('4 likes, like this post');
    const outbox = await getDb().outbox.toArray();
    expect(outbox.map((e) => [e.name, e.args])).toEqual([
      ['post.like', { id: posts[0]!.id }],
      ['post.unlike', { id: posts[0]!.id }],
    ]);
    expect(within(section).getByRole('link', { name: 'Share Encouragement' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('invites a guest to join instead of showing the feed', async () => {
    await renderDashboard();

    const section = region('Community Encouragement');
    expect(within(section).getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      within(section).queryByRole('link', { name: 'Share Encouragement' }),
    ).not.toBeInTheDocument();
  });

  it('links the promo and quick actions, with no floating button', async () => {
    await renderDashboard();

    const promo = region('Morning Mindfulness');
    expect(promo).toHaveTextContent('10 minutes');
    expect(promo).toHaveTextContent('Beginner');
    expect(within(promo).getByRole('link', { name: 'Start Session' })).toHaveAttribute(
      'href',
      '/meditation',
    );
    const actions = region('Quick Actions');
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quick Journal', '/journal'],
      ['New Goal', '/goals'],
      ['Breathe5-min session', '/meditation'],
      ['Resources', '/resources'],
    ]);
    // No floating "Log mood" button: the check-in is on this page, and one lay over its controls.
    expect(screen.queryByRole('link', { name: 'Log mood' })).toBeNull();
  });
});
