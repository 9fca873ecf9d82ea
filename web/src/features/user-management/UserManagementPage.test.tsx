import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUsersResponse, User } from '@selah/shared';
import UserManagementPage from './UserManagementPage';
import { renderInApp } from '../../../test/render-screen';

const NOW = Date.now();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const ADMIN: User = {
  id: '01960000-0000-7000-8000-000000000001',
  username: 'grace',
  email: 'grace@example.com',
  name: 'Grace Williams',
  level: 1,
  title: 'Mindful',
  isAdmin: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const RESPONSE: AdminUsersResponse = {
  members: [
    {
      id: 'a',
      name: 'Sarah Johnson',
      username: 'sarahj',
      email: 'sarah@example.com',
      isAdmin: true,
      createdAt: ago(45 * DAY),
      lastSeenAt: ago(10 * MINUTE),
    },
    {
      id: 'b',
      name: 'Michael Chen',
      username: 'michaelc',
      email: 'michael@example.com',
      isAdmin: false,
      createdAt: ago(20 * DAY),
      lastSeenAt: ago(5 * HOUR),
    },
    {
      id: 'c',
      name: 'Ruth Adeyemi',
      username: 'ruth',
      email: 'ruth@example.com',
      isAdmin: false,
      createdAt: ago(2 * DAY),
      lastSeenAt: null,
    },
  ],
  counts: { total: 3, activeNow: 1, admins: 1, newThisWeek: 1 },
};

type AdminUsersReply = () => Promise<Response>;

/** Signs `user` in and answers GET /api/admin/users with `adminUsers`. */
function setUp(
  user: User | null,
  adminUsers: AdminUsersReply = async () => Response.json(RESPONSE),
) {
  if (user) localStorage.setItem('selah.session.user', JSON.stringify(user));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/me')) {
      return user ? Response.json({ user }) : new Response('{}', { status: 401 });
    }
    if (url.endsWith('/api/admin/users')) return adminUsers();
    throw new TypeError('unexpected request');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return renderInApp(<UserManagementPage />, '/user-management');
}

function statValue(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

const adminUsersCalls = (fetchMock: ReturnType<typeof setUp>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/admin/users')).length;

describe('UserManagementPage', () => {
  it('shows an admin the members with their activity, and the counts', async () => {
    setUp(ADMIN);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');

    const members = within(await screen.findByRole('region', { name: 'Members' }));
    expect(statValue('Total Members')).toBe('3');
    expect(statValue('Active Now')).toBe('1');
    expect(statValue('Admins')).toBe('1');
    expect(statValue('New This Week')).toBe('1');

    const rows = members.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Sarah Johnson')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/@sarahj · sarah@example.com/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Admin')).toBeNull();
    expect(within(rows[1]!).getByText('Recent')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Last seen/)).toHaveTextContent('Last seen 5 hours ago');
    expect(within(rows[2]!).getByText('Offline')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Joined/)).toBeInTheDocument();

    for (const name of ['Add New User', 'Activity Report', 'Manage Roles']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Coming soon');
    }
  });

  it('tells members who are not admins, and guests, that it is for admins only', async () => {
    const fetchMock = setUp({ ...ADMIN, isAdmin: false });
    const { unmount } = renderPage();
    expect(screen.getByText('User management is for community admins only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New User' })).toBeNull();
    unmount();
    localStorage.clear();

    const guestFetch = setUp(null);
    renderPage();
    expect(screen.getByText(/admins only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(adminUsersCalls(fetchMock) + adminUsersCalls(guestFetch)).toBe(0);
  });

  it('explains that it needs a connection, and retries', async () => {
    let online = false;
    const fetchMock = setUp(ADMIN, async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return Response.json(RESPONSE);
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByText('User management needs a connection. Reconnect to see members.'),
    ).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(adminUsersCalls(fetchMock)).toBe(2);
  });

  it('does not even try while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = setUp(ADMIN);
    renderPage();
    expect(
      await screen.findByText('User management needs a connection. Reconnect to see members.'),
    ).toBeInTheDocument();
    expect(adminUsersCalls(fetchMock)).toBe(0);
  });

  it('shows the server error message', async () => {
    setUp(ADMIN, async () => Response.json({ error: 'Something went wrong' }, { status: 500 }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
