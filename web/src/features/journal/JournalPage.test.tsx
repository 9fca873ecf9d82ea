import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MUTATION_ARGS, uuidv7, type JournalCategory, type JournalEntry } from '@selah/shared';
import { getDb } from '../../db';
import JournalPage, { JOURNAL_PAGE_SIZE } from './JournalPage';
import { renderInApp } from '../../../test/render-screen';

const HOUR = 3_600_000;

beforeEach(() => {
  // A guest: GET /api/session answers no member (the journal works locally for guests too).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 })),
  );
});

async function renderPage(path = '/journal') {
  const view = renderInApp(<JournalPage />, path);
  // Let the session check settle inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function entry(fields: Partial<JournalEntry> & { createdAt: string }): JournalEntry {
  return {
    id: uuidv7(),
    userId: 'guest',
    title: 'An entry',
    content: 'Some words',
    category: 'reflection',
    ...fields,
  };
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

const user = userEvent.setup({ delay: null });

/** Types into a field in one go (pasting is much faster than key-by-key typing in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('JournalPage', () => {
  it('shows Total Entries, This Month (local month) and Categories Used from the data', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 20, 9) });
    const inMay = (day: number) => new Date(2026, 4, day, 8).toISOString();
    const categories: [JournalCategory, string][] = [
      ['gratitude', inMay(1)],
      ['gratitude', inMay(19)],
      ['dreams', new Date(2026, 4, 1, 0, 0, 0).toISOString()],
      ['goals', new Date(2026, 3, 30, 23, 59).toISOString()], // April, local time
    ];
    await getDb().journalEntries.bulkAdd(
      categories.map(([category, createdAt]) => entry({ category, createdAt })),
    );

    await renderPage();
    await waitFor(() => expect(statValue('Total Entries')).toBe('4'));
    expect(statValue('This Month')).toBe('3');
    expect(statValue('Categories Used')).toBe('3');
  });

  it('shows an invitation to write the first entry when empty', async () => {
    await renderPage();
    expect(await screen.findByText(/Your journal is empty/)).toBeInTheDocument();
    expect(statValue('Total Entries')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Write Your First Entry' }));
    expect(await screen.findByRole('dialog', { name: 'New Entry' })).toBeInTheDocument();
  });

  it('lists entries newest first with category, relative time and a 200-character preview', async () => {
    const long = `${'a'.repeat(200)}TAIL`;
    await getDb().journalEntries.bulkAdd([
      entry({
        title: 'Older',
        category: 'dreams',
        createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      }),
      entry({
        title: 'Newer',
        category: 'gratitude',
        content: long,
        createdAt: new Date().toISOString(),
      }),
    ]);
    await renderPage();

    const buttons = await screen.findAllByRole('button', { name: /Older|Newer/ });
    expect(buttons[0]).toHaveAccessibleName('Newer');
    expect(buttons[0]).toHaveAccessibleDescription(`Gratitude Just now ${'a'.repeat(200)}...`);
    expect(buttons[1]).toHaveAccessibleName('Older');
    // The title is the button; its card shows the rest (and the whole card opens the entry).
    const newer = buttons[0]!.closest('article')!;
    const older = buttons[1]!.closest('article')!;
    expect(within(newer).getByText('Gratitude')).toBeInTheDocument();
    expect(within(newer).getByText('Just now')).toBeInTheDocument();
    expect(within(newer).getByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(older).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(older).getByText('Dreams')).toBeInTheDocument();
  });

  it('opens the full entry with title, category, date and whitespace-preserving content', async () => {
    const content = `First line\n\n${'b'.repeat(250)}`;
    await getDb().journalEntries.add(
      entry({
        title: 'Long walk',
        category: 'emotions',
        content,
        createdAt: new Date(2026, 0, 5, 15, 30).toISOString(),
      }),
    );
    await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Long walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Long walk' });
    expect(within(dialog).getByText('Emotions')).toBeInTheDocument();
    expect(within(dialog).getByText('January 5, 2026 at 3:30 PM')).toBeInTheDocument();
    const body = within(dialog).getByText(
      (_, node) => node?.textContent === content && node.tagName === 'P',
    );
    expect(body).toHaveClass('whitespace-pre-wrap');
  });

  it('saves a new entry (Reflection by default) with a journal.create outbox entry that parses', async () => {
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Entry' });

    const select = within(dialog).getByLabelText('Category');
    expect(select).toHaveValue('reflection');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gratitude', 'Reflection', 'Dreams', 'Goals', 'Thoughts', 'Emotions']);

    await fill(within(dialog).getByLabelText('Title'), 'Sunday');
    await fill(within(dialog).getByLabelText('Content'), 'Rested well.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Sunday' })).toBeInTheDocument();
    const [outbox] = await getDb().outbox.toArray();
    expect(outbox!.name).toBe('journal.create');
    expect(MUTATION_ARGS['journal.create'].parse(outbox!.args)).toMatchObject({
      title: 'Sunday',
      content: 'Rested well.',
      category: 'reflection',
    });
  });

  it('silently does nothing when the title or content is missing', async () => {
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Entry' });
    const save = within(dialog).getByRole('button', { name: 'Save Entry' });

    await fill(within(dialog).getByLabelText('Content'), 'No title here');
    await user.click(save);
    await user.clear(within(dialog).getByLabelText('Content'));
    await fill(within(dialog).getByLabelText('Title'), 'No content here');
    await user.click(save);

    expect(screen.getByRole('dialog', { name: 'New Entry' })).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-label="Notifications (F8)"] li')).toHaveLength(0);
    expect(await getDb().journalEntries.count()).toBe(0);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('keeps the dialog and the text when the local save fails, logging a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(getDb().journalEntries, 'add').mockImplementation(
      () => Promise.reject(new Error('QuotaExceededError')) as never,
    );
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Entry' });
    await fill(within(dialog).getByLabelText('Title'), 'Kept');
    await fill(within(dialog).getByLabelText('Content'), 'Still here');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'New Entry' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Kept');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Still here');
    expect(await getDb().outbox.count()).toBe(0);
  });

  it(`lists the latest ${JOURNAL_PAGE_SIZE} and shows more on request`, async () => {
    const start = Date.now() - 1000 * HOUR;
    await getDb().journalEntries.bulkAdd(
      Array.from({ length: JOURNAL_PAGE_SIZE + 3 }, (_, i) =>
        entry({ title: `Entry ${i}`, createdAt: new Date(start + i * HOUR).toISOString() }),
      ),
    );
    await renderPage();
    // Titles are read from the DOM directly: role queries over 50 rows are slow in jsdom.
    const listedTitles = () =>
      [...document.querySelectorAll('article h3 button')].map((n) => n.textContent);

    await waitFor(() => expect(listedTitles()).toHaveLength(JOURNAL_PAGE_SIZE));
    // Newest first: the three oldest are the ones held back.
    expect(listedTitles()[0]).toBe(`Entry ${JOURNAL_PAGE_SIZE + 2}`);
    expect(listedTitles()).not.toContain('Entry 2');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(JOURNAL_PAGE_SIZE + 3));
    expect(listedTitles().at(-1)).toBe('Entry 0');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("opens the entry a /journal?entry=<id> link names (the dashboard's Read More)", async () => {
    const linked = entry({
      title: 'Quiet morning',
      createdAt: new Date(2026, 0, 5, 8).toISOString(),
    });
    await getDb().journalEntries.bulkAdd([
      linked,
      entry({ title: 'Another day', createdAt: new Date(2026, 0, 6, 8).toISOString() }),
    ]);
    await renderPage(`/journal?entry=${linked.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Quiet morning' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed for good: the link is used once.
    expect(screen.getByText('Another day')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens New Entry for /journal?write (the dashboard's check-in goes on here), once", async () => {
    await renderPage('/journal?write');
    const dialog = await screen.findByRole('dialog', { name: 'New Entry' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('just shows the journal for a link to an unknown entry', async () => {
    await getDb().journalEntries.add(
      entry({ title: 'Only one', createdAt: new Date().toISOString() }),
    );
    await renderPage(`/journal?entry=${uuidv7()}`);

    expect(await screen.findByText('Only one')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
