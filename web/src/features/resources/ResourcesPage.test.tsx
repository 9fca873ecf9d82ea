import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MUTATION_ARGS, uuidv7, type InspirationalContent, type User } from '@selah/shared';
import { activateAccount, getDb } from '../../db';
import ResourcesPage from './ResourcesPage';
import { renderInApp } from '../../../test/render-screen';

const ADMIN: User = {
  id: '01960000-0000-7000-8000-000000000001',
  username: 'grace',
  email: 'grace@example.com',
  name: 'Grace',
  level: 1,
  title: 'Mindful',
  isAdmin: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Signs `user` in (as the session's cached member and GET /api/session), or stays a guest. */
function signIn(user: User | null) {
  if (user) {
    localStorage.setItem('selah.session.user', JSON.stringify(user));
    activateAccount(user.id);
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/session')
        ? Response.json({ user, accountDeleted: false })
        : new Response('{"error":"Not found"}', { status: 404 }),
    ),
  );
}

function renderPage() {
  return renderInApp(<ResourcesPage />, '/resources');
}

let created = Date.parse('2026-01-01T00:00:00.000Z');
function item(
  title: string,
  category: string,
  author: string | null,
  content = `${title} text`,
): InspirationalContent {
  created += 60_000;
  return {
    id: uuidv7(),
    title,
    content,
    author,
    category,
    imageUrl: '/images/inspiration-1.svg',
    createdAt: new Date(created).toISOString(),
  };
}

const SEED = [
  item('Be Still', 'devotion', 'Psalm 46:10 (WEB)'),
  item('One Small Step', 'motivation', 'Selah Team'),
  item('Start Where You Are', 'motivation', 'Selah Team'),
  item('Breathe', 'mindfulness', null, 'x'.repeat(200)),
  item('Growth Takes Seasons', 'growth', 'Selah Team'),
  item('All Shall Be Well', 'inspiration', 'Julian of Norwich'),
];

function statValue(label: string) {
  return screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
}

function cardTitles(): string[] {
  const list = screen.getByRole('region', { name: 'Resources list' });
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('ResourcesPage', () => {
  it('counts by category, searches, filters and clears the filters', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();

    await waitFor(() => expect(statValue('Total')).toBe('6'));
    expect(statValue('Motivation')).toBe('2');
    expect(statValue('Mindfulness')).toBe('1');
    expect(statValue('Growth')).toBe('1');
    expect(cardTitles()).toHaveLength(6);

    // Category chips: All plus the categories in the data, capitalised.
    const filter = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(filter.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Devotion',
      'Growth',
      'Inspiration',
      'Mindfulness',
      'Motivation',
    ]);

    // Search matches the author, ignoring case.
    const search = screen.getByRole('searchbox', { name: 'Search resources' });
    await user.click(search);
    await user.paste('JULIAN');
    expect(cardTitles()).toEqual(['All Shall Be Well']);

    await user.clear(search);
    await user.click(filter.getByRole('button', { name: 'Motivation' }));
    expect(filter.getByRole('button', { name: 'Motivation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardTitles().sort()).toEqual(['One Small Step', 'Start Where You Are']);

    // Search and category together can leave nothing.
    await user.click(search);
    await user.paste('still');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No resources match your search')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(6);
    // Counts are over all content, whatever the filter.
    expect(statValue('Total')).toBe('6');
  });

  it('opens on search and cards, and its actions are live (never "Coming soon")', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    renderPage();

    const image = await screen.findByRole('img', { name: 'Breathe' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText(`${'x'.repeat(150)}...`)).toBeInTheDocument();

    // Search, then the cards, then the counts: a phone opens on what the member came for.
    const search = screen.getByRole('searchbox', { name: 'Search resources' });
    const list = screen.getByRole('region', { name: 'Resources list' });
    const counts = screen.getByRole('region', { name: 'Resource counts' });
    expect(search.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    for (const name of [/^Like /, /^Share /]) {
      const buttons = screen.getAllByRole('button', { name });
      expect(buttons).toHaveLength(6);
      for (const button of buttons) expect(button).toBeEnabled();
    }
    // Guests and members do not get the admin's actions.
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add content' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
    expect(document.querySelector('[title="Coming soon"]')).toBeNull();
  });

  it('opens the whole of a resource its card cuts short, with favourite and share there too', async () => {
    signIn({ ...ADMIN, isAdmin: false });
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();
    // Only the card whose text is cut offers it.
    expect(await screen.findAllByRole('button', { name: /^Read more of / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Read more of Breathe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Breathe' });
    expect(within(dialog).getByText('x'.repeat(200))).toBeInTheDocument();

    const favourite = within(dialog).getByRole('button', { name: 'Add to favourites' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Favourite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Like Breathe', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shares through the share sheet when there is one, else copies the link', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();
    const [first] = SEED;

    await user.click(await screen.findByRole('button', { name: 'Share Be Still' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/resources#${first!.id}`);

    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Share Be Still' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Be Still',
        text: 'Be Still text',
        url: `${location.origin}/resources#${first!.id}`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('scrolls to and outlines the resource a shared link names', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      const target = SEED[3]!;
      renderInApp(<ResourcesPage />, `/resources#${target.id}`);
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(scrolled[0]).toHaveAttribute('id', `resource-${target.id}`);
      expect(within(scrolled[0] as HTMLElement).getByRole('heading').textContent).toBe('Breathe');
      expect(scrolled[0]!.className).toMatch(/ring-2/);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it("keeps a member's favourites (Like toggles them); a guest is asked to sign in", async () => {
    signIn({ ...ADMIN, isAdmin: false });
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();

    const like = await screen.findByRole('button', { name: 'Like Be Still' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like.className).toMatch(/size-11/); // a 44px target
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    const [favorite] = await getDb().favorites.toArray();
    expect(favorite).toMatchObject({ contentId: SEED[0]!.id, userId: ADMIN.id });
    expect((await getDb().outbox.toArray()).map((e) => e.name)).toEqual(['favorite.create']);

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(await getDb().favorites.count()).toBe(0);
    expect((await getDb().outbox.toArray()).map((e) => e.name)).toEqual([
      'favorite.create',
      'favorite.delete',
    ]);
  });

  it('asks a guest to sign in to keep favourites, writing nothing', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();
    const like = await screen.findByRole('button', { name: 'Like Be Still' });
    await user.click(like);
    expect(await screen.findByText('Sign in to keep your favourite resources')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(await getDb().favorites.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('hides the content manager from members who are not admins', async () => {
    signIn({ ...ADMIN, isAdmin: false });
    renderPage();
    await screen.findByText('No resources yet.');
    expect(screen.queryByRole('button', { name: 'Add content' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin add content in a dialog, refusing missing title or content', async () => {
    signIn(ADMIN);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No resources yet.');
    // The form is not on the page until asked for.
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add content' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add inspirational content' }));
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('inspiration');

    await user.click(dialog.getByRole('textbox', { name: 'Title' }));
    await user.paste('Morning Light');
    await user.click(dialog.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in title and content.')).toBeInTheDocument();
    // Inside the dialog too, where a screen reader is (the page behind it, toasts included, is inert).
    const content = dialog.getByRole('textbox', { name: 'Content' });
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription('Please enter the content.');
    expect(content).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(dialog.getByRole('textbox', { name: 'Content' }));
    await user.paste('His mercies are new every morning.');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'devotion');
    await user.click(dialog.getByRole('button', { name: 'Add Content' }));

    expect(await screen.findByText('Content added successfully!')).toBeInTheDocument();
    expect(screen.getByText(/available to all users/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardTitles()).toEqual(['Morning Light']));

    const entries = await getDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('content.create');
    expect(MUTATION_ARGS['content.create'].parse(entries[0]!.args)).toMatchObject({
      title: 'Morning Light',
      content: 'His mercies are new every morning.',
      category: 'devotion',
      author: null,
      imageUrl: null,
    });
  });

  it('lets an admin edit a resource in the prefilled form', async () => {
    signIn(ADMIN);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit All Shall Be Well' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('All Shall Be Well');
    expect(dialog.getByRole('textbox', { name: 'Author (optional)' })).toHaveValue(
      'Julian of Norwich',
    );
    expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue('All Shall Be Well text');
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('inspiration');

    await user.clear(title);
    await user.paste('All Manner of Things');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Content updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardTitles()).toContain('All Manner of Things'));

    const entries = await getDb().outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['content.update']);
    expect(MUTATION_ARGS['content.update'].parse(entries[0]!.args)).toMatchObject({
      id: SEED[5]!.id,
      changes: { title: 'All Manner of Things', author: 'Julian of Norwich' },
    });
    // A seeded category the form does not list is kept as it is.
    await user.click(screen.getByRole('button', { name: 'Edit Growth Takes Seasons' }));
    const growth = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    expect(growth.getByRole('combobox', { name: 'Category' })).toHaveValue('growth');
  });

  it('lets an admin delete a resource after confirming', async () => {
    signIn(ADMIN);
    await getDb().inspirationalContent.bulkAdd(SEED);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Be Still' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Delete this resource?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);
    expect(cardTitles()).toContain('Be Still');

    await user.click(screen.getByRole('button', { name: 'Delete Be Still' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Delete this resource?' }));
    expect(again.getByText(/“Be Still” will be removed for everyone/)).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).not.toContain('Be Still'));
    expect(cardTitles()).toHaveLength(5);
    const entries = await getDb().outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['content.delete']);
    expect(entries[0]!.args).toEqual({ id: SEED[0]!.id });
  });
});
