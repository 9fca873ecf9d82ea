import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type PrivateSession } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen, signInAs, TEST_MEMBER } from '../../../test/render-screen';
import PrivateSessionsPage from './PrivateSessionsPage';

function session(fields: Partial<PrivateSession>): PrivateSession {
  return {
    id: uuidv7(),
    userId: TEST_MEMBER.id,
    title: 'Weekly counseling',
    notes: null,
    sessionType: 'counseling',
    duration: 45,
    scheduledAt: null,
    completedAt: null,
    createdAt: '2026-03-15T10:00:00.000Z',
    ...fields,
  };
}

describe('Private sessions: delete', () => {
  it('deletes a session after confirmation, queuing one privateSession.delete', async () => {
    signInAs();
    const doomed = session({ title: 'Spiritual direction' });
    await getDb().privateSessions.bulkAdd([doomed, session({ title: 'Weekly counseling' })]);
    const { user } = renderScreen(<PrivateSessionsPage />, {
      path: '/private-sessions',
      member: TEST_MEMBER,
    });

    const card = await screen.findByRole('article', { name: 'Spiritual direction' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this session?' });
    expect(confirm).toHaveTextContent(
      '“Spiritual direction” will be deleted. This can’t be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await getDb().outbox.count()).toBe(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Session deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Spiritual direction' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Weekly counseling' })).toBeInTheDocument();

    const outbox = await getDb().outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'privateSession.delete', args: { id: doomed.id } });
    expect(MUTATION_ARGS['privateSession.delete'].safeParse(outbox[0]!.args).success).toBe(true);
  });

  it('offers Delete on completed sessions too', async () => {
    signInAs();
    await getDb().privateSessions.add(
      session({ title: 'Done', completedAt: '2026-03-16T10:00:00.000Z' }),
    );
    renderScreen(<PrivateSessionsPage />, { path: '/private-sessions', member: TEST_MEMBER });
    const card = await screen.findByRole('article', { name: 'Done' });
    expect(within(card).queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
