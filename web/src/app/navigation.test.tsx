import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';

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
const BOTTOM_BAR = ['Home', 'Mood', 'Journal', 'Community'];

/** The More sheet for a member: each link, where it leads and that screen's title. */
const MORE_SHEET: [name: string, path: string, title: string][] = [
  ['Goals', '/goals', 'Goals'],
  ['Meditation', '/meditation', 'Meditation'],
  ['Counseling Tips', '/counseling-tips', 'Counseling Tips'],
  ['Private Sessions', '/private-sessions', 'Private Sessions'],
  ['Resources', '/resources', 'Resources'],
  ['Settings', '/settings', 'Settings'],
  ['Privacy', '/privacy', 'Privacy'],
  ['My safety plan', '/safety-plan', 'My Safety Plan'],
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
function moreButton() {
  return within(bottomBar()).getByRole('button', { name: 'More' });
}
async function openMore(user: UserEvent) {
  await user.click(moreButton());
  return screen.findByRole('dialog', { name: 'More' });
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

  it('shows Home, Mood, Journal, Community and a More button in the bottom bar', async () => {
    fakeApi();
    renderApp('/');
    await layoutReady();
    const links = within(bottomBar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(BOTTOM_BAR);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/mood',
      '/journal',
      '/community',
    ]);
    expect(
      within(bottomBar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['More']);
    expect(moreButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reaches every other place by tapping More, then its link in the sheet', async () => {
    fakeApi();
    const { user, router } = renderApp('/');
    await layoutReady();
    for (const [name, path, title] of MORE_SHEET) {
      const sheet = await openMore(user);
      const links = within(sheet).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(MORE_SHEET.map(([label]) => label));
      await user.click(within(sheet).getByRole('link', { name }));
      expect(router.state.location.pathname).toBe(path);
      // Gone with the tap itself, not after a closing transition or the new screen's chunk: a
      // sheet still on its way out would take the next taps.
      expect(screen.queryByRole('dialog')).toBeNull();
      // The screen has rendered (a lazy screen keeps the old one up until it has loaded).
      await waitFor(() => expect(document.title).toBe(`${title} · Selah`));
      // Like a bar link, the choice takes focus to the new screen.
      await waitFor(() => expect(document.getElementById('main-content')).toHaveFocus());
      expect(moreButton()).toHaveAttribute('aria-current', 'true');
      expect(within(await openMore(user)).getByRole('link', { name })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('offers User Management in the More sheet to admins only', async () => {
    fakeApi();
    const member = renderApp('/');
    await layoutReady();
    const memberSheet = await openMore(member.user);
    expect(within(memberSheet).queryByRole('link', { name: 'User Management' })).toBeNull();
    member.unmount();

    const admin = { ...TEST_USER, isAdmin: true };
    fakeApi({ 'GET /api/session': () => ({ body: { user: admin, accountDeleted: false } }) });
    const { user, router } = renderApp('/', { signedInAs: admin });
    await layoutReady();
    const sheet = await openMore(user);
    await user.click(within(sheet).getByRole('link', { name: 'User Management' }));
    expect(router.state.location.pathname).toBe('/user-management');
    await waitFor(() => expect(moreButton()).toHaveAttribute('aria-current', 'true'));
  });

  it('closes the sheet on Escape and gives focus back to More', async () => {
    fakeApi();
    const { user, router } = renderApp('/journal');
    await layoutReady();
    await openMore(user);
    // The page behind the sheet is inert (hidden from assistive tech) while it is open.
    expect(screen.getByRole('button', { name: 'More', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moreButton()).toHaveFocus();
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');

    await openMore(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moreButton()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/journal');
  });

  it('marks the current route with aria-current in both navigations and follows navigation', async () => {
    fakeApi();
    const { user, router } = renderApp('/journal');
    await layoutReady();

    expect(within(sidebar()).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bottomBar()).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(moreButton()).not.toHaveAttribute('aria-current');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(document.title).toBe('Journal · Selah'));

    // A place that lives in the More sheet: More is marked instead of a bar link.
    await user.click(within(sidebar()).getByRole('link', { name: 'Counseling Tips' }));
    expect(router.state.location.pathname).toBe('/counseling-tips');
    await waitFor(() => expect(document.title).toBe('Counseling Tips · Selah'));
    expect(within(sidebar()).getByRole('link', { name: 'Counseling Tips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(moreButton()).toHaveAttribute('aria-current', 'true');
    for (const link of within(bottomBar()).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
    expect(within(sidebar()).getByRole('link', { name: 'Journal' })).not.toHaveAttribute(
      'aria-current',
    );
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
