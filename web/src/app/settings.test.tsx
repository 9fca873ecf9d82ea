import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '@selah/shared';
import { activateAccount, getDb } from '../db';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';

const me = () => ({ body: { user: TEST_USER, accountDeleted: false } });

describe('Settings', () => {
  it('saves the profile and shows the new name in the sidebar card', async () => {
    const api = fakeApi({
      'GET /api/session': me,
      'PATCH /api/me': (request) => ({
        body: { user: { ...TEST_USER, ...(request.body as object) } },
      }),
    });
    const { user } = renderApp('/settings', { signedInAs: TEST_USER });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Grace Hope');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/me', body: { name: 'Grace Hope' } }),
    );
    expect(screen.getAllByText('Grace Hope').length).toBeGreaterThan(0);
  });

  it('says plainly when a change needs a connection', async () => {
    fakeApi({ 'GET /api/session': me, 'POST /api/password': networkDown });
    const { user } = renderApp('/settings', { signedInAs: TEST_USER });
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Try again when you are back online.',
    );
  });

  it('says a section needs a connection only while the device is offline', async () => {
    fakeApi({ 'GET /api/session': me });
    renderApp('/settings', { signedInAs: TEST_USER });
    await screen.findByLabelText('Current password');
    const notice = /this needs a connection to the community’s server/;
    expect(screen.queryAllByText(notice)).toEqual([]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getAllByText(notice).length).toBeGreaterThan(0);
    } finally {
      onLine.mockRestore();
    }
  });

  it('switches the theme on this device', async () => {
    fakeApi({ 'GET /api/session': me });
    const { user } = renderApp('/settings', { signedInAs: TEST_USER });
    await user.click(await screen.findByRole('radio', { name: /Dark/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: /System/ }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('deletes the account with the password, and forgets the member on this device', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/session': me,
      'DELETE /api/me': (request) => {
        attempts += 1;
        const body = request.body as { password: string; nextAdminEmail?: string };
        if (body.password !== 'right') {
          return {
            status: 400,
            body: { error: 'Your password is not correct', field: 'password' },
          };
        }
        return { body: { deleted: { moodEntries: 3, goals: 1, journalEntries: 0, sessions: 2 } } };
      },
    });
    const { user, router } = renderApp('/settings', { signedInAs: TEST_USER });
    const db = getDb();
    await db.moodEntries.add({
      id: '0190a5d2-7c4e-7abc-8def-0123456789ac',
      userId: TEST_USER.id,
      mood: 'good',
      notes: null,
      date: new Date().toISOString(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your password is not correct',
    );
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Removed 3 mood entries and 1 goal.')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(getDb().ownerId).toBeNull();
    expect((await indexedDB.databases()).some((d) => d.name === `selah-user-${TEST_USER.id}`)).toBe(
      false,
    );
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('asks the last admin who takes over', async () => {
    fakeApi({
      'GET /api/session': () => ({
        body: { user: { ...TEST_USER, isAdmin: true }, accountDeleted: false },
      }),
      'DELETE /api/me': (request) =>
        (request.body as { nextAdminEmail?: string }).nextAdminEmail
          ? { body: { deleted: {} } }
          : { status: 409, body: { error: LAST_ADMIN_MESSAGE, field: 'nextAdminEmail' } },
    });
    const { user } = renderApp('/settings', { signedInAs: { ...TEST_USER, isAdmin: true } });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_ADMIN_MESSAGE);
    expect(within(dialog).getByLabelText('Email of the member who becomes admin')).toBeVisible();
  });

  it('wipes a member whose account was deleted elsewhere when the app opens', async () => {
    // The member's entries are on this device before the app opens.
    await activateAccount(TEST_USER.id).moodEntries.add({
      id: 'mood-1',
      userId: TEST_USER.id,
      mood: 'good',
      notes: null,
      date: '2026-11-20T09:00:00.000Z',
    });
    const databases = async () => (await indexedDB.databases()).map((d) => d.name);
    expect(await databases()).toContain(`selah-user-${TEST_USER.id}`);
    fakeApi({ 'GET /api/session': () => ({ body: { user: null, accountDeleted: true } }) });
    renderApp('/settings', { signedInAs: TEST_USER });
    await waitFor(() => expect(getDb().ownerId).toBeNull());
    await waitFor(async () =>
      expect(await databases()).not.toContain(`selah-user-${TEST_USER.id}`),
    );
  });

  it('shows a guest the theme, the data section and a way to sign in', async () => {
    fakeApi();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.getByRole('link', { name: /Privacy/ })).toHaveAttribute('href', '/privacy');
  });
});
