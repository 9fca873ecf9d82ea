import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7, type Mood, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen } from '../../../test/render-screen';
import { MoodWeekTeaser } from './MoodWeekTeaser';

function entryDaysAgo(days: number, mood: Mood): MoodEntry {
  const at = new Date();
  at.setUTCHours(9, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() - days);
  return { id: uuidv7(), userId: 'guest', mood, notes: null, date: at.toISOString() };
}

describe('MoodWeekTeaser', () => {
  it("names each of the last seven days' mood and links to the insights", async () => {
    await getDb().moodEntries.bulkAdd([
      entryDaysAgo(0, 'good'),
      entryDaysAgo(2, 'struggling'),
      entryDaysAgo(9, 'amazing'), // older than the week: not shown
    ]);
    renderScreen(<MoodWeekTeaser />, { path: '/' });
    const teaser = await screen.findByRole('region', { name: 'Your week in moods' });
    const days = await within(teaser).findAllByRole('listitem');
    expect(days).toHaveLength(7);
    await screen.findByText(/: Good$/);
    expect(days.map((day) => day.textContent!.replace(/^[MTWFS]/, ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/: Struggling$/)]),
    );
    expect(days.filter((day) => day.textContent!.endsWith('no check-in'))).toHaveLength(5);
    expect(within(teaser).getByRole('link', { name: 'See your insights' })).toHaveAttribute(
      'href',
      '/mood#insights',
    );
  });
});
