import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoodDate, MUTATION_ARGS, uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen } from '../../../test/render-screen';
import MoodPage from './MoodPage';

const DAY = 24 * 60 * 60 * 1000;

function entry(mood: Mood, msAgo: number, notes: string | null = null): MoodEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    mood,
    notes,
    date: new Date(Date.now() - msAgo).toISOString(),
  };
}

/** The figure printed under a StatCard's label. */
function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function renderMood() {
  return renderScreen(<MoodPage />, { path: '/mood' });
}

function historyItems() {
  const history = screen.getByRole('region', { name: 'Mood History' });
  return within(history).queryAllByRole('listitem');
}

describe('Mood Tracking', () => {
  it('shows stats and the history newest first from local entries', async () => {
    // Noon: a minute ago is today, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
    const newest = entry('amazing', 60_000, 'Sunrise walk with my sister');
    const older = [entry('down', DAY), entry('okay', 2 * DAY), entry('good', 4 * DAY)];
    await getDb().moodEntries.bulkAdd([...older, newest]);

    renderMood();

    await waitFor(() => expect(statValue('Total Entries')).toBe('4'));
    // Today, yesterday, 2 and 4 days ago: 3 days ago is one missed day in seven, forgiven.
    await waitFor(() => expect(statValue('Current Streak')).toBe('4'));
    expect(screen.getByText(/day streak/)).toHaveTextContent('4 day streak');
    const latest = screen.getByRole('img', { name: 'Amazing' });
    expect(latest.tagName.toLowerCase()).toBe('svg');
    expect(latest).toHaveAttribute('data-mood', 'amazing');

    const items = historyItems();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Amazing',
      'Down',
      'Okay',
      'Good',
    ]);
    const date = formatMoodDate(newest.date);
    expect(date).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(within(items[0]!).getByText(date)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Sunrise walk with my sister')).toBeInTheDocument();
  });

  it('shows the empty state and a neutral face without entries', async () => {
    renderMood();

    expect(
      await screen.findByText('No mood entries yet. Start tracking your mood above!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Entries')).toBe('0'));
    await waitFor(() => expect(statValue('Current Streak')).toBe('0'));
    const face = screen.getByRole('img', { name: 'No mood yet' });
    expect(face.tagName.toLowerCase()).toBe('svg');
    expect(face).toHaveAttribute('data-mood', 'none');
  });

  it('logs a mood with notes, then clears the choice and the notes', async () => {
    const { user } = renderMood();
    const logButton = screen.getByRole('button', { name: 'Log Mood' });
    expect(logButton).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Good' }));
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');
    const notes = screen.getByLabelText(/Notes/);
    expect(notes).toHaveAttribute('placeholder', 'What’s on your mind?');
    await user.type(notes, 'Thankful today');
    expect(logButton).toBeEnabled();
    await user.click(logButton);

    expect(await screen.findByText('Your feelings have been recorded.')).toBeInTheDocument();
    expect(screen.getByText('Mood logged successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'false');
    expect(notes).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Log Mood' })).toBeDisabled();
    await waitFor(() => expect(historyItems()).toHaveLength(1));
    expect(within(historyItems()[0]!).getByText('Thankful today')).toBeInTheDocument();

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.name).toBe('mood.create');
    const parsed = MUTATION_ARGS['mood.create'].safeParse(outbox[0]!.args);
    expect(parsed.success).toBe(true);
    expect(outbox[0]!.args).toMatchObject({ mood: 'good', notes: 'Thankful today' });
  });

  it('leaves notes out of the mutation when none were written', async () => {
    const { user } = renderMood();

    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    await screen.findByText('Your feelings have been recorded.');
    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.args).not.toHaveProperty('notes');
    expect(MUTATION_ARGS['mood.create'].safeParse(outbox[0]!.args).success).toBe(true);
  });

  it('offers crisis resources calmly after "Struggling", until dismissed', async () => {
    const { user } = renderMood();

    await user.click(screen.getByRole('button', { name: 'Struggling' }));
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    const note = await screen.findByRole('complementary', { name: 'Support' });
    expect(note).toHaveTextContent('If you are in crisis, call or text 988 (US)');
    await user.click(screen.getByRole('button', { name: 'Dismiss support note' }));
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('does not show the support note for other moods', async () => {
    const { user } = renderMood();

    await user.click(screen.getByRole('button', { name: 'Down' }));
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    await screen.findByText('Your feelings have been recorded.');
    expect(screen.queryByRole('complementary', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('shows 50 entries at a time with "Show more"', async () => {
    await getDb().moodEntries.bulkAdd(
      Array.from({ length: 53 }, (_, i) => entry('okay', (i + 1) * 60_000)),
    );
    const { user } = renderMood();

    await waitFor(() => expect(historyItems()).toHaveLength(50));
    await user.click(await screen.findByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(historyItems()).toHaveLength(53));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
