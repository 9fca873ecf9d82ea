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

/** Signs `user` in (as the session's cached member and GET /api/me), or stays a guest. */
function signIn(user: User | null) {
  if (user) {
    localStorage.setItem('selah.session.user', JSON.stringify(user));
    activateAccount(user.id);
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/me') && user
        ? Response.json({ user })
        : new Response('{"error":"Not signed in"}', { status: 401 }),
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

  it('shows cards with a lazy image, a 150-character preview and inert actions', async () => {
    signIn(null);
    await getDb().inspirationalContent.bulkAdd(SEED);
    renderPage();

    const image = await screen.findByRole('img', { name: 'Breathe' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText(`${'x'.repeat(150)}...`)).toBeInTheDocument();
    for (const name of ['Like', 'Share', 'Edit', 'Delete']) {
      for (const button of screen.getAllByRole('button', { name })) {
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('title', 'Coming soon');
      }
    }
  });

  it('hides the content manager from members who are not admins', async () => {
    signIn({ ...ADMIN, isAdmin: false });
    renderPage();
    await screen.findByText('No resources yet.');
    expect(screen.queryByRole('region', { name: 'Add inspirational content' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Content' })).toBeNull();
  });

  it('lets an admin add content, refusing missing title or content', async () => {
    signIn(ADMIN);
    const user = userEvent.setup();
    renderPage();
    const manager = within(
      await screen.findByRole('region', { name: 'Add inspirational content' }),
    );
    expect(manager.getByRole('combobox', { name: 'Category' })).toHaveValue('inspiration');

    await user.click(manager.getByRole('textbox', { name: 'Title' }));
    await user.paste('Morning Light');
    await user.click(manager.getByRole('button', { name: 'Add Content' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in title and content.')).toBeInTheDocument();
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(manager.getByRole('textbox', { name: 'Content' }));
    await user.paste('His mercies are new every morning.');
    await user.selectOptions(manager.getByRole('combobox', { name: 'Category' }), 'devotion');
    await user.click(manager.getByRole('button', { name: 'Add Content' }));

    expect(await screen.findByText('Content added successfully!')).toBeInTheDocument();
    expect(screen.getByText(/available to all users/)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Morning Light']));
    expect(manager.getByRole('textbox', { name: 'Title' })).toHaveValue('');

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
});
