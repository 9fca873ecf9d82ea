import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatMoodDate, MOOD_DETAILS, type Mood, type MoodEntry } from '@selah/shared';
import { deleteMoodEntry, logMood, MOOD_HISTORY_PAGE_SIZE, useMoodOverview } from '../../data/mood';
import { CrisisOfferNote } from '../../care';
import { preloadWriteSchemas } from '../../data/load-write-schemas';
import { readFillInTime } from '../../lib/local-datetime';
import { useStreakPreferences } from '../../lib/streak-settings';
import { ConfirmDialog, PageHeader, useToast } from '../../ui';
import { MoodCheckInCard } from './MoodCheckInCard';
import { MoodHistory } from './MoodHistory';
import { FlameIcon } from '../../ui/icons';
import { MoodStats } from './MoodStats';

/** The insights and their charts: a chunk of their own, loaded only with this screen. */
const MoodInsights = lazy(() => import('./insights/MoodInsights'));

export const MOOD_SAVED_TOAST = {
  title: 'Mood logged successfully!',
  description: 'Your feelings have been recorded.',
} as const;

/** Mood Tracking (/mood): check in, see the streak and stats, and browse the history. */
export default function MoodPage() {
  const { toast } = useToast();
  const [mood, setMood] = useState<Mood | null>(null);
  const [notes, setNotes] = useState('');
  // '' means now; a value is a time the member picked to fill in an earlier day.
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [activities, setActivities] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [historyLimit, setHistoryLimit] = useState(MOOD_HISTORY_PAGE_SIZE);
  // Kept while the confirmation fades out, so its text does not empty.
  const [deleting, setDeleting] = useState<{ entry: MoodEntry | null; open: boolean }>({
    entry: null,
    open: false,
  });
  const [removing, setRemoving] = useState(false);

  const [logged, setLogged] = useState<JustLogged | null>(null);

  const overview = useMoodOverview(historyLimit);
  const { hidden: streakHidden } = useStreakPreferences();
  const liveEntries = overview?.entries;
  const total = overview?.total;
  const streak = overview?.streak;
  const entries = useMemo(
    () => withJustLogged(liveEntries, logged, historyLimit),
    [liveEntries, logged, historyLimit],
  );

  // The history result last rendered, read when a write commits (a ref: saving does not depend on it).
  const renderedEntries = useRef(liveEntries);
  useEffect(() => {
    renderedEntries.current = liveEntries;
  }, [liveEntries]);

  // This screen is for writing: load the write schemas (kept off the first route) as it opens, so
  // the first save does not wait for them nor fail offline for want of them.
  useEffect(preloadWriteSchemas, []);

  const save = useCallback(async () => {
    if (!mood) return;
    const picked = when ? readFillInTime(when, new Date()) : null;
    if (picked?.problem) {
      setWhenError(picked.problem);
      return;
    }
    setWhenError(null);
    setSaving(true);
    try {
      const row = await logMood({ mood, notes, activities, date: picked?.date ?? undefined });
      // Rendered at once from the stored row, not after the history's query runs again.
      flushSync(() => {
        setLogged({ row, liveEntries: renderedEntries.current });
        setMood(null);
        setNotes('');
        setWhen('');
        setActivities([]);
        setSaving(false);
      });
      toast(MOOD_SAVED_TOAST);
    } catch {
      toast({
        title: 'Couldn’t save your mood',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }, [mood, notes, when, activities, toast]);

  const askToDelete = useCallback((entry: MoodEntry) => setDeleting({ entry, open: true }), []);
  const showMore = useCallback(
    () => setHistoryLimit((limit) => limit + MOOD_HISTORY_PAGE_SIZE),
    [],
  );
  const submit = useCallback(() => void save(), [save]);
  // Picking a mood starts a write: make sure its schemas are on the way (a failed load retries).
  const pickMood = useCallback((picked: Mood) => {
    setMood(picked);
    preloadWriteSchemas();
  }, []);

  async function remove(entry: MoodEntry) {
    setRemoving(true);
    try {
      await deleteMoodEntry(entry.id);
      setDeleting((current) => ({ ...current, open: false }));
      toast({ title: 'Mood entry deleted' });
    } catch {
      toast({
        title: 'Couldn’t delete the mood entry',
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
        flush
        title="Mood Tracking"
        description="Check in with your heart and notice the patterns over time."
        actions={
          !streakHidden && (
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-2 text-sm font-semibold text-accent-ink">
              <FlameIcon />
              <span>
                <span className="tabular-nums">{streak ?? '–'}</span> day streak
              </span>
            </p>
          )
        }
      />
      <MoodCheckInCard
        mood={mood}
        notes={notes}
        saving={saving}
        onMoodChange={pickMood}
        onNotesChange={setNotes}
        when={when}
        whenError={whenError}
        onWhenChange={setWhen}
        activities={activities}
        onActivitiesChange={setActivities}
        onSubmit={submit}
      />
      {/* After a "struggling" check-in or heavy days, a calm offer of help (CrisisOfferNote). */}
      <CrisisOfferNote />
      <MoodStats total={total} streak={streakHidden ? null : streak} latestMood={latestMood} />
      <Suspense fallback={null}>
        <MoodInsights />
      </Suspense>
      <MoodHistory
        entries={entries}
        hasMore={entries !== undefined && total !== undefined && total > entries.length}
        onShowMore={showMore}
        onDelete={askToDelete}
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

/** The entry just logged, and the history result on screen when its write committed. */
interface JustLogged {
  row: MoodEntry;
  liveEntries: MoodEntry[] | undefined;
}

/**
 * The history with the entry just logged in its place, until the live query next delivers (it runs
 * again after the commit, so its next result holds the entry, or not if it was deleted since).
 */
function withJustLogged(
  live: MoodEntry[] | undefined,
  logged: JustLogged | null,
  limit: number,
): MoodEntry[] | undefined {
  if (!live || !logged || logged.liveEntries !== live) return live;
  const { row } = logged;
  if (live.some((entry) => entry.id === row.id)) return live;
  const at = live.findIndex((entry) => entry.date < row.date);
  const merged = at === -1 ? [...live, row] : [...live.slice(0, at), row, ...live.slice(at)];
  return merged.slice(0, limit);
}
