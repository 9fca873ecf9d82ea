import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MUTATION_ARGS, type User } from '@selah/shared';
import { createJournalEntry } from '../data/journal';
import { logMood } from '../data/mood';
import { activateAccount, getDb, getDbFor } from '../db/active-db';
import { requestFlush } from '../sync';
import type * as SyncModule from '../sync';
import { fakeApi } from '../../test/fake-api';
import { renderApp, TEST_USER } from '../../test/render-app';

async function localDatabaseExists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === name);
}

// The sync engine is not under test here: only that sign-in asks it to flush.
/** What sync says; 'signin' when the member's session ended on the server (sign in again). */
const syncState = vi.hoisted(() => {
  const statuses = {
    saved: { state: 'saved', pending: 0, failed: 0, message: null },
    signin: { state: 'signin', pending: 0, failed: 0, message: null },
  } as const;
  return { value: 'saved' as keyof typeof statuses, statuses };
});

vi.mock('../sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  requestFlush: vi.fn(),
  useSyncStatus: () => syncState.statuses[syncState.value],
}));

const MEMBER_B: User = {
  ...TEST_USER,
  id: '0190a5d2-7c4e-7abc-8def-0000000000bb',
  username: 'ruth',
  email: 'ruth@example.org',
  name: 'Ruth Moabite',
};

const sidebar = () => screen.getByRole('complementary');

/**
 * After signing in, the dashboard (many live queries) renders before the next screen; on a busy
 * shared machine that switch alone can take several seconds.
 */
const SCREEN_SWITCH = { timeout: 12_000 };

// The screens are lazy chunks; load them once up front so a busy machine's first transform does
// not eat the time each step may take.
beforeAll(async () => {
  await Promise.all([
    import('../features/auth/AuthLayout'),
    import('../features/auth/LoginPage'),
    import('../features/auth/SignupPage'),
    import('../features/journal/JournalPage'),
    import('../features/mood/MoodPage'),
    import('../features/dashboard/DashboardPage'),
    import('../features/dashboard/LowerSections'),
    // Signing in loads the guest adoption, and a first write the write schemas (zod).
    import('../db/adopt'),
    import('../data/write-schemas'),
  ]);
}, 60_000);

async function logInThroughTheForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste('someone@example.org');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  vi.mocked(requestFlush).mockClear();
});

