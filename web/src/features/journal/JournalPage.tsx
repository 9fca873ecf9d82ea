import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { JournalEntry } from '@selah/shared';
import {
  createJournalEntry,
  deleteJournalEntry,
  updateJournalEntry,
  useJournalEntries,
  useJournalStats,
  type NewJournalEntry,
} from '../../data/journal';
import { Button, PageHeader, PlusIcon, useToast } from '../../ui';
import { changedFields } from './changes';
import { EntryViewDialog } from './EntryViewDialog';
import { JournalEntryList } from './JournalEntryList';
import { JournalStats } from './JournalStats';
import { NewEntryDialog } from './NewEntryDialog';

/** How many entries are listed at first, and how many more each "Show more" adds. */
export const JOURNAL_PAGE_SIZE = 50;

/** The query parameter that opens one entry's reading view: /journal?entry=<id> (the dashboard's "Read More"). */
export const JOURNAL_ENTRY_PARAM = 'entry';
/** /journal?write opens the New Entry dialog (the dashboard's check-in continues here). */
export const JOURNAL_WRITE_PARAM = 'write';

/**
 * /journal: stats, the entries newest first, the reading view (with Edit and Delete) and the
 * New Entry dialog, which also edits an entry. /journal?entry=<id> opens that entry's reading view
 * once the entries are loaded; closing it drops the parameter. /journal?write opens New Entry.
 */
export default function JournalPage() {
  const [limit, setLimit] = useState(JOURNAL_PAGE_SIZE);
  // One extra row tells whether "Show more" has anything to show.
  const fetched = useJournalEntries(limit + 1);
  const stats = useJournalStats();
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [writing, setWriting] = useState(() => searchParams.has(JOURNAL_WRITE_PARAM));
  // Kept while the edit form fades out, like the reading view's entry.
  // `opened` counts openings: each one starts a fresh form (a cancelled edit is not kept).
  const [editing, setEditing] = useState<{
    entry: JournalEntry | null;
    open: boolean;
    opened: number;
  }>({ entry: null, open: false, opened: 0 });
  // The entry stays set while the reading view closes, so it does not empty during its fade-out.
  const [reading, setReading] = useState<{ entry: JournalEntry | null; open: boolean }>({
    entry: null,
    open: false,
  });

  // A deep link opens its entry once, as soon as the entries are there (state adjusted while
  // rendering, not in an effect). An unknown id just shows the journal.
  const linkedId = searchParams.get(JOURNAL_ENTRY_PARAM);
  const [handledLink, setHandledLink] = useState<string | null>(null);
  if (linkedId !== null && linkedId !== handledLink && fetched !== undefined) {
    setHandledLink(linkedId);
    const linked = fetched.find((entry) => entry.id === linkedId);
    if (linked) setReading({ entry: linked, open: true });
  }

  function closeWriting() {
    setWriting(false);
    if (searchParams.has(JOURNAL_WRITE_PARAM)) {
      setSearchParams(
        (params) => {
          params.delete(JOURNAL_WRITE_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }

  function closeReading() {
    setReading((current) => ({ ...current, open: false }));
    if (linkedId !== null) {
      setSearchParams(
        (params) => {
          params.delete(JOURNAL_ENTRY_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }

  const entries = fetched?.slice(0, limit);
  const hasMore = fetched !== undefined && fetched.length > limit;

  async function save(entry: NewJournalEntry): Promise<boolean> {
    try {
      await createJournalEntry(entry);
      return true;
    } catch (error) {
      // The spec shows nothing to the member on a failed save; the dialog keeps their text.
      console.warn('Could not save the journal entry', error);
      return false;
    }
  }

  async function saveEdit(entry: JournalEntry, values: NewJournalEntry): Promise<boolean> {
    const changes = changedFields(entry, values);
    if (Object.keys(changes).length === 0) return true; // nothing to save, nothing to sync
    try {
      await updateJournalEntry(entry.id, changes);
      toast({ title: 'Entry updated' });
      return true;
    } catch (error) {
      console.warn('Could not update the journal entry', error);
      toast({
        title: 'Couldn’t update the entry',
        description: 'Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  async function remove(entry: JournalEntry): Promise<boolean> {
    try {
      await deleteJournalEntry(entry.id);
      setReading((current) => ({ ...current, open: false }));
      toast({ title: 'Entry deleted' });
      return true;
    } catch (error) {
      console.warn('Could not delete the journal entry', error);
      toast({
        title: 'Couldn’t delete the entry',
        description: 'Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  const editedEntry = editing.entry;

  function startEditing(entry: JournalEntry) {
    setReading((current) => ({ ...current, open: false }));
    setEditing((current) => ({ entry, open: true, opened: current.opened + 1 }));
  }

  return (
    <>
      <PageHeader
        title="Journal"
        description="A quiet place for your thoughts, prayers and gratitude."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setWriting(true)}>
            New Entry
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <JournalStats stats={stats} />
        <section aria-labelledby="journal-entries-heading">
          <h2
            id="journal-entries-heading"
            className="mb-4 font-display text-xl font-semibold text-ink"
          >
            Your Entries
          </h2>
          <JournalEntryList
            entries={entries}
            now={new Date()}
            onOpen={(entry) => setReading({ entry, open: true })}
            onWriteFirst={() => setWriting(true)}
            onShowMore={hasMore ? () => setLimit((n) => n + JOURNAL_PAGE_SIZE) : undefined}
          />
        </section>
      </div>
      <NewEntryDialog open={writing} onClose={closeWriting} onSave={save} />
      <EntryViewDialog
        entry={reading.entry}
        open={reading.open}
        onClose={closeReading}
        onEdit={startEditing}
        onDelete={remove}
      />
      {editedEntry && (
        <NewEntryDialog
          key={editing.opened}
          editing={editedEntry}
          open={editing.open}
          onClose={() => setEditing((current) => ({ ...current, open: false }))}
          onSave={(values) => saveEdit(editedEntry, values)}
        />
      )}
    </>
  );
}
