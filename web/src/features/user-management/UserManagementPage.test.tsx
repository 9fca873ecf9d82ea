import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUsersResponse, ReportedPost, User } from '@selah/shared';
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
/** Answers the reports queue and its hide/restore calls (the URL and method as asked). */
type ReportsReply = (url: URL, method: string) => Promise<Response>;

/**
 * Signs `user` in and answers GET /api/admin/users with `adminUsers` and /api/admin/reports and
 * /api/admin/community-posts/... with `reports` (by default: as if offline).
 */
function setUp(
  user: User | null,
  adminUsers: AdminUsersReply = async () => Response.json(RESPONSE),
  reports?: ReportsReply,
) {
  if (user) localStorage.setItem('selah.session.user', JSON.stringify(user));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me') {
      return user ? Response.json({ user }) : new Response('{}', { status: 401 });
    }
    if (url.pathname === '/api/admin/users') return adminUsers();
    if (url.pathname === '/api/admin/users/b/reset-link' && init?.method === 'POST') {
      return Response.json({
        url: 'https://selah.example.org/reset-password#token=abc123',
        expiresAt: new Date(NOW + DAY).toISOString(),
      });
    }
    if (
      reports &&
      (url.pathname === '/api/admin/reports' ||
        url.pathname.startsWith('/api/admin/community-posts/'))
    ) {
      return reports(url, init?.method ?? 'GET');
    }
    throw new TypeError('unexpected request');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const REPORTED: ReportedPost[] = [
  {
    post: {
      id: '01960000-0000-7000-8000-0000000000a1',
      content: 'Buy my course today!',
      createdAt: ago(3 * HOUR),
      author: { id: 'b', name: 'Michael Chen' },
      likes: 2,
    },
    hiddenAt: null,
    reports: [
      {
        reporter: { id: 'a', name: 'Sarah Johnson' },
        reason: 'spam',
        note: 'Third time this week.',
        createdAt: ago(20 * MINUTE),
      },
      {
        reporter: { id: 'c', name: 'Ruth Adeyemi' },
        reason: 'other',
        note: null,
        createdAt: ago(2 * HOUR),
      },
    ],
    lastReportedAt: ago(20 * MINUTE),
  },
  {
    post: {
      id: '01960000-0000-7000-8000-0000000000a2',
      content: 'Something unkind.',
      createdAt: ago(2 * DAY),
      author: { id: 'c', name: 'Ruth Adeyemi' },
      likes: 0,
    },
    hiddenAt: ago(DAY),
    reports: [
      {
        reporter: { id: 'a', name: 'Sarah Johnson' },
        reason: 'unkind',
        note: null,
        createdAt: ago(DAY + HOUR),
      },
    ],
    lastReportedAt: ago(DAY + HOUR),
  },
];

