import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoodEntry } from '@selah/shared';
import { renderScreen } from '../../../test/render-screen';
import type * as moodData from '../../data/mood';
import { logMood } from '../../data/mood';
import MoodPage from './MoodPage';

vi.mock('../../data/mood', async (importOriginal) => ({
  ...(await importOriginal<typeof moodData>()),
  logMood: vi.fn(),
}));

describe('Mood Tracking while saving', () => {
  it('reads "Saving..." and stays disabled until the save finishes', async () => {
    let finish!: (row: MoodEntry) => void;
    vi.mocked(logMood).mockImplementation(
      () => new Promise<MoodEntry>((resolve) => (finish = resolve)),
    );
    const { user } = renderScreen(<MoodPage />, { path: '/mood' });

    await user.click(screen.getByRole('button', { name: 'Amazing' }));
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(logMood).toHaveBeenCalledWith({
      mood: 'amazing',
      notes: '',
      activities: [],
      date: undefined,
    });

    finish({
      id: 'x',
      userId: 'guest',
      mood: 'amazing',
      notes: null,
      date: new Date().toISOString(),
    });

    expect(await screen.findByText('Your feelings have been recorded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Mood' })).toBeDisabled();
  });
});
