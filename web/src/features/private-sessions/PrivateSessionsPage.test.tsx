import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MUTATION_ARGS, uuidv7, type PrivateSession } from '@selah/shared';
import { getDb } from '../../db';
import PrivateSessionsPage from './PrivateSessionsPage';
import { renderInApp } from '../../../test/render-screen';

const user = userEvent.setup({ delay: null });

/** Types into a field in one go (pasting is much faster than key-by-key typing in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  // A guest: private sessions are personal and work locally without an account.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 })),
  );
});

async function renderPage() {
  const view = renderInApp(<PrivateSessionsPage />, '/private-sessions');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function session(fields: Partial<PrivateSession> = {}): PrivateSession {
  return {
    id: uuidv7(),
    userId: 'guest',
    title: 'Weekly counseling',
    notes: null,
    sessionType: 'counseling',
    duration: 45,
    scheduledAt: null,
    completedAt: null,
    createdAt: new Date(2026, 2, 15, 10).toISOString(),
    ...fields,
  };
}

async function openDialog() {
  await user.click(screen.getByRole('button', { name: 'New Session' }));
  return screen.findByRole('dialog', { name: 'New Session' });
}

describe('PrivateSessionsPage', () => {
  it('offers "Schedule First Session" when there are none, opening the dialog', async () => {
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Schedule First Session' }));
    expect(await screen.findByRole('dialog', { name: 'New Session' })).toBeInTheDocument();
  });

  it('shows each session with type, badge, date, duration, notes and created date', async () => {
    await getDb().privateSessions.bulkAdd([
      session({
        title: 'Pastoral talk',
        sessionType: 'spiritual',
        scheduledAt: new Date(2026, 3, 1, 15, 0).toISOString(),
        notes: 'Bring questions\nabout prayer',
      }),
      session({
        title: 'Coaching',
        sessionType: 'coaching',
        duration: null,
        completedAt: new Date(2026, 2, 16).toISOString(),
      }),
    ]);
    await renderPage();

    const scheduled = await screen.findByRole('article', { name: 'Pastoral talk' });
    expect(within(scheduled).getByText('Spiritual Direction')).toBeInTheDocument();
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('Wed, Apr 1, 2026, 3:00 PM')).toBeInTheDocument();
    expect(within(scheduled).getByText('45 min')).toBeInTheDocument();
    expect(within(scheduled).getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(within(scheduled).getByText(/Bring questions/)).toHaveTextContent(
      'Bring questions about prayer',
    );
    expect(within(scheduled).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();

    const done = screen.getByRole('article', { name: 'Coaching' });
    expect(within(done).getByText('Life Coaching')).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  });

  it('lists dated scheduled sessions first, soonest first, then the rest newest first', async () => {
    await getDb().privateSessions.bulkAdd([
      session({ title: 'Undated', createdAt: new Date(2026, 2, 20).toISOString() }),
      session({ title: 'Later', scheduledAt: new Date(2026, 5, 1).toISOString() }),
      session({ title: 'Sooner', scheduledAt: new Date(2026, 4, 1).toISOString() }),
    ]);
    await renderPage();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sooner',
      'Later',
      'Undated',
    ]);
  });

  it('Mark Complete flips the badge, toasts and writes one privateSession.complete entry', async () => {
    const target = session({ title: 'Therapy', sessionType: 'therapy' });
    await getDb().privateSessions.add(target);
    await renderPage();

    const card = await screen.findByRole('article', { name: 'Therapy' });
    await user.click(within(card).getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByText('Session marked as completed!')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Completed')).toBeInTheDocument());
    expect(within(card).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();

    const entries = await getDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('privateSession.complete');
    const args = MUTATION_ARGS['privateSession.complete'].parse(entries[0]!.args);
    expect(args.id).toBe(target.id);
    expect((await getDb().privateSessions.get(target.id))!.completedAt).toBe(args.completedAt);
  });

  it('offers the five session types and requires a title and a type', async () => {
    await renderPage();
    const dialog = await openDialog();

    const type = within(dialog).getByLabelText('Session type');
    expect(
      within(type)
        .getAllByRole('option')
        .filter((option) => option.getAttribute('value') !== '')
        .map((option) => option.textContent),
    ).toEqual([
      'Individual Therapy',
      'Counseling',
      'Life Coaching',
      'Spiritual Direction',
      'Support Session',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(type).toHaveAccessibleDescription('Session type is required');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(await getDb().outbox.count()).toBe(0);

    await fill(within(dialog).getByLabelText('Title'), 'Check-in');
    await fill(within(dialog).getByLabelText('Duration (minutes)'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveAccessibleDescription(
      'Duration must be a whole number of minutes',
    );
    expect(within(dialog).getByLabelText('Title')).not.toHaveAccessibleDescription(
      'Title is required',
    );
    expect(await getDb().privateSessions.count()).toBe(0);
  });

  it("shows a character the server can't save on its field and queues nothing", async () => {
    await renderPage();
    const dialog = await openDialog();
    await fill(within(dialog).getByLabelText('Title'), 'Check\u0000in');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'counseling');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(
      'Title contains a character that can’t be saved',
    );
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('creates a session with a local date as ISO, toasts and writes a parsable outbox entry', async () => {
    await renderPage();
    const dialog = await openDialog();
    await fill(within(dialog).getByLabelText('Title'), 'Support group');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'Support Session');
    await fill(within(dialog).getByLabelText('Date and time'), '2026-04-01T15:30');
    await fill(within(dialog).getByLabelText('Duration (minutes)'), '60');
    await fill(within(dialog).getByLabelText('Notes'), 'Room 4');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    expect(await screen.findByText('Session created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Support group' })).toBeInTheDocument();

    const [entry] = await getDb().outbox.toArray();
    expect(entry!.name).toBe('privateSession.create');
    expect(MUTATION_ARGS['privateSession.create'].parse(entry!.args)).toMatchObject({
      title: 'Support group',
      sessionType: 'support',
      scheduledAt: new Date(2026, 3, 1, 15, 30).toISOString(),
      duration: 60,
      notes: 'Room 4',
    });
  });

  it('stores an unscheduled session with null date and duration', async () => {
    await renderPage();
    const dialog = await openDialog();
    await fill(within(dialog).getByLabelText('Title'), 'Someday');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'therapy');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    await waitFor(async () => expect(await getDb().outbox.count()).toBe(1));
    const [entry] = await getDb().outbox.toArray();
    expect(MUTATION_ARGS['privateSession.create'].parse(entry!.args)).toMatchObject({
      scheduledAt: null,
      duration: null,
      notes: null,
    });
  });

  it('toasts the spec error and keeps the dialog when the local write fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(getDb().privateSessions, 'add').mockImplementation(
      () => Promise.reject(new Error('QuotaExceededError')) as never,
    );
    await renderPage();
    const dialog = await openDialog();
    await fill(within(dialog).getByLabelText('Title'), 'Kept');
    await user.selectOptions(within(dialog).getByLabelText('Session type'), 'counseling');
    await user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    // The dialog hides the rest of the page from the accessibility tree, so look in the DOM.
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Failed to create session. Please try again.'),
    );
    expect(document.body).toHaveTextContent('Error');
    expect(screen.getByRole('dialog', { name: 'New Session' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Kept');
  });
});
