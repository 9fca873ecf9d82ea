/**
 * Renders one screen the way the app does (AppProviders: toasts and session, inside a router), for
 * feature tests. The network is stubbed: GET /api/me answers with `member` (or 401 for a guest) and
 * every other request fails as if offline, so screens are tested against local Dexie data only.
 *
 *   const member = signInAs();          // optional: the member's database becomes getDb()
 *   await getDb().goals.add(...);       // seed
 *   const { user } = renderScreen(<GoalsPage />, { path: '/goals', member });
 *   await user.click(...);          // user-event
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '@selah/shared';
import { AppProviders } from '../src/app/AppProviders';
import { writeCachedUser } from '../src/session/session-cache';
import { activateAccount } from '../src/db';

export const TEST_MEMBER: User = {
  id: 'member-1',
  username: 'grace',
  email: 'grace@example.com',
  name: 'Grace Miller',
  level: 1,
  title: 'Mindful',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Makes `user` the signed-in member (cached as after an earlier visit) and opens their database. */
export function signInAs(user: User = TEST_MEMBER): User {
  writeCachedUser(user);
  activateAccount(user.id);
  return user;
}

export function stubNetwork(user: User | null): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/me')) {
        return user
          ? new Response(JSON.stringify({ user }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response('{"error":"Not signed in"}', { status: 401 });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
}

export function renderScreen(
  screenElement: ReactElement,
  options: { path?: string; member?: User | null } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  stubNetwork(options.member ?? null);
  const result = renderInApp(screenElement, options.path);
  return { ...result, user: userEvent.setup() };
}

/**
 * Renders one screen inside the app's providers and a router at `path`, leaving the network as the
 * test stubbed it. Feature tests render through this (or renderScreen), never through app/ itself.
 */
export function renderInApp(screenElement: ReactElement, path = '/'): RenderResult {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{screenElement}</MemoryRouter>
    </AppProviders>,
  );
}
