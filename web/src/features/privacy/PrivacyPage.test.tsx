import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import PrivacyPage from './PrivacyPage';

describe('Privacy', () => {
  it('says in plain words what is kept where, who sees it, and what leaves the device', () => {
    renderScreen(<PrivacyPage />, { path: '/privacy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your privacy' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What is stored, and where',
      'Who can see it',
      'What leaves this device',
      'Take your data with you, or delete it',
      'Getting help, privately',
    ]);

    const stored = screen.getByRole('region', { name: 'What is stored, and where' });
    expect(within(stored).getByRole('heading', { name: 'On this device' })).toBeInTheDocument();
    expect(stored).toHaveTextContent('IndexedDB');
    expect(stored).toHaveTextContent('Your safety plan and your care settings');
    expect(stored).toHaveTextContent('stay on this device only');
    expect(stored).toHaveTextContent('If you turn on a daily reminder');
    expect(stored).toHaveTextContent('the address its push service gave it');

    const who = screen.getByRole('region', { name: 'Who can see it' });
    expect(who).toHaveTextContent('Only you see your moods, goals, journal');
    expect(who).toHaveTextContent('They never see your journal or your moods.');

    const leaves = screen.getByRole('region', { name: 'What leaves this device' });
    expect(leaves).toHaveTextContent('No analytics, no trackers, no ads.');
    expect(leaves).toHaveTextContent('No third-party scripts');
    expect(leaves).toHaveTextContent('No cookies but the one that keeps you signed in.');
    expect(leaves).toHaveTextContent('never your moods, notes, journal or name');

    const data = screen.getByRole('region', { name: 'Take your data with you, or delete it' });
    expect(data).toHaveTextContent('Settings → Your data');
    expect(data).toHaveTextContent('Settings → Delete my account');
    expect(within(data).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );

    expect(screen.getByRole('region', { name: 'Getting help, privately' })).toHaveTextContent(
      'Nothing about it is tracked or recorded',
    );
  });
});
