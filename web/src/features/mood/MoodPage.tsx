import { useState } from 'react';
import { formatMoodDate, MOOD_DETAILS, type Mood, type MoodEntry } from '@selah/shared';
import {
  deleteMoodEntry,
  logMood,
  MOOD_HISTORY_PAGE_SIZE,
  useMoodEntries,
  useMoodEntryCount,
  useMoodStreak,
} from '../../data/mood';
import { ConfirmDialog, PageHeader, useToast } from '../../ui';
import { CrisisSupportNote } from '../../ui/CrisisSupportNote';
import { MoodCheckInCard } from './MoodCheckInCard';
import { MoodHistory } from './MoodHistory';
import { FlameIcon } from './mood-icons';
import { MoodStats } from './MoodStats';

export const MOOD_SAVED_TOAST = {
  title: 'Mood logged successfully!',
  description: 'Your feelings have been recorded.',
} as const;

/** Mood Tracking (/mood): check in, see the streak and stats, and browse the history. */
export default function MoodPage() {
  const { toast } = useToast();
  const [mood, setMood] = useState<Mood | null>(null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [showSupport, setShowSupport] = useState(false);
  const [historyLimit, setHistoryLimit] = useState(MOOD_HISTORY_PAGE_SIZE);
  // Kept while the confirmation fades out, so its text does not empty.
  const [deleting, setDeleting] = useState<{ entry: MoodEntry | null; open: boolean }>({
    entry: null,
    open: false,
  });
  const [removing, setRemoving] = useState(false);

  const entries = useMoodEntries(historyLimit);
  const total = useMoodEntryCount();
  const streak = useMoodStreak();

  async function save() {
    if (!mood) return;
    setSaving(true);
    try {
      await logMood({ mood, notes });
      setMood(null);
      setNotes('');
      // A very low mood gets a calm note with crisis resources; nothing else happens.
      setShowSupport(mood === 'struggling');
      toast(MOOD_SAVED_TOAST);
    } catch {
      toast({
        title: "Couldn't save your mood",
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove(entry: MoodEntry) {
    setRemoving(true);
    try {
      await deleteMoodEntry(entry.id);
      setDeleting((current) => ({ ...current, open: false }));
      toast({ title: 'Mood entry deleted' });
    } catch {
      toast({
        title: "Couldn't delete the mood entry",
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
    }
  }

  const latestMood = entries === undefined ? undefined : (entries[0]?.mood ?? null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        title="Mood Tracking"
        description="Check in with your heart and notice the patterns over time."
        actions={
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-2 text-sm font-semibold text-accent-ink">
            <FlameIcon />
            <span>
              <span className="tabular-nums">{streak ?? '–'}</span> day streak
            </span>
          </p>
        }
      />
      <MoodCheckInCard
        mood={mood}
        notes={notes}
        saving={saving}
        onMoodChange={setMood}
        onNotesChange={setNotes}
        onSubmit={() => void save()}
      />
      {showSupport && <CrisisSupportNote onDismiss={() => setShowSupport(false)} />}
      <MoodStats total={total} streak={streak} latestMood={latestMood} />
      <MoodHistory
        entries={entries}
        hasMore={entries !== undefined && total !== undefined && total > entries.length}
        onShowMore={() => setHistoryLimit((limit) => limit + MOOD_HISTORY_PAGE_SIZE)}
        onDelete={(entry) => setDeleting({ entry, open: true })}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete this mood entry?"
        description={
          deleting.entry
            ? `Your “${MOOD_DETAILS[deleting.entry.mood].label}” check-in from ${formatMoodDate(deleting.entry.date)} will be deleted. This can’t be undone.`
            : undefined
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={() => deleting.entry && void remove(deleting.entry)}
        onCancel={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
