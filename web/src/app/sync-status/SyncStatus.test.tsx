import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedMutation, SyncStatus as SyncStatusValue } from '../../sync';
import { discardFailed, retryFailed } from '../../sync';
import { activateAccount } from '../../db/active-db';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { SyncStatus } from '../layout/SyncStatus';

// The engine is another module's job: here its hooks say whatever each test needs.
const mocks = vi.hoisted(() => ({
  status: {
    state: 'saved',
    pending: 0,
    failed: 0,
    message: null,
  } as SyncStatusValue,
  failed: [] as FailedMutation[],
  listeners: new Set<() => void>(),
}));

vi.mock('../../sync', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    mocks.listeners.add(listener);
    return () => mocks.listeners.delete(listener);
  };
  return {
    useSyncStatus: () => useSyncExternalStore(subscribe, () => mocks.status),
    useFailedMutations: () => mocks.failed,
    retryFailed: vi.fn(async () => true),
    discardFailed: vi.fn(async () => true),
    requestFlush: vi.fn(),
    syncNow: vi.fn(async () => {}),
    whenSyncIdle: vi.fn(async () => {}),
  };
});

function setStatus(patch: Partial<SyncStatusValue>) {
  mocks.status = { state: 'saved', pending: 0, failed: 0, message: null, ...patch };
  act(() => {
    for (const listener of mocks.listeners) listener();
  });
}

function renderStatus({ guest = false } = {}) {
  const member = guest ? null : signInAs();
  return renderScreen(<SyncStatus />, { member });
}

const MORNING_PRAYER: FailedMutation = {
  mutationId: '0190a5d2-0000-7000-8000-000000000001',
  name: 'journal.create',
  args: {
    id: '0190a5d2-0000-7000-8000-0000000000a1',
    title: 'Morning prayer',
    content: 'Thankful',
    category: 'gratitude',
    createdAt: '2026-01-05T15:30:00.000Z',
  },
  lastError: 'Title is too long',
  createdAt: '2026-01-05T15:30:00.000Z',
};

const GOAL_STEP: FailedMutation = {
  mutationId: '0190a5d2-0000-7000-8000-000000000002',
  name: 'goal.progress',
  args: { id: '0190a5d2-0000-7000-8000-0000000000b2', delta: 1 },
  lastError: 'Goal not found',
  createdAt: '2026-01-05T15:31:00.000Z',
};

beforeEach(() => {
  setStatus({});
  mocks.failed = [];
});

describe('sync status line', () => {
  it('is a polite live region saying all changes are saved', async () => {
    renderStatus();
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('All changes saved');
  });

  it('tells a guest their changes are saved on this device', async () => {
    renderStatus({ guest: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved on this device');

    // Offline too, with no count: a guest's changes wait for an account, not for the network.
    setStatus({ state: 'offline', pending: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Offline — changes are saved on this device$/,
    );
  });

  it('says offline, waiting and syncing', async () => {
    setStatus({ state: 'offline', pending: 2 });
    renderStatus();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Offline — 2 changes waiting on this device$/,
    );

    setStatus({ state: 'waiting', pending: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(/^1 change waiting$/);

    setStatus({ state: 'waiting', pending: 3 });
    expect(screen.getByRole('status')).toHaveTextContent(/^3 changes waiting$/);

    // A sync shows up only when it lasts: short ones keep the line steady.
    setStatus({ state: 'syncing', pending: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('3 changes waiting');
    expect(await screen.findByText('Syncing…')).toBeInTheDocument();
  });

  it('asks to sign in again, keeping the changes', async () => {
    setStatus({ state: 'signin', pending: 4 });
    renderStatus();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sign in again to sync your changes');
    expect(within(status).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s message when this version is outdated, with a Reload button', async () => {
    setStatus({ state: 'outdated', message: 'Please reload Selah to keep syncing.' });
    renderStatus();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Please reload Selah to keep syncing.');
    expect(within(status).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('counts failures as a button, also beside another state', async () => {
    setStatus({ state: 'failed', failed: 1 });
    renderStatus();
    expect(
      within(await screen.findByRole('status')).getByRole('button', {
        name: '1 change couldn’t sync',
      }),
    ).toBeInTheDocument();

    setStatus({ state: 'offline', failed: 2 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Offline — changes are saved on this device');
    expect(within(status).getByRole('button', { name: '2 changes couldn’t sync' })).toBeVisible();
  });
});

describe('the couldn’t-sync list', () => {
  async function openList() {
    setStatus({ state: 'failed', failed: mocks.failed.length });
    const db = activateAccount('member-1');
    await db.goals.add({
      id: GOAL_STEP.args.id,
      userId: 'member-1',
      title: 'Pray daily',
      description: null,
      targetValue: 7,
      currentValue: 2,
      category: null,
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const view = renderStatus();
    await view.user.click(
      await screen.findByRole('button', { name: `${mocks.failed.length} changes couldn’t sync` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Changes that couldn’t sync' });
    return { ...view, dialog };
  }

  it('describes each change with its reason, and retries one', async () => {
    mocks.failed = [MORNING_PRAYER, GOAL_STEP];
    const { user, dialog } = await openList();

    const journal = within(dialog).getByRole('listitem', {
      name: 'Journal entry “Morning prayer”',
    });
    expect(journal).toHaveTextContent('Reason: Title is too long');
    const goal = await within(dialog).findByRole('listitem', {
      name: 'Goal progress +1 on “Pray daily”',
    });
    expect(goal).toHaveTextContent('Reason: Goal not found');

    await user.click(within(goal).getByRole('button', { name: 'Retry' }));
    expect(retryFailed).toHaveBeenCalledWith(GOAL_STEP.mutationId);
    expect(retryFailed).toHaveBeenCalledTimes(1);
    expect(discardFailed).not.toHaveBeenCalled();
  });

  it('discards only after confirmation', async () => {
    mocks.failed = [MORNING_PRAYER, GOAL_STEP];
    const { user, dialog } = await openList();
    const journal = within(dialog).getByRole('listitem', {
      name: 'Journal entry “Morning prayer”',
    });

    await user.click(within(journal).getByRole('button', { name: 'Discard' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Discard this change?' });
    expect(confirm).toHaveTextContent('Journal entry “Morning prayer” will not reach the server');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(discardFailed).not.toHaveBeenCalled();
    // The list stays open behind the confirmation.
    expect(screen.getByRole('dialog', { name: 'Changes that couldn’t sync' })).toBeVisible();

    await user.click(within(journal).getByRole('button', { name: 'Discard' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Discard this change?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard change' }));
    expect(discardFailed).toHaveBeenCalledWith(MORNING_PRAYER.mutationId);
    expect(discardFailed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Change discarded')).toBeInTheDocument();
    await act(async () => {});
  });
});
