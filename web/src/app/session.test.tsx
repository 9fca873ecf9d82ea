import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@selah/shared';
import { activateAccount, getDb } from '../db/active-db';
import { enqueue } from '../db/outbox';
import { writeWithOutbox } from '../db/write';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';

async function localDatabaseExists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === name);
}
import { isLogoutPending, readCachedUser } from '../session/session-cache';

const sidebar = () => screen.getByRole('complementary');

describe('session', () => {
  it('opens signed in from the cache while offline', async () => {
    const api = fakeApi({ 'GET /api/session': networkDown });
    renderApp('/', { signedInAs: TEST_USER });

    expect(await within(sidebar()).findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/session')).toBe(true));
    expect(getDb().name).toBe(`selah-user-${TEST_USER.id}`);
    expect(readCachedUser()).toEqual(TEST_USER);
  });

  it('becomes a guest when the server says the session ended', async () => {
    fakeApi(); // GET /api/session -> a guest
    renderApp('/', { signedInAs: TEST_USER });

    expect(await within(sidebar()).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(getDb().name).toBe('selah-guest');
    expect(readCachedUser()).toBeNull();
  });

  it('warns before signing out with unsynced changes', async () => {
    const api = fakeApi({
      'GET /api/session': () => ({ body: { user: TEST_USER, accountDeleted: false } }),
      'POST /api/logout': () => ({ status: 204 }),
    });
    const db = activateAccount(TEST_USER.id);
    await writeWithOutbox(db, [db.goals], () =>
      enqueue(db, { name: 'goal.delete', args: { id: uuidv7() } }),
    );
    const { user } = renderApp('/', { signedInAs: TEST_USER });

    await user.click(await within(sidebar()).findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with unsynced changes?',
    });
    expect(dialog).toHaveTextContent(
      '1 change hasn’t reached the server yet. Signing out removes your data from this device, so it will be lost.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.path === '/api/logout')).toBe(false);

    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    expect(await within(sidebar()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/logout')).toBe(true);
    expect(getDb().name).toBe('selah-guest');
    // The member's local database, unsynced change included, is gone from this device.
    await waitFor(async () =>
      expect(await localDatabaseExists(`selah-user-${TEST_USER.id}`)).toBe(false),
    );
  });

  it('signs out at once without pending changes, and finishes an offline sign-out later', async () => {
    fakeApi({
      'GET /api/session': () => ({ body: { user: TEST_USER, accountDeleted: false } }),
      'POST /api/logout': networkDown,
    });
    const { user, unmount } = renderApp('/', { signedInAs: TEST_USER });
    await user.click(await within(sidebar()).findByRole('button', { name: 'Sign out' }));
    expect(await within(sidebar()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(isLogoutPending()).toBe(true);
    unmount();

    const api = fakeApi({ 'POST /api/logout': () => ({ status: 204 }) });
    renderApp('/');
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    const paths = api.calls.map((call) => call.path);
    expect(paths.indexOf('/api/logout')).toBeLessThan(paths.indexOf('/api/session'));
  });
});
