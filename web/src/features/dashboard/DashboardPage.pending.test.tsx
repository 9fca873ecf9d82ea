import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyMotivation, MoodEntry } from '@selah/shared';
import { renderScreen } from '../../../test/render-screen';
import type * as moodData from '../../data/mood';
import type * as motivationWrites from '../../data/motivation/repository';
import { logMood } from '../../data/mood';
import { generateDailyMotivation } from '../../data/motivation/repository';
import DashboardPage from './DashboardPage';

// The whole dashboard is a large DOM over eight live queries: its first load and each role query
// cost jsdom noticeably on a busy machine, so these tests get more room than the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../data/mood', async (importOriginal) => ({
  ...(await importOriginal<typeof moodData>()),
  logMood: vi.fn(),
}));
vi.mock('../../data/motivation/repository', async (importOriginal) => ({
  ...(await importOriginal<typeof motivationWrites>()),
  generateDailyMotivation: vi.fn(),
}));

/** A promise the test settles by hand, to look at the screen while a write is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('Dashboard while saving', () => {
  it('reads "Logging..." and stays disabled while the mood is being saved', async () => {
    const pending = deferred<MoodEntry>();
    vi.mocked(logMood).mockReturnValue(pending.promise);
    const { user } = renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Log Mood & Continue Check-in' }));

    expect(screen.getByRole('button', { name: 'Logging...' })).toBeDisabled();
    expect(logMood).toHaveBeenCalledExactlyOnceWith({ mood: 'good' });
    pending.resolve({
      id: 'x',
      userId: 'guest',
      mood: 'good',
      notes: null,
      date: new Date().toISOString(),
    });
    expect(await screen.findByText('Mood logged successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Mood & Continue Check-in' })).toBeDisabled();
  });

  it('reads "Generating..." while a motivation is being prepared', async () => {
    const pending = deferred<DailyMotivation>();
    vi.mocked(generateDailyMotivation).mockReturnValue(pending.promise);
    const { user } = renderScreen(<DashboardPage />);
    await screen.findByRole('heading', { level: 1 });

    await user.click(await screen.findByRole('button', { name: 'Get My Daily Motivation' }));

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    pending.resolve({
      id: 'y',
      userId: 'guest',
      message: 'm',
      type: 'affirmation',
      isRead: false,
      createdAt: new Date().toISOString(),
    });
    expect(await screen.findByRole('button', { name: 'Get My Daily Motivation' })).toBeEnabled();
  });
});