describe('accounts on one device', () => {
  it('signing in adopts what the guest wrote and asks sync to upload it', async () => {
    fakeApi({ 'POST /api/login': () => ({ body: { user: TEST_USER } }) });
    activateAccount(null);
    const mood = await logMood({ mood: 'good', notes: 'Before I had an account' });
    const entry = await createJournalEntry({
      title: 'Morning prayer',
      content: 'Thankful',
      category: 'gratitude',
    });

    const { user, router } = renderApp('/login');
    await logInThroughTheForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SCREEN_SWITCH);

    const member = getDb();
    expect(member.name).toBe(`selah-user-${TEST_USER.id}`);
    expect(await member.moodEntries.get(mood.id)).toMatchObject({ userId: TEST_USER.id });
    expect(await member.journalEntries.get(entry.id)).toMatchObject({ userId: TEST_USER.id });
    const outbox = await member.outbox.orderBy('seq').toArray();
    expect(outbox.map((item) => [item.name, item.userId])).toEqual([
      ['mood.create', TEST_USER.id],
      ['journal.create', TEST_USER.id],
    ]);
    for (const item of outbox) {
      expect(MUTATION_ARGS[item.name].safeParse(item.args).success).toBe(true);
    }
    expect(outbox[0]!.args.id).toBe(mood.id);

    const guest = getDbFor(null);
    expect(await guest.moodEntries.count()).toBe(0);
    expect(await guest.journalEntries.count()).toBe(0);
    expect(await guest.outbox.count()).toBe(0);
    expect(requestFlush).toHaveBeenCalled();

    // The adopted entry is on the member's own dashboard, under Recent Reflections.
    expect(await screen.findByText('Morning prayer', {}, SCREEN_SWITCH)).toBeInTheDocument();
  });

  it('signing in again to the same account keeps its queue and nudges sync', async () => {
    fakeApi({
      'GET /api/session': () => ({ body: { user: TEST_USER, accountDeleted: false } }),
      'POST /api/login': () => ({ body: { user: TEST_USER } }),
    });
    activateAccount(TEST_USER.id);
    await logMood({ mood: 'down' });
    // Sync was told to sign in again: that is why the member is on /login while signed in.
    syncState.value = 'signin';
    onTestFinished(() => {
      syncState.value = 'saved';
    });

    const { user, router } = renderApp('/login', { signedInAs: TEST_USER });
    await logInThroughTheForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SCREEN_SWITCH);

    expect(getDb().name).toBe(`selah-user-${TEST_USER.id}`);
    expect(await getDb().outbox.count()).toBe(1);
    expect(requestFlush).toHaveBeenCalled();
  });

  it('signing up adopts the guest’s data too', async () => {
    fakeApi({ 'POST /api/signup': () => ({ status: 201, body: { user: MEMBER_B } }) });
    activateAccount(null);
    const mood = await logMood({ mood: 'okay' });

    const { user, router } = renderApp('/signup');
    await user.click(await screen.findByLabelText('Username'));
    await user.paste('ruth');
    await user.click(screen.getByLabelText('Email'));
    await user.paste('ruth@example.org');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret123');
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SCREEN_SWITCH);

    expect(await getDbFor(MEMBER_B.id).moodEntries.get(mood.id)).toMatchObject({
      userId: MEMBER_B.id,
    });
    expect(await getDbFor(null).moodEntries.count()).toBe(0);
  });

  it('two members on one browser never see each other’s rows', async () => {
    const api = fakeApi({
      'GET /api/session': () => ({ body: { user: TEST_USER, accountDeleted: false } }),
      'POST /api/logout': () => ({ status: 204 }),
      'POST /api/login': () => ({ body: { user: MEMBER_B } }),
    });
    activateAccount(TEST_USER.id);
    await logMood({ mood: 'amazing', notes: 'Member A’s private note' });
    await createJournalEntry({ title: 'A’s secret', content: 'Only mine', category: 'thoughts' });

    const { user, router } = renderApp('/mood', { signedInAs: TEST_USER });
    expect(
      await screen.findByText('Member A’s private note', {}, SCREEN_SWITCH),
    ).toBeInTheDocument();

    // A signs out: two changes never reached the server, so they are warned first.
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'Sign out with unsynced changes?',
    });
    expect(warning).toHaveTextContent('2 changes haven’t reached the server yet');
    await user.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
    expect(await within(sidebar()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/logout')).toBe(true);
    await waitFor(async () =>
      expect(await localDatabaseExists(`selah-user-${TEST_USER.id}`)).toBe(false),
    );

    // B signs in on the same browser.
    await router.navigate('/login');
    await logInThroughTheForm(user);
    await waitFor(() => expect(getDb().name).toBe(`selah-user-${MEMBER_B.id}`), SCREEN_SWITCH);
    // Signing in ends on the dashboard; only then does B go elsewhere (else that arrival would
    // overtake the next navigation).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SCREEN_SWITCH);

    await router.navigate('/mood');
    expect(
      await screen.findByText(
        'No mood entries yet. Start tracking your mood above!',
        {},
        SCREEN_SWITCH,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Member A’s private note')).toBeNull();
    await router.navigate('/journal');
    expect(
      await screen.findByRole('button', { name: 'Write Your First Entry' }, SCREEN_SWITCH),
    ).toBeVisible();
    expect(screen.queryByText('A’s secret')).toBeNull();

    const b = getDb();
    expect(await b.moodEntries.count()).toBe(0);
    expect(await b.journalEntries.count()).toBe(0);
    expect(await b.outbox.count()).toBe(0);
    expect(await getDbFor(null).moodEntries.count()).toBe(0);
    expect(await localDatabaseExists(`selah-user-${TEST_USER.id}`)).toBe(false);
  });
});
