import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type JournalEntry } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen, signInAs, TEST_MEMBER } from '../../../test/render-screen';
import JournalPage from './JournalPage';

// A save first loads the write schemas (zod), a chunk of its own: transformed once up front, so a
// cold run's first transform on a busy machine does not eat the time a find may wait.
beforeAll(async () => {
  await import('../../data/write-schemas');
}, 60_000);

/**
 * The open edit form, once the entry's full view (which closes as the form opens) has finished
 * closing. Closing hands the focus back to the entry in the list, which a browser's inert refuses
 * but jsdom, which has no inert, lets happen, at the end of the view's leave transition (after the
 * form has taken the focus): a test that typed before that hand-back would lose its keystrokes to
 * the list. So this waits for the hand-back itself; after it, the test's own click puts the focus
 * in the form.
 */
async function editForm(): Promise<HTMLElement> {
  const form = await screen.findByRole('dialog', { name: 'Edit Entry' });
  await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toEqual([form]));
  await waitFor(() => {
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.closest('[role="dialog"]')).toBeNull();
  });
  return form;
}

async function seedEntry(fields: Partial<JournalEntry> = {}): Promise<JournalEntry> {
  const row: JournalEntry = {
    id: uuidv7(),
    userId: TEST_MEMBER.id,
    title: 'Morning prayer',
    content: 'Thankful for the quiet.',
    category: 'gratitude',
    createdAt: '2026-01-05T08:00:00.000Z',
    ...fields,
  };
  await getDb().journalEntries.add(row);
  return row;
}

async function openEntry(title: string) {
  const view = renderScreen(<JournalPage />, { path: '/journal', member: TEST_MEMBER });
  await view.user.click(await screen.findByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...view, dialog };
}

describe('Journal: edit and delete', () => {
  it('edits an entry from the full view with the form prefilled', async () => {
    signInAs();
    const entry = await seedEntry();
    const { user, dialog } = await openEntry('Morning prayer');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await editForm();
    const title = within(form).getByLabelText(/Title/);
    expect(title).toHaveValue('Morning prayer');
    expect(within(form).getByLabelText(/Content/)).toHaveValue('Thankful for the quiet.');
    expect(within(form).getByLabelText('Category')).toHaveValue('gratitude');

    // Set on the field itself: jsdom's missing inert lets the closing view's focus hand-back land
    // at any moment on a busy run, and typed keys would follow the focus, not the field.
    fireEvent.change(title, { target: { value: 'Evening prayer' } });
    expect(title).toHaveValue('Evening prayer');
    await user.selectOptions(within(form).getByLabelText('Category'), 'reflection');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Entry updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Evening prayer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Morning prayer' })).toBeNull();

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      name: 'journal.update',
      userId: TEST_MEMBER.id,
      args: { id: entry.id, changes: { title: 'Evening prayer', category: 'reflection' } },
    });
    expect(MUTATION_ARGS['journal.update'].safeParse(outbox[0]!.args).success).toBe(true);
    expect(await getDb().journalEntries.get(entry.id)).toMatchObject({
      title: 'Evening prayer',
      content: 'Thankful for the quiet.',
      category: 'reflection',
    });
  });

  it('a cancelled edit is forgotten, and saving an unchanged form queues nothing', async () => {
    signInAs();
    await seedEntry();
    const { user, dialog } = await openEntry('Morning prayer');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    let form = await editForm();
    await user.clear(within(form).getByLabelText(/Title/));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Morning prayer' }));
    const view = await screen.findByRole('dialog', { name: 'Morning prayer' });
    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    form = await editForm();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Morning prayer');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Entry' })).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('deletes an entry after confirmation', async () => {
    signInAs();
    const entry = await seedEntry();
    await seedEntry({ title: 'Another day' });
    const { user, dialog } = await openEntry('Morning prayer');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    expect(confirm).toHaveTextContent('“Morning prayer” will be deleted. This can’t be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Morning prayer' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Another day' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Morning prayer' })).toBeNull(),
    );

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'journal.delete', args: { id: entry.id } });
    expect(MUTATION_ARGS['journal.delete'].safeParse(outbox[0]!.args).success).toBe(true);
    expect(await getDb().journalEntries.get(entry.id)).toBeUndefined();
  });
});
