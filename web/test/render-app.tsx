/**
 * Renders the whole app (providers, layouts, lazy screens) at `path`, the way a member sees it.
 * Use it for integration tests of screens: find things by role and label, act with user-event.
 *
 *   fakeApi({ ... });                       // answer the API first
 *   const { user } = renderApp('/login');
 *   await user.type(await screen.findByLabelText('Email'), 'grace@example.org');
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@selah/shared';
import { AppProviders } from '../src/app/AppProviders';
import { appRoutes } from '../src/app/routes';
import { writeCachedUser } from '../src/session/session-cache';

export const TEST_USER: User = {
  id: '0190a5d2-7c4e-7abc-8def-0123456789ab',
  username: 'grace',
  email: 'grace@example.org',
  name: 'Grace Walker',
  level: 1,
  title: 'Mindful',
  isAdmin: false,
  createdAt: '2025-01-06T09:00:00.000Z',
};

export interface RenderAppOptions {
  /** Start signed in as this member (from the session cache, as after a previous visit). */
  signedInAs?: User;
  /** Options for user-event, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderApp(path = '/', options: RenderAppOptions = {}) {
  if (options.signedInAs) writeCachedUser(options.signedInAs);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup(options.userEventOptions);
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}
