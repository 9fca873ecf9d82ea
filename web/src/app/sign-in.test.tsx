import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/active-db';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';
import { OFFLINE_SIGN_IN_MESSAGE } from '../features/auth/messages';

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste('grace@example.org');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login', () => {
  it('links to signup and forgot password, and toggles the password', async () => {
    fakeApi();
    const { user } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows "Login Failed" with the server message', async () => {
    fakeApi({
      'POST /api/login': () => ({ status: 401, body: { error: 'Invalid email or password' } }),
    });
    const { user, router } = renderApp('/login');
    await logIn(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to the spec text when the server sends no message', async () => {
    fakeApi({ 'POST /api/login': () => ({ status: 500 }) });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
  });

  it('welcomes the member back, opens their own database and goes home', async () => {
    const api = fakeApi({ 'POST /api/login': () => ({ body: { user: TEST_USER } }) });
    const { user, router } = renderApp('/login');
    await logIn(user);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getDb().name).toBe(`selah-user-${TEST_USER.id}`);

    const login = api.calls.find((call) => call.path === '/api/login');
    expect(login?.body).toMatchObject({ email: 'grace@example.org', password: 'secret123' });
    expect(login?.headers['X-Time-Zone']).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Sign out' })).not.toHaveLength(0);
  });

  it('explains that signing in needs a connection when the network is down', async () => {
    fakeApi({ 'POST /api/login': networkDown });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByText(OFFLINE_SIGN_IN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Login Failed')).toBeNull();
  });
});
