import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoodDate, MUTATION_ARGS, uuidv7, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen, signInAs, TEST_MEMBER } from '../../../test/render-screen';
import MoodPage from './MoodPage';

function entry(fields: Partial<MoodEntry>): MoodEntry {
  return {
    id: uuidv7(),
    userId: TEST_MEMBER.id,
    mood: 'good',
    notes: null,
    date: new Date().toISOString(),
    ...fields,
  };
}

describe('Mood Tracking: delete', () => {
  it('deletes a mood entry after confirmation, queuing one mood.delete', async () => {
    signInAs();
    const doomed = entry({
      mood: 'down',
      notes: 'Rough morning',
      date: '2026-01-05T15:30:00.000Z',
    });
    const kept = entry({ mood: 'amazing', date: '2026-01-06T09:00:00.000Z' });
    await getDb().moodEntries.bulkAdd([doomed, kept]);
    const { user } = renderScreen(<MoodPage />, { path: '/mood', member: TEST_MEMBER });

    const name = `Delete mood entry from ${formatMoodDate(doomed.date)}`;
    await user.click(await screen.findByRole('button', { name }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this mood entry?' });
    expect(confirm).toHaveTextContent(
      `Your “Down” check-in from ${formatMoodDate(doomed.date)} will be deleted.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this mood entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Mood entry deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Rough morning')).toBeNull());
    const history = screen.getByRole('region', { name: 'Mood History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(history).getByRole('button', {
        name: `Delete mood entry from ${formatMoodDate(kept.date)}`,
      }),
    ).toBeInTheDocument();

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'mood.delete', args: { id: doomed.id } });
    expect(MUTATION_ARGS['mood.delete'].safeParse(outbox[0]!.args).success).toBe(true);
    expect(await getDb().moodEntries.get(doomed.id)).toBeUndefined();
  });
});
