import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';
import { OFFLINE_SIGN_IN_MESSAGE } from '../features/auth/messages';

async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  values: { password: string; confirmPassword: string },
) {
  // Paste rather than type: the same events for these plain inputs, far fewer timers.
  await user.click(await screen.findByLabelText('Username'));
  await user.paste('grace');
  await user.click(screen.getByLabelText('Email'));
  await user.paste('grace@example.org');
  await user.click(screen.getByLabelText('Password'));
  await user.paste(values.password);
  await user.click(screen.getByLabelText('Confirm Password'));
  await user.paste(values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('Signup', () => {
  it('labels every field and links to login', async () => {
    fakeApi();
    renderApp('/signup');
    expect(await screen.findByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows and hides each password with its own toggle', async () => {
    fakeApi();
    const { user } = renderApp('/signup');
    const [first, second] = await screen.findAllByRole('button', { name: 'Show password' });
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await user.click(first!);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(second!);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('says "Password Mismatch" when the passwords differ, without calling the server', async () => {
    const api = fakeApi();
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret124' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Password Mismatch');
    expect(toast).toHaveTextContent('Passwords do not match. Please try again.');
    expect(api.calls.some((call) => call.path === '/api/signup')).toBe(false);
    // The field at fault says so too, and has the focus; the other fields are not marked.
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match. Please try again.');
    expect(confirm).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    // Changing it clears the mark.
    await user.type(confirm, '{Backspace}3');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(confirm).not.toHaveAccessibleDescription();
  });

  it('says "Password Too Short" under 6 characters', async () => {
    const api = fakeApi();
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'abc12', confirmPassword: 'abc12' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Password Too Short');
    expect(toast).toHaveTextContent('Password must be at least 6 characters long.');
    expect(api.calls.some((call) => call.path === '/api/signup')).toBe(false);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long.');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message when signup fails', async () => {
    fakeApi({
      'POST /api/signup': () => ({
        status: 409,
        body: { error: 'That email is already registered', field: 'email' },
      }),
    });
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret123' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Signup Failed');
    expect(toast).toHaveTextContent('That email is already registered');
    // The field the server named is marked with its message and focused.
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('That email is already registered');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a taken username', async () => {
    fakeApi({
      'POST /api/signup': () => ({
        status: 409,
        body: { error: 'That username is taken', field: 'username' },
      }),
    });
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret123' });

    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('That username is taken');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to "Something went wrong" when the server gives no message', async () => {
    fakeApi({ 'POST /api/signup': () => ({ status: 502 }) });
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret123' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Signup Failed');
    expect(toast).toHaveTextContent('Something went wrong. Please try again.');
    // No field is to blame.
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });

  it('welcomes the new member and goes to the dashboard', async () => {
    const api = fakeApi({ 'POST /api/signup': () => ({ status: 201, body: { user: TEST_USER } }) });
    const scrolled: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolled.push(options)) as typeof window.scrollTo;
    const { user, router } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret123' });

    expect(await screen.findByText('Welcome to Selah!')).toBeInTheDocument();
    expect(
      screen.getByText('Your faith-based wellness community is ready for you.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Greeted as new, not "back", at the top of the dashboard.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Selah, Grace' }),
    ).toBeInTheDocument();
    // The layout scrolls in its effect, which React may run just after the heading is on screen.
    await waitFor(() => expect(scrolled).toContainEqual({ top: 0 }));

    const signup = api.calls.find((call) => call.path === '/api/signup');
    expect(signup?.body).toMatchObject({
      username: 'grace',
      email: 'grace@example.org',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(signup?.credentials).toBe('include');
  });

  it('sends a signed-in member from /signup and /login to the dashboard', async () => {
    fakeApi({ 'GET /api/session': () => ({ body: { user: TEST_USER, accountDeleted: false } }) });
    for (const path of ['/signup', '/login']) {
      const { router, unmount } = renderApp(path, { signedInAs: TEST_USER });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('explains that signing up needs a connection when offline', async () => {
    fakeApi({ 'POST /api/signup': networkDown });
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'secret123', confirmPassword: 'secret123' });
    expect(await screen.findByText(OFFLINE_SIGN_IN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Signup Failed')).toBeNull();
  });
});
