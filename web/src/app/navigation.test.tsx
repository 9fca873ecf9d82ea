import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const SIDEBAR = [
  'Dashboard',
  'Mood Tracking',
  'Goals',
  'Journal',
  'Community',
  'Meditation',
  'Counseling Tips',
  'Private Sessions',
  'User Management',
  'Resources',
];
const BOTTOM_BAR = [
  'Home',
  'Mood',
  'Goals',
  'Journal',
  'Community',
  'Meditation',
  'Tips',
  'Sessions',
  'Resources',
];

/** The layout is not lazy; the screens are (and belong to their features), so tests wait on it. */
async function layoutReady() {
  await screen.findByRole('navigation', { name: 'Main' });
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Main' });
}
function bottomBar() {
  return screen.getByRole('navigation', { name: 'Main, mobile' });
}

describe('app navigation', () => {
  it('lists the ten screens in the sidebar, in order', async () => {
    fakeApi();
    renderApp('/');
    await layoutReady();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/mood',
      '/goals',
      '/journal',
      '/community',
      '/meditation',
      '/counseling-tips',
      '/private-sessions',
      '/user-management',
      '/resources',
    ]);
  });

  it('renders no sidebar on a phone, only the bottom bar', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      fakeApi();
      renderApp('/');
      await screen.findByRole('navigation', { name: 'Main, mobile' });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it('shows the nine short labels in the bottom bar, without user management', async () => {
    fakeApi();
    renderApp('/');
    await layoutReady();
    const links = within(bottomBar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(BOTTOM_BAR);
    expect(within(bottomBar()).queryByRole('link', { name: /user management/i })).toBeNull();
  });

  it('marks the current route with aria-current in both navigations and follows navigation', async () => {
    fakeApi();
    const { user, router } = renderApp('/goals');
    await layoutReady();

    expect(within(sidebar()).getByRole('link', { name: 'Goals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bottomBar()).getByRole('link', { name: 'Goals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(document.title).toBe('Goals · Selah'));

    await user.click(within(sidebar()).getByRole('link', { name: 'Counseling Tips' }));
    expect(router.state.location.pathname).toBe('/counseling-tips');
    expect(within(sidebar()).getByRole('link', { name: 'Counseling Tips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bottomBar()).getByRole('link', { name: 'Tips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Goals' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(document.title).toBe('Counseling Tips · Selah'));
  });

  it('shows "404 Page Not Found" with a way home on an unknown path', async () => {
    fakeApi();
    const { user, router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Selah'));

    await user.click(screen.getByRole('link', { name: /back to dashboard/i }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Dashboard · Selah'));
  });

  it('offers a skip link to the main content, and a sidebar card that opens Settings', async () => {
    fakeApi();
    renderApp('/');
    await layoutReady();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    // A guest is invited; the card is no fixed stranger's name.
    expect(screen.queryByText('Level 5 • Mindful')).toBeNull();
    expect(screen.getByRole('link', { name: /Welcome, friend/ })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getAllByText('Your faith-based wellness community').length).toBeGreaterThan(0);
  });
});
