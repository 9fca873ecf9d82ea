import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_MEMBER, signInAs, renderInApp } from '../../../test/render-screen';
import { writeMemberSnapshot } from '../../lib/member-snapshot';
import DashboardPage, { SESSION_WAIT_MS } from './DashboardPage';
import { DASHBOARD_SNAPSHOT } from './first-reads';

/** GET /api/session answers only when the test says so; everything else is offline. */
function holdMe() {
  let answer: (user: typeof TEST_MEMBER | null) => void = () => {};
  const answered = new Promise<typeof TEST_MEMBER | null>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).endsWith('/api/session')) throw new TypeError('Failed to fetch');
      const user = await answered;
      return Response.json({ user, accountDeleted: false });
    }),
  );
  return answer;
}

function renderDashboard() {
  return renderInApp(<DashboardPage />);
}

/** A dashboard copy from `ownerId`'s last visit today: a 5-day streak, nothing else. */
function rememberFiveDayStreak(ownerId: string) {
  writeMemberSnapshot(DASHBOARD_SNAPSHOT, ownerId, {
    moodStreak: 5,
    activeGoals: [],
    weeklyMinutes: 42,
    unreadMotivations: [],
    inspirations: [],
    posts: [],
    journalEntries: [],
  });
}

const heading = () => screen.queryByRole('heading', { level: 1 });
const dashboardRegion = () =>
  screen.getByRole('heading', { level: 1 }).closest('header')!.parentElement!;

describe('DashboardPage before the session is known', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing but a busy region on a first visit until GET /api/session answers, then the member', async () => {
    const answer = holdMe();
    renderDashboard();
    expect(heading()).toBeNull();
    expect(screen.getByText('Loading your dashboard…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );

    answer(TEST_MEMBER);
    await waitFor(() => expect(heading()).toHaveTextContent('Welcome back, Grace'));
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
    expect(dashboardRegion()).not.toHaveAttribute('aria-busy');
  });

  it('shows the guest dashboard when the server does not answer in time', async () => {
    // Only the session's wait is sped up: fake-indexeddb's own scheduling (setImmediate) stays real,
    // or its transactions commit out of turn (Dexie's PrematureCommitError).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    holdMe();
    renderDashboard();
    expect(heading()).toBeNull();
    await vi.advanceTimersByTimeAsync(SESSION_WAIT_MS);
    await waitFor(() => expect(heading()).toHaveTextContent('Welcome to Selah'));
  });

  it('shows a member remembered from the last visit at once', () => {
    holdMe();
    signInAs();
    renderDashboard();
    expect(dashboardRegion()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Grace');
  });

  it("shows a member's figures from their last visit at once, then the live ones", async () => {
    holdMe();
    signInAs();
    rememberFiveDayStreak(TEST_MEMBER.id);
    renderDashboard();
    const streak = () => screen.getByText('Mood Streak', { selector: 'p' }).nextElementSibling;
    expect(streak()).toHaveTextContent('5 days');
    // The local database has no moods: the live figure replaces the copy.
    await waitFor(() => expect(streak()).not.toHaveTextContent('5 days'));
  });

  it("never shows a member another member's copy", () => {
    holdMe();
    rememberFiveDayStreak('someone-else');
    signInAs();
    renderDashboard();
    expect(screen.queryByText('5 days')).not.toBeInTheDocument();
  });
});
