import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type Goal } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen, signInAs, TEST_MEMBER } from '../../../test/render-screen';
import GoalsPage from './GoalsPage';

function goal(overrides: Partial<Goal>): Goal {
  return {
    id: uuidv7(),
    userId: TEST_MEMBER.id,
    title: 'Pray daily',
    description: 'Ten quiet minutes',
    targetValue: 7,
    currentValue: 2,
    category: 'mindfulness',
    isActive: true,
    createdAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

function renderGoals() {
  signInAs();
  return renderScreen(<GoalsPage />, { path: '/goals', member: TEST_MEMBER });
}

const allGoals = () => screen.getByRole('region', { name: 'All Goals' });

describe('Goals: edit and delete', () => {
  it('edits a goal from All Goals, prefilled, queuing only the changed fields', async () => {
    const pray = goal({});
    signInAs();
    await getDb().goals.add(pray);
    const { user } = renderGoals();

    await user.click(await screen.findByRole('button', { name: 'Edit goal “Pray daily”' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Goal' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Pray daily');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('Ten quiet minutes');
    expect(within(form).getByLabelText(/^Target value/)).toHaveValue(7);
    expect(within(form).getByLabelText('Category')).toHaveValue('mindfulness');
    expect(within(form).getByRole('checkbox', { name: /Active/ })).toBeChecked();

    const target = within(form).getByLabelText(/^Target value/);
    await user.clear(target);
    await user.type(target, '10');
    await user.selectOptions(within(form).getByLabelText('Category'), 'gratitude');
    await user.click(within(form).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Goal updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Goal' })).toBeNull());
    // No longer active: it leaves the active list, and All Goals shows it as inactive at 20 %.
    expect(screen.queryByRole('article', { name: 'Pray daily' })).toBeNull();
    const row = within(allGoals()).getByRole('listitem');
    expect(row).toHaveTextContent('Gratitude');
    expect(row).toHaveTextContent('Inactive');
    expect(row).toHaveTextContent('20%');

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      name: 'goal.update',
      args: { id: pray.id, changes: { targetValue: 10, category: 'gratitude', isActive: false } },
    });
    expect(Object.keys((outbox[0]!.args as { changes: object }).changes).sort()).toEqual([
      'category',
      'isActive',
      'targetValue',
    ]);
    expect(MUTATION_ARGS['goal.update'].safeParse(outbox[0]!.args).success).toBe(true);
    expect(await getDb().goals.get(pray.id)).toMatchObject({ currentValue: 2, targetValue: 10 });
  });

  it('shows the form’s messages and saves nothing when the edit is invalid or unchanged', async () => {
    signInAs();
    await getDb().goals.add(goal({}));
    const { user } = renderGoals();

    await user.click(await screen.findByRole('button', { name: 'Edit goal “Pray daily”' }));
    let form = await screen.findByRole('dialog', { name: 'Edit Goal' });
    await user.clear(within(form).getByLabelText(/^Title/));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit goal “Pray daily”' }));
    form = await screen.findByRole('dialog', { name: 'Edit Goal' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Pray daily');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('deletes a goal after confirmation', async () => {
    const pray = goal({});
    signInAs();
    await getDb().goals.bulkAdd([
      pray,
      goal({ title: 'Walk', createdAt: '2026-02-02T09:00:00.000Z' }),
    ]);
    const { user } = renderGoals();

    await user.click(await screen.findByRole('button', { name: 'Delete goal “Pray daily”' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this goal?' });
    expect(confirm).toHaveTextContent('“Pray daily” and its progress will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete goal “Pray daily”' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this goal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Goal deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(allGoals()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Pray daily' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Walk' })).toBeInTheDocument();

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'goal.delete', args: { id: pray.id } });
    expect(MUTATION_ARGS['goal.delete'].safeParse(outbox[0]!.args).success).toBe(true);
  });
});
