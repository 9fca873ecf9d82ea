import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7, type Goal, type JournalEntry } from '@selah/shared';
import { getDb } from '../../db';
import { startedReadState, whenStartedReadsAnswered } from '../../db/live-reads';
import { journalEntriesRead } from '../../data/journal/hooks';
import { afterFirstScreen, resetFirstScreen } from '../../lib/first-screen';
import { renderScreen, signInAs } from '../../../test/render-screen';
import DashboardPage from './DashboardPage';
import { DASHBOARD_JOURNAL_ENTRIES } from './dashboard-limits';
import { startDashboardReads } from './first-reads';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// The lower sections' chunk cannot load (offline before the service worker had it, say): what the
// first screen shows must not depend on it.
vi.mock('./LowerSections', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const now = new Date().toISOString();

const entry: JournalEntry = {
  id: uuidv7(),
  userId: 'member-1',
  title: 'Still waters',
  content: 'He leads me beside still waters.',
  category: 'gratitude',
  createdAt: now,
};

const goal: Goal = {
  id: uuidv7(),
  userId: 'member-1',
  title: 'Pray every morning',
  description: null,
  targetValue: 7,
  currentValue: 2,
  category: null,
  isActive: true,
  createdAt: now,
};

describe('the dashboard’s first screen', () => {
  beforeEach(() => {
    resetFirstScreen();
  });

  it('shows the active goals and the latest journal entry without the lower sections’ chunk', async () => {
    const member = signInAs();
    await getDb().journalEntries.add(entry);
    await getDb().goals.add(goal);
    renderScreen(<DashboardPage />, { path: '/', member });

    const reflections = await screen.findByRole('region', { name: 'Recent Reflections' });
    expect(await within(reflections).findByText('Still waters')).toBeInTheDocument();
    const goals = screen.getByRole('region', { name: 'Active Goals' });
    expect(await within(goals).findByText('Pray every morning')).toBeInTheDocument();
    // The rest of the page says it could not load, and offers to try again.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t load the rest of your dashboard.',
    );
  });

  it('lets the work held for it (sync) start only once the member’s data is on screen', async () => {
    const member = signInAs();
    await getDb().journalEntries.add(entry);
    let titleShownWhenRun: boolean | null = null;
    const work = vi.fn(() => {
      titleShownWhenRun = screen.queryByText('Still waters') !== null;
    });
    // A wait far longer than the test: only the dashboard's report can run the work.
    afterFirstScreen(work, 60_000);
    renderScreen(<DashboardPage />, { path: '/', member });
    expect(work).not.toHaveBeenCalled();

    await waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    expect(titleShownWhenRun).toBe(true);
  });

  it('has the member’s data in its first render when the entry started its reads', async () => {
    const member = signInAs();
    await getDb().journalEntries.add(entry);
    await getDb().goals.add(goal);
    // What main.tsx does on the day's first visit: start the reads, render once they answered.
    startDashboardReads(getDb());
    await whenStartedReadsAnswered(60_000);
    const journal = journalEntriesRead(getDb(), DASHBOARD_JOURNAL_ENTRIES);
    expect(startedReadState(journal)).toBe('answered');

    renderScreen(<DashboardPage />, { path: '/', member });
    // No waiting: the render that put the dashboard in the DOM had every figure.
    expect(screen.getByText('Still waters')).toBeInTheDocument();
    expect(screen.getByText('Pray every morning')).toBeInTheDocument();
    expect(screen.getByText('0 days')).toBeInTheDocument();
    expect(screen.queryByText('–')).not.toBeInTheDocument();
  });

  it('without started reads, has them only after IndexedDB answers its own queries', async () => {
    const member = signInAs();
    await getDb().journalEntries.add(entry);
    renderScreen(<DashboardPage />, { path: '/', member });
    expect(screen.queryByText('Still waters')).not.toBeInTheDocument();
    expect(await screen.findByText('Still waters')).toBeInTheDocument();
  });
});
