import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7, type JournalEntry, type MoodEntry } from '@selah/shared';
import { getDb } from '../../db';
import { renderScreen, signInAs } from '../../../test/render-screen';
import DAYLIO from '../../data/export/fixtures/daylio.csv?raw';
import { DataSection } from './DataSection';
import { DataProgress } from './data-progress';

const MEMBER_ID = 'member-1';

function mood(fields: Partial<MoodEntry> = {}): MoodEntry {
  return {
    id: uuidv7(),
    userId: MEMBER_ID,
    mood: 'good',
    notes: 'Walked, "slowly"',
    date: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

const journal: JournalEntry = {
  id: uuidv7(),
  userId: MEMBER_ID,
  title: 'Thanks',
  content: 'For the rain.',
  category: 'gratitude',
  createdAt: '2026-11-21T08:00:00.000Z',
};

function selahExport(rows: { moodEntries?: MoodEntry[]; journalEntries?: JournalEntry[] }) {
  return JSON.stringify({
    format: 'selah-export',
    version: 1,
    exportedAt: '2026-11-25T10:00:00.000Z',
    account: { id: MEMBER_ID, name: 'Grace Miller' },
    moodEntries: rows.moodEntries ?? [],
    goals: [],
    journalEntries: rows.journalEntries ?? [],
    meditationSessions: [],
    privateSessions: [],
    motivations: [],
    safetyPlan: null,
  });
}

function renderMember() {
  const member = signInAs();
  return renderScreen(<DataSection />, { path: '/settings', member });
}

const fileInput = () => screen.getByLabelText('Choose a file to import');

describe('DataSection', () => {
  it('asks a guest to sign in', async () => {
    renderScreen(<DataSection />, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to export and import your data.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a file to import')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('shows a preview, writes nothing until confirmed, then imports', async () => {
    const { user } = renderMember();
    const db = getDb();
    const already = mood({ mood: 'okay' });
    await db.moodEntries.add(already);
    const text = selahExport({
      moodEntries: [mood(), mood({ mood: 'down', notes: null }), already],
      journalEntries: [journal],
    });

    await user.upload(
      fileInput(),
      new File([text], 'selah-export.json', { type: 'application/json' }),
    );

    expect(
      await screen.findByText(
        '2 mood entries, 1 journal entry will be added; 1 already on this device.',
      ),
    ).toBeInTheDocument();
    expect(await db.moodEntries.count()).toBe(1);
    expect(await db.journalEntries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Import 3 entries' }));

    expect(
      await screen.findByText('Imported 3 entries. They will sync when you are online.'),
    ).toBeInTheDocument();
    expect(await db.moodEntries.count()).toBe(3);
    expect(await db.journalEntries.get(journal.id)).toEqual(journal);
    expect((await db.outbox.toArray()).map((entry) => entry.name).sort()).toEqual([
      'journal.create',
      'mood.create',
      'mood.create',
    ]);
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('writes nothing when the member cancels', async () => {
    const { user } = renderMember();
    const db = getDb();
    await user.upload(
      fileInput(),
      new File([selahExport({ moodEntries: [mood()] })], 'selah-export.json', {
        type: 'application/json',
      }),
    );
    await screen.findByText('1 mood entry will be added.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('1 mood entry will be added.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import 1 entry' })).not.toBeInTheDocument();
    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("maps Daylio's moods before importing", async () => {
    const { user } = renderMember();
    const db = getDb();
    await user.upload(fileInput(), new File([DAYLIO], 'daylio_export.csv', { type: 'text/csv' }));

    const mapping = await screen.findByRole('group', { name: 'Match your Daylio moods' });
    expect(within(mapping).getByLabelText('“rad” (1 entry)')).toHaveValue('amazing');
    expect(within(mapping).getByLabelText('“awful” (1 entry)')).toHaveValue('struggling');
    const renamed = within(mapping).getByLabelText('“Peaceful” (1 entry)');
    expect(renamed).toHaveValue('');
    expect(screen.getByText('6 mood entries will be added.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 6 entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a Selah mood for every Daylio mood.',
    );
    expect(renamed).toHaveFocus();
    expect(renamed).toHaveAccessibleDescription('Choose a Selah mood');
    expect(await db.moodEntries.count()).toBe(0);

    await user.selectOptions(renamed, 'Good');
    await user.click(screen.getByRole('button', { name: 'Import 6 entries' }));
    await screen.findByText('Imported 6 entries. They will sync when you are online.');
    const moods = (await db.moodEntries.toArray()).map((entry) => entry.mood).sort();
    expect(moods).toEqual(['amazing', 'down', 'good', 'good', 'okay', 'struggling']);
  });

  it('says plainly when a file cannot be imported', async () => {
    const { user } = renderMember();
    await user.upload(fileInput(), new File(['hello, world'], 'notes.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Selah export or a Daylio CSV.',
    );

    const bad = selahExport({ moodEntries: [mood(), mood({ mood: 'ecstatic' as never })] });
    await user.upload(fileInput(), new File([bad], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 2 of the mood entries (mood): Please choose a mood',
    );
    expect(await getDb().moodEntries.count()).toBe(0);
  });

  it('downloads the JSON export made on the device', async () => {
    const { user } = renderMember();
    const db = getDb();
    const entry = mood();
    await db.moodEntries.add(entry);
    const blobs: Blob[] = [];
    const links: { name: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test-${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });

    await user.click(screen.getByRole('button', { name: 'Download everything (JSON)' }));

    const status = await screen.findByText(/^Downloaded selah-export-\d{4}-\d{2}-\d{2}\.json\.$/);
    expect(status).toHaveAttribute('role', 'status');
    expect(links).toEqual([
      {
        name: expect.stringMatching(/^selah-export-\d{4}-\d{2}-\d{2}\.json$/),
        href: 'blob:test-1',
      },
    ]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      format: 'selah-export',
      version: 1,
      account: { id: MEMBER_ID, name: 'Grace Miller' },
      moodEntries: [entry],
      goals: [],
      safetyPlan: null,
    });
  });

  it('shows progress as a progressbar with its value', () => {
    render(<DataProgress label="Reading your data" progress={{ done: 2500, total: 10_000 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading your data' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '2,500 of 10,000');
  });
});
