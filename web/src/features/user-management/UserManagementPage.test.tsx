import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LAST_ADMIN_ROLE_MESSAGE,
  type ActivityReport,
  type AdminMember,
  type AdminUsersResponse,
  type ReportedPost,
  type User,
} from '@selah/shared';
import { ADD_MEMBER_OFFLINE_MESSAGE } from './AddMemberDialog';
import { QUICK_ACTIONS_OFFLINE_MESSAGE } from './QuickActions';
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
      isDemo: false,
    },
    {
      id: 'b',
      name: 'Michael Chen',
      username: 'michaelc',
      email: 'michael@example.com',
      isAdmin: false,
      createdAt: ago(20 * DAY),
      lastSeenAt: ago(5 * HOUR),
      isDemo: false,
    },
    {
      id: 'c',
      name: 'Ruth Adeyemi',
      username: 'ruth',
      email: 'ruth@example.com',
      isAdmin: false,
      createdAt: ago(2 * DAY),
      lastSeenAt: null,
      isDemo: true,
    },
  ],
  counts: { total: 3, activeNow: 1, admins: 1, newThisWeek: 1 },
};

/** Set to answer reset links with this 400 (a server that cannot tell its own address). */
let resetLinkRefusal: string | null = null;

type AdminUsersReply = () => Promise<Response>;
/** Answers the reports queue and its hide/restore calls (the URL and method as asked). */
type ReportsReply = (url: URL, method: string) => Promise<Response>;
/** Answers the quick actions' calls: adding a member, a role change, the activity report. */
type QuickActionsReply = (url: URL, method: string, body: unknown) => Promise<Response>;

/**
 * Signs `user` in and answers GET /api/admin/users with `adminUsers`, /api/admin/reports and
 * /api/admin/community-posts/... with `reports` (by default: as if offline), and the quick actions'
 * calls with `quickActions`.
 */
