import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEVICE_TIME_ZONE,
  localDayNumber,
  uuidv7,
  WEEKDAYS,
  weekdayFromMonday,
  type MoodEntry,
} from '@selah/shared';
import { getDb } from '../../db';
import { toLocalInputValue } from '../../lib/local-datetime';
import { setStreakPreferences } from '../../lib/streak-settings';
import { renderScreen } from '../../../test/render-screen';
import MoodPage from './MoodPage';

const DAY = 24 * 60 * 60 * 1000;

/** An entry at noon (device time) `days` days ago, so a day's edges never matter. */
function entryDaysAgo(days: number): MoodEntry {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  at.setDate(at.getDate() - days);
  return { id: uuidv7(), userId: 'guest', mood: 'good', notes: null, date: at.toISOString() };
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

afterEach(() => localStorage.clear());

describe('Mood Tracking: gentle streaks', () => {
  it('counts with the grace day, without it, and with a rest day, as the member sets them', async () => {
    await getDb().moodEntries.bulkAdd([entryDaysAgo(0), entryDaysAgo(1), entryDaysAgo(3)]);
    renderScreen(<MoodPage />, { path: '/mood' });
    // Two days ago was missed: one miss in seven is forgiven.
    await waitFor(() => expect(statValue('Current Streak')).toBe('3'));

    act(() => setStreakPreferences({ graceDay: false }));
    await waitFor(() => expect(statValue('Current Streak')).toBe('2'));

    const twoDaysAgo = localDayNumber(new Date(Date.now() - 2 * DAY), DEVICE_TIME_ZONE);
    act(() => setStreakPreferences({ restDay: WEEKDAYS[weekdayFromMonday(twoDaysAgo)]! }));
    await waitFor(() => expect(statValue('Current Streak')).toBe('3'));
  });

  it('shows no streak at all when the member hides streaks', async () => {
    await getDb().moodEntries.bulkAdd([entryDaysAgo(0), entryDaysAgo(1)]);
    setStreakPreferences({ hidden: true });
    renderScreen(<MoodPage />, { path: '/mood' });
    await waitFor(() => expect(statValue('Total Entries')).toBe('2'));
    expect(screen.queryByText('Current Streak')).not.toBeInTheDocument();
    expect(screen.queryByText(/day streak/)).not.toBeInTheDocument();
  });

  it('logs a mood for three days ago with two activities, sorted into the history by its day', async () => {
    await getDb().moodEntries.bulkAdd([entryDaysAgo(0), entryDaysAgo(5)]);
    const { user } = renderScreen(<MoodPage />, { path: '/mood' });
    await waitFor(() => expect(statValue('Total Entries')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Prayed' }));
    await user.click(screen.getByRole('button', { name: 'Family' }));
    expect(screen.getByRole('button', { name: 'Prayed' })).toHaveAttribute('aria-pressed', 'true');
    const when = new Date(Date.now() - 3 * DAY);
    fireEvent.change(screen.getByLabelText('When'), {
      target: { value: toLocalInputValue(when) },
    });
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    await waitFor(() => expect(statValue('Total Entries')).toBe('3'));
    const [stored] = await getDb()
      .moodEntries.where('date')
      .below(entryDaysAgo(1).date)
      .reverse()
      .toArray();
    expect(stored!.activities).toEqual(['Prayed', 'Family']);
    expect(toLocalInputValue(new Date(stored!.date))).toBe(toLocalInputValue(when));
    const history = screen.getByRole('region', { name: 'Mood History' });
    const items = within(history)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.closest('ul[aria-label="Activities"]') === null);
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByRole('list', { name: 'Activities' })).toHaveTextContent(
      'PrayedFamily',
    );
  });

  it('refuses a time more than 7 days back, writing nothing', async () => {
    const { user } = renderScreen(<MoodPage />, { path: '/mood' });
    await user.click(await screen.findByRole('button', { name: 'Okay' }));
    fireEvent.change(screen.getByLabelText('When'), {
      target: { value: toLocalInputValue(new Date(Date.now() - 9 * DAY)) },
    });
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));
    expect(await screen.findByText('You can fill in any of the last 7 days.')).toBeInTheDocument();
    expect(await getDb().moodEntries.count()).toBe(0);
  });

  it('lets the member add their own activity and remove one, kept on the device', async () => {
    const { user } = renderScreen(<MoodPage />, { path: '/mood' });
    await user.click(await screen.findByRole('button', { name: 'Edit list' }));
    await user.type(screen.getByLabelText('New activity'), 'Choir{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Worked from your list' }));
    await user.click(screen.getByRole('button', { name: 'Done editing' }));
    expect(screen.getByRole('button', { name: 'Choir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Worked' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('selah.activities')!)).toContain('Choir');
  });
});
