import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { toLocalInputValue } from '../../lib/local-datetime';
import { renderScreen } from '../../../test/render-screen';
import { PastSessionForm } from './PastSessionForm';

const DAY = 24 * 60 * 60 * 1000;

describe('Log a past session', () => {
  it('records a meditation for an earlier day of the last week, with its time', async () => {
    const { user } = renderScreen(<PastSessionForm />, { path: '/meditation' });
    const when = new Date(Date.now() - 2 * DAY);
    await user.clear(screen.getByLabelText('Minutes'));
    await user.type(screen.getByLabelText('Minutes'), '15');
    await user.selectOptions(screen.getByLabelText('Session'), 'Body Scan');
    fireEvent.change(screen.getByLabelText('When'), { target: { value: toLocalInputValue(when) } });
    await user.click(screen.getByRole('button', { name: 'Log session' }));

    await waitFor(async () => expect(await getDb().meditationSessions.count()).toBe(1));
    const [session] = await getDb().meditationSessions.toArray();
    expect(session).toMatchObject({ duration: 15, sessionType: 'Body Scan' });
    expect(toLocalInputValue(new Date(session!.completedAt))).toBe(toLocalInputValue(when));
    const [queued] = await getDb().outbox.toArray();
    expect(queued!.name).toBe('meditation.create');
  });

  it('refuses a day more than a week back, and a duration of none', async () => {
    const { user } = renderScreen(<PastSessionForm />, { path: '/meditation' });
    fireEvent.change(screen.getByLabelText('When'), {
      target: { value: toLocalInputValue(new Date(Date.now() - 10 * DAY)) },
    });
    await user.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('You can fill in any of the last 7 days.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Minutes'));
    await user.click(screen.getByRole('button', { name: 'Log session' }));
    expect(
      await screen.findByText('Minutes must be a whole number from 1 to 1440.'),
    ).toBeInTheDocument();
    expect(await getDb().meditationSessions.count()).toBe(0);
  });
});