function reportsRegion() {
  return screen.findByRole('region', { name: 'Reported posts' });
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
    expect(screen.getByText('Loading members...').closest('[role="status"]')).not.toBeNull();

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

  it('makes a password reset link for a member, to hand over and copy', async () => {
    setUp(ADMIN);
    const user = userEvent.setup();
    renderPage();
    const members = within(await screen.findByRole('region', { name: 'Members' }));
    await user.click(members.getByRole('button', { name: 'Reset link for Michael Chen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Password reset link for Michael Chen',
    });
    expect(within(dialog).getByLabelText('Link')).toHaveValue(
      'https://selah.example.org/reset-password#token=abc123',
    );
    expect(dialog).toHaveTextContent('It works once');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://selah.example.org/reset-password#token=abc123');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
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
  it('shows an admin the reported posts with every report, and hides one', async () => {
    const calls: string[] = [];
    let queue = structuredClone(REPORTED);
    setUp(ADMIN, undefined, async (url, method) => {
      calls.push(`${method} ${url.pathname}${url.search}`);
      const hide = /^\/api\/admin\/community-posts\/([^/]+)\/(hide|restore)$/.exec(url.pathname);
      if (hide && method === 'POST') {
        const hiddenAt = hide[2] === 'hide' ? new Date().toISOString() : null;
        queue = queue.map((item) => (item.post.id === hide[1] ? { ...item, hiddenAt } : item));
        return Response.json({ id: hide[1], hiddenAt });
      }
      return Response.json(queue);
    });
    const user = userEvent.setup();
    renderPage();

    const region = within(await reportsRegion());
    const items = await region.findAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Post by Michael Chen');
    expect(first).toHaveTextContent('Buy my course today!');
    expect(within(first).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(first).getByText('Visible')).toBeInTheDocument();
    expect(within(first).getByText('2 reports')).toBeInTheDocument();
    const reports = within(first).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent('Sarah Johnson · Spam or advertising · just now');
    expect(reports[0]).toHaveTextContent('“Third time this week.”');
    expect(reports[1]).toHaveTextContent('Ruth Adeyemi · Something else · 2 hours ago');
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(within(second).getByText('1 report')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Restore post' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(within(first).getByText('Hidden')).toBeInTheDocument());
    expect(within(first).getByRole('button', { name: 'Restore post' })).toBeInTheDocument();
    expect(calls).toContain(`POST /api/admin/community-posts/${REPORTED[0]!.post.id}/hide`);
    // The queue is read again after the change.
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(2));
    expect(calls[0]).toBe('GET /api/admin/reports?limit=50');

    await user.click(within(second).getByRole('button', { name: 'Restore post' }));
    await waitFor(() => expect(within(second).getByText('Visible')).toBeInTheDocument());
    expect(calls).toContain(`POST /api/admin/community-posts/${REPORTED[1]!.post.id}/restore`);
  });

  it('says when a hide fails, and keeps the post as it was', async () => {
    setUp(ADMIN, undefined, async (url, method) =>
      method === 'POST'
        ? Response.json({ error: 'Post not found' }, { status: 404 })
        : Response.json(REPORTED),
    );
    const user = userEvent.setup();
    renderPage();
    const region = within(await reportsRegion());
    const [first] = await region.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Hide post' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent(
      'Couldn’t hide the post. Post not found',
    );
    expect(within(first!).getByText('Visible')).toBeInTheDocument();
  });

  it('pages the queue with "Load more" while the server sends a next cursor', async () => {
    const asked: string[] = [];
    setUp(ADMIN, undefined, async (url) => {
      asked.push(url.search);
      return url.searchParams.get('cursor') === 'page-2'
        ? Response.json([REPORTED[1]])
        : Response.json([REPORTED[0]], { headers: { 'X-Next-Cursor': 'page-2' } });
    });
    const user = userEvent.setup();
    renderPage();
    const region = within(await reportsRegion());
    expect(await region.findAllByRole('article')).toHaveLength(1);
    await user.click(region.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(2));
    expect(asked).toEqual(['?limit=50', '?limit=50&cursor=page-2']);
    expect(region.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nobody reported anything, and that reports need a connection', async () => {
    setUp(ADMIN, undefined, async () => Response.json([]));
    const { unmount } = renderPage();
    const region = within(await reportsRegion());
    expect(
      await region.findByText('No reported posts. The community is being kind.'),
    ).toBeInTheDocument();
    unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = setUp(ADMIN, undefined, async () => Response.json([]));
    renderPage();
    expect(
      within(await reportsRegion()).getByText('Reports load when you’re back online.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/reports')),
    ).toHaveLength(0);
  });

  it('shows members who are not admins no reports queue, and never asks for it', async () => {
    const fetchMock = setUp({ ...ADMIN, isAdmin: false }, undefined, async () =>
      Response.json(REPORTED),
    );
    renderPage();
    expect(screen.getByText('User management is for community admins only.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reported posts' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/reports')),
    ).toHaveLength(0);
  });
});
