import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '../../db';
import { renderScreen } from '../../../test/render-screen';
import type * as schemaLoader from '../../data/load-write-schemas';
import { loadWriteSchemas } from '../../data/load-write-schemas';
import MoodPage from './MoodPage';

// As offline before the service worker cached the schema chunk: nothing preloaded, the load fails.
vi.mock('../../data/load-write-schemas', async (importOriginal) => {
  const original = await importOriginal<typeof schemaLoader>();
  return {
    ...original,
    loadedWriteSchemas: () => null,
    preloadWriteSchemas: () => undefined,
    loadWriteSchemas: vi.fn(original.loadWriteSchemas),
  };
});

describe('Mood Tracking when the write schemas cannot load', () => {
  it('says the mood was not saved, keeps the entry in the form, and saves it on the next try', async () => {
    vi.mocked(loadWriteSchemas).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { user } = renderScreen(<MoodPage />, { path: '/mood' });

    await user.click(screen.getByRole('button', { name: 'Good' }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Quiet morning');
    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    expect(await screen.findByText('Couldn’t save your mood')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(await getDb().moodEntries.count()).toBe(0);
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Quiet morning');
    expect(screen.getByRole('button', { name: 'Log Mood' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Log Mood' }));

    expect(await screen.findByText('Your feelings have been recorded.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Mood History' });
    expect(within(history).getByText('Quiet morning')).toBeInTheDocument();
    await waitFor(async () => expect(await getDb().outbox.count()).toBe(1));
    expect(await getDb().moodEntries.count()).toBe(1);
  });
});