function setUp(
  user: User | null,
  adminUsers: AdminUsersReply = async () => Response.json(RESPONSE),
  reports?: ReportsReply,
  quickActions?: QuickActionsReply,
) {
  if (user) localStorage.setItem('selah.session.user', JSON.stringify(user));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/session') {
      return Response.json({ user: user ?? null, accountDeleted: false });
    }
    if (url.pathname === '/api/admin/users' && method === 'GET') return adminUsers();
    if (url.pathname === '/api/admin/users/b/reset-link' && method === 'POST') {
      if (resetLinkRefusal) return Response.json({ error: resetLinkRefusal }, { status: 400 });
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
      return reports(url, method);
    }
    const quickAction =
      url.pathname === '/api/admin/users' ||
      url.pathname === '/api/admin/activity' ||
      /^\/api\/admin\/users\/[^/]+\/role$/.test(url.pathname);
    if (quickActions && quickAction) {
      return quickActions(url, method, init?.body ? JSON.parse(String(init.body)) : undefined);
    }
    throw new TypeError('unexpected request');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const REPORTED: ReportedPost[] = [
  {
    table: 'communityPosts',
    post: {
      id: '01960000-0000-7000-8000-0000000000a1',
      content: 'Buy my course today!',
      createdAt: ago(3 * HOUR),
      author: { id: 'b', name: 'Michael Chen' },
      likes: 2,
      isAnonymous: false,
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
    table: 'communityPosts',
    post: {
      id: '01960000-0000-7000-8000-0000000000a2',
      content: 'Something unkind.',
      createdAt: ago(2 * DAY),
      author: { id: 'c', name: 'Ruth Adeyemi' },
      likes: 0,
      isAnonymous: false,
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

    const quickActions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    for (const name of ['Add New User', 'Activity Report', 'Manage Roles']) {
      const button = quickActions.getByRole('button', { name });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('title');
    }
    expect(document.body).not.toHaveTextContent(/coming soon/i);
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
    // The button says so once the clipboard has answered (the write is asynchronous).
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows why the server refuses to make a reset link', async () => {
    const refusal =
      'Links cannot be made from this address: set PUBLIC_URL to the address members reach Selah at';
    resetLinkRefusal = refusal;
    try {
      setUp(ADMIN);
      const user = userEvent.setup();
      renderPage();
      const members = within(await screen.findByRole('region', { name: 'Members' }));
      await user.click(members.getByRole('button', { name: 'Reset link for Michael Chen' }));
      expect(await members.findByRole('alert')).toHaveTextContent(refusal);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      resetLinkRefusal = null;
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

  it('does not even try while the browser is offline, and says the quick actions wait too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = setUp(ADMIN);
    renderPage();
    expect(
      await screen.findByText('User management needs a connection. Reconnect to see members.'),
    ).toBeInTheDocument();
    expect(adminUsersCalls(fetchMock)).toBe(0);
    const quickActions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    for (const name of ['Add New User', 'Activity Report', 'Manage Roles']) {
      const button = quickActions.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(QUICK_ACTIONS_OFFLINE_MESSAGE);
    }
  });

  it('shows the server error message', async () => {
    setUp(ADMIN, async () => Response.json({ error: 'The database is resting' }, { status: 500 }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is resting');
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

/** A member the admin adds, as the server answers them. */
const GRACE_HOPPER: AdminMember = {
  id: '01960000-0000-7000-8000-0000000000b1',
  name: 'Grace Hopper',
  username: 'grace_h',
  email: 'grace.hopper@example.org',
  isAdmin: false,
  createdAt: new Date(NOW).toISOString(),
  lastSeenAt: null,
  isDemo: false,
};
const SET_PASSWORD_URL = 'https://selah.example.org/reset-password#token=new-member-token';

/** The signed-in admin, listed among the members (to remove their own role). */
const ADMIN_AS_MEMBER: AdminMember = {
  id: ADMIN.id,
  name: ADMIN.name,
  username: ADMIN.username,
  email: ADMIN.email,
  isAdmin: true,
  createdAt: ADMIN.createdAt,
  lastSeenAt: ago(MINUTE),
  isDemo: false,
};

/** The member list as a server would answer it after the quick actions so far. */
function listOf(members: AdminMember[]): AdminUsersResponse {
  return {
    members,
    counts: { ...RESPONSE.counts, total: members.length },
  };
}

async function openQuickAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  const quickActions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
  await user.click(quickActions.getByRole('button', { name }));
}

describe('Quick Actions', () => {
  it('adds a member and shows the link that sets their password, to copy', async () => {
    let members = [...RESPONSE.members];
    const posted: unknown[] = [];
    setUp(
      ADMIN,
      async () => Response.json(listOf(members)),
      undefined,
      async (url, method, body) => {
        if (url.pathname !== '/api/admin/users' || method !== 'POST') throw new TypeError('no');
        posted.push(body);
        members = [GRACE_HOPPER, ...members];
        return Response.json(
          {
            member: GRACE_HOPPER,
            link: { url: SET_PASSWORD_URL, expiresAt: new Date(NOW + DAY).toISOString() },
          },
          { status: 201 },
        );
      },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Members' });
    await openQuickAction(user, 'Add New User');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a new member' }));

    // The signup rules, checked before anything is sent; the first refused field takes the focus.
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    const username = dialog.getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(posted).toEqual([]);

    await user.type(dialog.getByLabelText('Name'), 'Grace Hopper');
    await user.type(username, 'grace_h');
    await user.type(dialog.getByLabelText('Email'), 'grace.hopper@example.org');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'Grace Hopper was added' });
    expect(posted).toEqual([
      { name: 'Grace Hopper', username: 'grace_h', email: 'grace.hopper@example.org' },
    ]);
    expect(linkDialog).toHaveAccessibleDescription(
      'Send this link to Grace Hopper. It works once, within 24 hours, to set a password.',
    );
    const link = within(linkDialog).getByLabelText('Link');
    expect(link).toHaveValue(SET_PASSWORD_URL);
    // The focus moves from the form to the link, read with what to do with it.
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(/^Send this link to Grace Hopper\. It works once/);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(linkDialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SET_PASSWORD_URL);
    expect(await within(linkDialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The new member is in the list, on top (newest first).
    const list = within(screen.getByRole('region', { name: 'Members', hidden: true }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('Grace Hopper'),
    );
    await user.click(within(linkDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(statValue('Total Members')).toBe('4'));
  });

  it('shows the server’s refusal on the field it names', async () => {
    setUp(ADMIN, undefined, undefined, async () =>
      Response.json({ error: 'That username is taken', field: 'username' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderPage();
    await openQuickAction(user, 'Add New User');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a new member' }));
    await user.type(dialog.getByLabelText('Username'), 'michaelc');
    await user.type(dialog.getByLabelText('Email'), 'new@example.org');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));

    const username = dialog.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('That username is taken'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(dialog.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    // The form stays as it was, for a new username.
    expect(dialog.getByLabelText('Email')).toHaveValue('new@example.org');
  });

  it('says that adding a member needs a connection when the call cannot reach the server', async () => {
    setUp(ADMIN, undefined, undefined, async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderPage();
    await openQuickAction(user, 'Add New User');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a new member' }));
    await user.type(dialog.getByLabelText('Username'), 'offline_olive');
    await user.type(dialog.getByLabelText('Email'), 'olive@example.org');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ADD_MEMBER_OFFLINE_MESSAGE);
    expect(dialog.getByLabelText('Username')).toHaveValue('offline_olive');
  });

  it('makes a member an admin, and shows the change in the dialog and the list', async () => {
    let members = [...RESPONSE.members];
    const puts: string[] = [];
    setUp(
      ADMIN,
      async () => Response.json(listOf(members)),
      undefined,
      async (url, method, body) => {
        const id = /^\/api\/admin\/users\/([^/]+)\/role$/.exec(url.pathname)?.[1];
        if (!id || method !== 'PUT') throw new TypeError('no');
        const { isAdmin } = body as { isAdmin: boolean };
        puts.push(`${id} ${isAdmin}`);
        members = members.map((m) => (m.id === id ? { ...m, isAdmin } : m));
        const changed = members.find((m) => m.id === id)!;
        return Response.json({ user: { ...ADMIN, ...changed, level: 1, title: 'Mindful' } });
      },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Members' });
    await openQuickAction(user, 'Manage Roles');
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage roles' }));

    const rows = dialog.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Remove admin: Sarah Johnson' }),
    ).toBeInTheDocument();
    // Demo members can never be admins: their row says so, with no button.
    expect(rows[2]).toHaveTextContent('Demo member: can’t be an admin');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Make admin: Michael Chen' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Michael Chen is now an admin.');
    expect(puts).toEqual(['b true']);
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Remove admin: Michael Chen' }),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const listed = within(screen.getByRole('region', { name: 'Members' })).getAllByRole('listitem');
    expect(within(listed[1]!).getByText('Admin')).toBeInTheDocument();
  });

  it('asks before an admin removes their own role, then shows the admins-only page', async () => {
    const puts: string[] = [];
    setUp(
      ADMIN,
      async () => Response.json(listOf([ADMIN_AS_MEMBER, ...RESPONSE.members])),
      undefined,
      async (url, method, body) => {
        puts.push(`${method} ${url.pathname} ${JSON.stringify(body)}`);
        return Response.json({ user: { ...ADMIN, isAdmin: false } });
      },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Members' });
    await openQuickAction(user, 'Manage Roles');
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage roles' }));
    await user.click(dialog.getByRole('button', { name: 'Remove admin: Grace Williams (you)' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' });
    expect(puts).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Remove admin: Grace Williams (you)' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' });
    await user.click(within(again).getByRole('button', { name: 'Remove my role' }));
    expect(
      await screen.findByText('User management is for community admins only.'),
    ).toBeInTheDocument();
    expect(puts).toEqual([`PUT /api/admin/users/${ADMIN.id}/role {"isAdmin":false}`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('selah.session.user')!)).toMatchObject({
      isAdmin: false,
    });
  });

  it('shows the server’s refusal under the member it concerns', async () => {
    setUp(
      ADMIN,
      async () => Response.json(listOf([ADMIN_AS_MEMBER, ...RESPONSE.members])),
      undefined,
      async () =>
        Response.json({ error: LAST_ADMIN_ROLE_MESSAGE, field: 'isAdmin' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderPage();
    await openQuickAction(user, 'Manage Roles');
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage roles' }));
    await user.click(dialog.getByRole('button', { name: 'Remove admin: Grace Williams (you)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove my role' }));

    const [mine] = dialog.getAllByRole('listitem');
    expect(await within(mine!).findByRole('alert')).toHaveTextContent(LAST_ADMIN_ROLE_MESSAGE);
    const button = within(mine!).getByRole('button', {
      name: 'Remove admin: Grace Williams (you)',
    });
    expect(button).toHaveAccessibleDescription(LAST_ADMIN_ROLE_MESSAGE);
    // Still an admin, still on the page.
    expect(screen.getByRole('region', { name: 'Members', hidden: true })).toBeInTheDocument();
  });

  it('shows the activity report as tables with captions, weeks in UTC', async () => {
    const weekStarts = [
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ];
    const report: ActivityReport = {
      generatedAt: '2026-03-04T12:00:00.000Z',
      membersSeen: { day: 2, week: 3, month: 4 },
      weeks: weekStarts.map((day, index) => ({
        weekStart: `${day}T00:00:00.000Z`,
        newMembers: index,
        visiblePosts: index === 7 ? 5 : 0,
        hiddenPosts: index === 7 ? 1 : 0,
      })),
      openReports: 2,
    };
    let answer: () => Response = () => Response.json({ error: 'Something broke' }, { status: 500 });
    const asked: string[] = [];
    setUp(ADMIN, undefined, undefined, async (url, method) => {
      asked.push(`${method} ${url.pathname}`);
      return answer();
    });
    const user = userEvent.setup();
    renderPage();
    await openQuickAction(user, 'Activity Report');
    const dialog = within(await screen.findByRole('dialog', { name: 'Activity report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something broke');

    answer = () => Response.json(report);
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    const seen = await dialog.findByRole('table', { name: 'Members who visited' });
    expect(
      within(seen)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WhenMembers',
      'In the last 24 hours2',
      'In the last 7 days3',
      'In the last 30 days4',
    ]);

    const weeks = dialog.getByRole('table', { name: /The last 8 weeks/ });
    expect(weeks).toHaveTextContent('Weeks start Monday, UTC.');
    const rows = within(weeks).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'New members', 'Posts shown', 'Posts hidden']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Jan 12, 2026');
    expect(within(rows[8]!).getByRole('rowheader')).toHaveTextContent(
      'Mar 2, 2026This week, so far',
    );
    expect(
      within(rows[8]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '5', '1']);
    expect(dialog.getByText(/Open reports:/).parentElement).toHaveTextContent(
      'Open reports: 2 (reported posts still in the feed)',
    );
    expect(asked).toEqual(['GET /api/admin/activity', 'GET /api/admin/activity']);
  });
});
