import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type Goal } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen } from '../../../test/render-screen';
import GoalsPage from './GoalsPage';

let clock = Date.parse('2026-02-01T09:00:00.000Z');

function goal(overrides: Partial<Goal>): Goal {
  clock += 60_000;
  return {
    id: uuidv7(),
    userId: 'guest',
    title: 'Untitled',
    description: null,
    targetValue: 3,
    currentValue: 0,
    category: null,
    isActive: true,
    createdAt: new Date(clock).toISOString(),
    ...overrides,
  };
}

/** The figure printed under a StatCard's label. */
function statValue(label: string): string | null | undefined {
  const labels = screen.getAllByText(label).filter((element) => element.tagName === 'P');
  expect(labels).toHaveLength(1);
  return labels[0]!.nextElementSibling?.textContent;
}

function renderGoals() {
  return renderScreen(<GoalsPage />, { path: '/goals' });
}

const activeCard = (title: string) => screen.getByRole('article', { name: title });

describe('Goals', () => {
  it('computes the stats and lists all goals newest first with status and percent', async () => {
    await getDb().goals.bulkAdd([
      goal({ title: 'Read Psalms', currentValue: 3, targetValue: 3, category: 'learning' }),
      goal({ title: 'Thank someone', currentValue: 1, targetValue: 4, category: 'gratitude' }),
      goal({ title: 'Old habit', currentValue: 5, targetValue: 5, isActive: false }),
      goal({ title: 'Paused walk', currentValue: 1, targetValue: 2, isActive: false }),
      goal({ title: 'Call a friend', currentValue: 0, targetValue: 2, category: 'social' }),
    ]);

    renderGoals();

    await waitFor(() => expect(statValue('Active Goals')).toBe('3'));
    expect(statValue('Completed')).toBe('2');
    expect(statValue('Completion Rate')).toBe('67%');

    const history = screen.getByRole('region', { name: 'All Goals' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Call a friend',
      'Paused walk',
      'Old habit',
      'Thank someone',
      'Read Psalms',
    ]);
    const badgesAndPercents = rows.map((row) =>
      [...row.querySelectorAll('span')].map((span) => span.textContent).join(' '),
    );
    expect(badgesAndPercents).toEqual([
      'Active 0%',
      'Inactive 50%',
      'Completed 100%',
      'Active 25%',
      'Completed 100%',
    ]);

    const active = screen.getByRole('region', { name: 'Active Goals' });
    expect(
      within(active)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Call a friend', 'Thank someone', 'Read Psalms']);
    expect(activeCard('Thank someone')).toHaveTextContent('1/4 entries this week');
    expect(activeCard('Call a friend')).toHaveTextContent('0/2 connections this week');
    expect(activeCard('Read Psalms')).toHaveTextContent('3/3 lessons this week');
  });

  it('caps the bar at 100% when progress passes the target', async () => {
    await getDb().goals.add(goal({ title: 'Pray daily', currentValue: 9, targetValue: 3 }));
    renderGoals();

    const bar = within(await screen.findByRole('article', { name: 'Pray daily' })).getByRole(
      'progressbar',
    );
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(activeCard('Pray daily')).toHaveTextContent('9/3');
  });

  it('offers "Create Your First Goal" without goals, opening the dialog', async () => {
    const { user } = renderGoals();

    await user.click(await screen.findByRole('button', { name: 'Create Your First Goal' }));

    expect(await screen.findByRole('dialog', { name: 'Create a New Goal' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Completion Rate')).toBe('0%'));
    expect(screen.queryByRole('region', { name: 'All Goals' })).not.toBeInTheDocument();
  });

  it('shows each validation message next to its field and saves nothing', async () => {
    const { user } = renderGoals();
    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Goal' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    const title = within(dialog).getByLabelText('Title');
    const target = within(dialog).getByLabelText('Target value');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription('Target value must be at least 1');

    await user.type(title, 'Walk together');
    await user.type(target, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    expect(title).not.toHaveAttribute('aria-invalid');
    expect(target).toHaveAccessibleDescription('Target value must be at least 1');
    expect(await getDb().goals.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('creates a goal with no default category and toasts', async () => {
    const { user } = renderGoals();
    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Goal' });

    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveValue('');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Mindfulness', 'Gratitude', 'Social', 'Exercise', 'Learning', 'Health']);
    await user.type(within(dialog).getByLabelText('Title'), 'Gratitude list');
    await user.type(within(dialog).getByLabelText('Target value'), '5');
    await user.selectOptions(category, 'Gratitude');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    expect(await screen.findByText('Goal created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Gratitude list' })).toHaveTextContent(
      '0/5 entries this week',
    );

    const [entry, ...rest] = await getDb().outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry!.name).toBe('goal.create');
    expect(entry!.args).toMatchObject({
      title: 'Gratitude list',
      targetValue: 5,
      category: 'gratitude',
    });
    expect(entry!.args).not.toHaveProperty('currentValue');
    expect(MUTATION_ARGS['goal.create'].safeParse(entry!.args).success).toBe(true);
  });

  it('steps progress by one per click, never below 0, one goal.progress delta per click', async () => {
    const seeded = goal({ title: 'Morning prayer', targetValue: 2, category: 'mindfulness' });
    await getDb().goals.add(seeded);
    const { user } = renderGoals();

    const card = await screen.findByRole('article', { name: 'Morning prayer' });
    const minus = within(card).getByRole('button', { name: 'Decrease progress' });
    const plus = within(card).getByRole('button', { name: 'Increase progress' });
    expect(minus).toBeDisabled();

    await user.click(plus);
    await waitFor(() => expect(card).toHaveTextContent('1/2 days this week'));
    expect(screen.getByText('Progress updated!')).toBeInTheDocument();
    expect(minus).toBeEnabled();

    await user.click(minus);
    await waitFor(() => expect(card).toHaveTextContent('0/2 days this week'));
    expect(minus).toBeDisabled();

    expect((await getDb().goals.get(seeded.id))!.currentValue).toBe(0);
    const entries = await getDb().outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.name, e.args])).toEqual([
      ['goal.progress', { id: seeded.id, delta: 1 }],
      ['goal.progress', { id: seeded.id, delta: -1 }],
    ]);
    for (const entry of entries) {
      expect(MUTATION_ARGS['goal.progress'].safeParse(entry.args).success).toBe(true);
    }
  });

  it('celebrates the step that reaches the target, then stops plus with "Target reached"', async () => {
    const seeded = goal({
      title: 'Daily walk',
      currentValue: 1,
      targetValue: 2,
      category: 'exercise',
    });
    await getDb().goals.add(seeded);
    const { user } = renderGoals();

    const card = await screen.findByRole('article', { name: 'Daily walk' });
    const plus = within(card).getByRole('button', { name: 'Increase progress' });
    expect(plus).not.toHaveAttribute('aria-disabled');
    expect(within(card).queryByText('Goal reached')).not.toBeInTheDocument();

    await user.click(plus);
    await waitFor(() => expect(card).toHaveTextContent('2/2 workouts this week'));
    expect(await screen.findByText('Goal reached! Well done.')).toBeInTheDocument();
    expect(screen.getByText('Progress updated!')).toBeInTheDocument();
    expect(within(card).getByText('Goal reached')).toBeInTheDocument();

    // Plus stays focusable but does nothing more, and says why.
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveAccessibleDescription('Target reached');
    await user.click(plus);
    expect((await getDb().goals.get(seeded.id))!.currentValue).toBe(2);
    expect(await getDb().outbox.count()).toBe(1);

    // Minus still undoes a step, and plus comes back.
    await user.click(within(card).getByRole('button', { name: 'Decrease progress' }));
    await waitFor(() => expect(card).toHaveTextContent('1/2 workouts this week'));
    expect(plus).not.toHaveAttribute('aria-disabled');
    expect(plus).not.toHaveAccessibleDescription();
    expect(within(card).queryByText('Goal reached')).not.toBeInTheDocument();
  });

  it('keeps plus stopped for a goal already past its target', async () => {
    await getDb().goals.add(
      goal({ title: 'One lesson', currentValue: 1, targetValue: 1, category: 'learning' }),
    );
    renderGoals();

    const card = await screen.findByRole('article', { name: 'One lesson' });
    expect(card).toHaveTextContent('1/1 lesson this week');
    expect(
      within(card).getByRole('button', { name: 'Increase progress' }),
    ).toHaveAccessibleDescription('Target reached');
  });
});
