import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb } from '../../../db';
import { renderScreen } from '../../../../test/render-screen';
import MoodInsights from './MoodInsights';

/** At 10:00 (the tests run in UTC) `days` days ago. */
function entry(days: number, mood: Mood, activities: string[] | null = null): MoodEntry {
  const at = new Date();
  at.setUTCHours(10, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() - days);
  return { id: uuidv7(), userId: 'guest', mood, notes: null, date: at.toISOString(), activities };
}

describe('Mood insights', () => {
  it('gives every chart its figures as text: the calendar, the trend, weekdays, comparisons', async () => {
    const rows: MoodEntry[] = [];
    for (let day = 0; day < 12; day += 1) {
      rows.push(entry(day, day % 2 === 0 ? 'amazing' : 'down', day % 2 === 0 ? ['Prayed'] : null));
    }
    rows.push(entry(0, 'okay')); // today: amazing and okay average 4
    rows.push(entry(3, 'good', ['Church']));
    await getDb().moodEntries.bulkAdd(rows);

    renderScreen(<MoodInsights />, { path: '/mood' });
    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(
      await within(insights).findByText(/: Good, average 4\.0 of 2 check-ins$/),
    ).toBeInTheDocument();
    expect(within(insights).getAllByText(/: no check-in$/).length).toBeGreaterThan(0);
    expect(
      within(insights).getByText(
        /^Last 30 days: average 3\.\d \(\w+\), from 12 days with a check-in\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(insights).getByRole('table', { name: 'Average mood, last 30 days' }),
    ).toBeInTheDocument();
    expect(
      within(insights).getByText(
        'On days with “Prayed”, your mood averaged 4.8; on other days 2.2.',
      ),
    ).toBeInTheDocument();
    expect(
      within(insights).getByText(
        'On days with “Church”: not enough days yet (1 with, 11 without; 5 of each are needed).',
      ),
    ).toBeInTheDocument();
    expect(
      within(insights).getByText(/^On days you meditated: not enough days yet/),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(insights).getByRole('button', { name: 'Year' }));
    expect(within(insights).getByRole('button', { name: 'Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(insights).getByText(/^Last 365 days: average/)).toBeInTheDocument();
    // A wide screen shows the twelve months at once (and the trend's table for screen readers).
    expect(within(insights).getAllByRole('table')).toHaveLength(13);
  });

  it('says so when there is nothing yet', async () => {
    renderScreen(<MoodInsights />, { path: '/mood' });
    expect(await screen.findByText('No check-ins in the last 30 days yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add activities when you log a mood to see how each one goes with your days.',
      ),
    ).toBeInTheDocument();
  });
});
