/**
 * The app as main.tsx mounts it: the browser router the production build uses (the other screen
 * tests render the same routes in a memory data router, see web/test/render-app.tsx). Titles and
 * the crash screen come from the route elements, so they are checked here in the real router.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { App } from './App';

/** What the mocked Resources screen throws while rendering (nothing: it renders). */
const crash = vi.hoisted(() => ({ error: null as Error | null }));

vi.mock('../features/resources/ResourcesPage', () => ({
  default: function ResourcesPage() {
    if (crash.error) throw crash.error;
    return <h1>Resources</h1>;
  },
}));

function openAt(path: string) {
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  render(<App />);
  return { user };
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** React reports an error a boundary caught with console.error; expected here, so kept quiet. */
function expectCaughtError(error: Error) {
  vi.mocked(console.error).mockImplementation(() => {});
  return () =>
    expect(vi.mocked(console.error).mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: error.message }),
    );
}

beforeEach(() => {
  crash.error = null;
  fakeApi();
});

afterEach(() => {
  window.history.pushState({}, '', '/');
});

describe('App (browser router)', () => {
  it('opens the dashboard at / and titles each screen it navigates to', async () => {
    const { user } = openAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Selah' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dashboard · Selah'));

    await user.click(within(sidebar()).getByRole('link', { name: 'Resources' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    expect(window.location.pathname).toBe('/resources');
    await waitFor(() => expect(document.title).toBe('Resources · Selah'));
  });

  it('titles the sign-in screen inside the auth layout', async () => {
    openAt('/login');
    await waitFor(() => expect(document.title).toBe('Sign In · Selah'));
    // The sign-in frame loads as its own chunk.
    expect(await screen.findByRole('link', { name: 'Continue without an account' })).toBeVisible();
  });

  it('shows "404 Page Not Found" on an unknown path', async () => {
    openAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Selah'));
  });

  it('shows the calm crash screen when a screen throws, and recovers on navigation', async () => {
    crash.error = new Error('The resources screen broke');
    const wasReported = expectCaughtError(crash.error);
    const { user } = openAt('/resources');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(alert).toHaveTextContent(
      'Your entries are safe on this device. Reload the page to carry on.',
    );
    expect(alert).not.toHaveTextContent('The resources screen broke');
    wasReported();

    await user.click(within(alert).getByRole('link', { name: 'Go to Dashboard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Selah' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('asks for a refresh when a screen’s code cannot be loaded', async () => {
    crash.error = new TypeError(
      'Failed to fetch dynamically imported module: /assets/ResourcesPage-x.js',
    );
    const wasReported = expectCaughtError(crash.error);
    openAt('/resources');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page needs a refresh' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
    wasReported();
  });
});
