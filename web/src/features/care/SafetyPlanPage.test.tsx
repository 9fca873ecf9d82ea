import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAFETY_PLAN_KEY, setCareRegion } from '../../data/care';
import { saveSafetyPlan } from '../../data/care/safety-plan';
import { getDb } from '../../db';
import { renderScreen } from '../../../test/render-screen';
import SafetyPlanPage from './SafetyPlanPage';

function section(name: string) {
  return screen.getByRole('region', { name });
}

function renderPlan() {
  return renderScreen(<SafetyPlanPage />, { path: '/safety-plan' });
}

describe('My Safety Plan', () => {
  it('writes a first plan, keeps it on the device, and shows it after a reload', async () => {
    await setCareRegion('US');
    const { user, unmount } = renderPlan();

    expect(screen.getByRole('heading', { level: 1, name: 'My Safety Plan' })).toBeInTheDocument();
    expect(
      screen.getByText('Kept only on this device. It is included when you export your data.'),
    ).toBeInTheDocument();

    // A new plan opens in the editor, one empty row in each list.
    const reasons = await screen.findByRole('region', { name: 'Reasons for living' });
    await user.type(within(reasons).getByRole('textbox', { name: 'Reason 1' }), 'My daughter');
    await user.click(within(reasons).getByRole('button', { name: 'Add a reason' }));
    const second = within(reasons).getByRole('textbox', { name: 'Reason 2' });
    expect(second).toHaveFocus();
    await user.type(second, 'Sunday worship');
    await user.click(within(reasons).getByRole('button', { name: 'Add a reason' }));
    await user.type(within(reasons).getByRole('textbox', { name: 'Reason 3' }), 'Spring');
    // Removing the second moves focus to the row before it.
    await user.click(within(reasons).getByRole('button', { name: 'Remove reason 2' }));
    expect(within(reasons).getByRole('textbox', { name: 'Reason 1' })).toHaveFocus();
    expect(
      within(reasons)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['My daughter', 'Spring']);

    await user.type(
      within(section('Warning signs')).getByRole('textbox', { name: 'Warning sign 1' }),
      'Not sleeping',
    );
    await user.type(
      within(section('Things that help me cope')).getByRole('textbox', { name: 'Coping step 1' }),
      'Pray the Psalms',
    );
    const people = section('People I can reach out to');
    await user.type(within(people).getByRole('textbox', { name: 'Name' }), 'Pastor Ruth');
    await user.type(within(people).getByRole('textbox', { name: 'Phone' }), '+1 555 010 2030');

    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Safety plan saved')).toBeInTheDocument();
    const stored = (await getDb().meta.get(SAFETY_PLAN_KEY))?.value;
    expect(stored).toMatchObject({
      reasonsForLiving: ['My daughter', 'Spring'],
      warningSigns: ['Not sleeping'],
      copingSteps: ['Pray the Psalms'],
      people: [{ name: 'Pastor Ruth', phone: '+1 555 010 2030' }],
    });
    expect(await getDb().outbox.count()).toBe(0);

    // Read mode, with a tap to call; focus on "Edit plan".
    expect(await screen.findByRole('button', { name: 'Edit plan' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Call Pastor Ruth, +1 555 010 2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );

    unmount();
    renderPlan();
    const reread = await screen.findByRole('region', { name: 'Reasons for living' });
    expect(
      within(reread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['My daughter', 'Spring']);
    // The member's crisis lines are on the page too.
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });

  it('edits a saved plan: add, remove, save', async () => {
    await saveSafetyPlan(getDb(), {
      reasonsForLiving: ['Hope'],
      warningSigns: ['Isolating', 'Skipping meals'],
      copingSteps: [],
      people: [],
    });
    const { user } = renderPlan();

    await user.click(await screen.findByRole('button', { name: 'Edit plan' }));
    const reasons = section('Reasons for living');
    expect(within(reasons).getByRole('textbox', { name: 'Reason 1' })).toHaveFocus();
    await user.click(
      within(section('Warning signs')).getByRole('button', { name: 'Remove warning sign 1' }),
    );
    await user.click(within(reasons).getByRole('button', { name: 'Add a reason' }));
    await user.type(within(reasons).getByRole('textbox', { name: 'Reason 2' }), 'My garden');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    await screen.findByText('Safety plan saved');
    expect((await getDb().meta.get(SAFETY_PLAN_KEY))?.value).toMatchObject({
      reasonsForLiving: ['Hope', 'My garden'],
      warningSigns: ['Skipping meals'],
    });
  });

  it('shows what to fix and saves nothing when a person has no name', async () => {
    const { user } = renderPlan();
    const people = await screen.findByRole('region', { name: 'People I can reach out to' });
    await user.type(within(people).getByRole('textbox', { name: 'Phone' }), '555 0100');

    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something needs a look');
    const name = within(people).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Add a name for this person.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(await getDb().meta.get(SAFETY_PLAN_KEY)).toBeUndefined();
  });

  it('cancels an edit without changing the plan', async () => {
    await saveSafetyPlan(getDb(), {
      reasonsForLiving: ['Hope'],
      warningSigns: [],
      copingSteps: [],
      people: [],
    });
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Edit plan' }));
    await user.clear(screen.getByRole('textbox', { name: 'Reason 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Edit plan' })).toHaveFocus();
    expect(section('Reasons for living')).toHaveTextContent('Hope');
  });
});
