import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tipOfTheDay, uuidv7, type CounselingTip } from '@selah/shared';
import { getDb } from '../../db';
import { browserTimeZone } from '../../lib/time-zone';
import CounselingTipsPage from './CounselingTipsPage';
import { renderInApp } from '../../../test/render-screen';

function renderPage() {
  return renderInApp(<CounselingTipsPage />, '/counseling-tips');
}

function tip(title: string, category: string, createdAt: string, isActive = true): CounselingTip {
  return { id: uuidv7(), title, content: `${title} advice.`, category, isActive, createdAt };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Not signed in"}', { status: 401 })),
  );
});

describe('CounselingTipsPage', () => {
  it('shows a spinner, then the featured tip of the day and every active tip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T12:00:00Z'));
    const tips = [
      tip('Name the Worry', 'anxiety', '2026-01-01T08:00:00.000Z'),
      tip('Listen First', 'relationships', '2026-01-02T08:00:00.000Z'),
      tip('Rest Is Holy', 'self-care', '2026-01-03T08:00:00.000Z'),
      tip('Retired Tip', 'stress', '2026-01-04T08:00:00.000Z', false),
    ];
    await getDb().counselingTips.bulkAdd(tips);
    const expected = tipOfTheDay(tips, new Date(), browserTimeZone())!;

    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tips...');

    const featured = await screen.findByRole('region', { name: 'Today’s Featured Tip' });
    expect(within(featured).getByRole('heading', { name: expected.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const grid = within(screen.getByRole('region', { name: 'All Counseling Tips' }));
    const cards = grid.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Name the Worry',
      'Listen First',
      'Rest Is Holy',
    ]);
    expect(within(cards[2]!).getByText('Self-care')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Jan 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Retired Tip')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no active tips', async () => {
    await getDb().counselingTips.add(
      tip('Retired Tip', 'stress', '2026-01-04T08:00:00.000Z', false),
    );
    renderPage();
    expect(await screen.findByText('No counseling tips available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today’s Featured Tip' })).not.toBeInTheDocument();
  });
});
