import { useState } from 'react';
import {
  downloadFiles,
  makeExportFiles,
  type ExportChoice,
  type Progress,
} from '../../data/export';
import type { SelahDB } from '../../db';
import { Button } from '../../ui';
import { DataProgress } from './data-progress';
import { remindersForExport } from './reminders/reminders-export';

const CHOICES: readonly { choice: ExportChoice; label: string; busy: string }[] = [
  { choice: 'json', label: 'Download everything (JSON)', busy: 'Preparing JSON...' },
  {
    choice: 'csv',
    label: 'Download spreadsheets (CSV, in one ZIP)',
    busy: 'Preparing spreadsheets...',
  },
  { choice: 'markdown', label: 'Download journal (Markdown)', busy: 'Preparing journal...' },
];

function doneMessage(choice: ExportChoice, names: readonly string[]): string {
  if (names.length === 0) {
    return choice === 'csv'
      ? 'There is nothing to put in a spreadsheet yet.'
      : 'There is nothing to download yet.';
  }
  if (names.length === 1) return `Downloaded ${names[0]}.`;
  return `Downloaded ${names.length} files: ${names.join(', ')}.`;
}

/** The three download buttons; the files are made on the device, so they work offline. */
export function DataExport({ db, accountName }: { db: SelahDB; accountName?: string | null }) {
  const [busy, setBusy] = useState<ExportChoice | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function download(choice: ExportChoice) {
    setBusy(choice);
    setMessage(null);
    setProgress(null);
    try {
      // What the server keeps for reminders is only on the server: asked for when there is an account.
      const reminders = choice === 'json' && accountName ? await remindersForExport() : null;
      const files = await makeExportFiles(db, choice, {
        accountName,
        reminders,
        onProgress: (next) => setProgress(next.total > 0 ? next : null),
      });
      await downloadFiles(files);
      setMessage({
        text: doneMessage(
          choice,
          files.map((file) => file.name),
        ),
        error: false,
      });
    } catch {
      setMessage({
        text: 'Couldn’t make the download. Please try again.',
        error: true,
      });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="data-export-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="data-export-heading" className="text-base font-semibold text-ink">
          Download a copy
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          Your moods, goals, journal, meditation and private sessions, daily motivations and safety
          plan. Made on this device, so it works offline too. Online, the JSON file also lists what
          the server keeps for your daily reminder: its time and days, and the browsers it reaches.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {CHOICES.map(({ choice, label, busy: busyLabel }) => (
          <Button
            key={choice}
            variant="secondary"
            className="w-full sm:w-auto"
            loading={busy === choice}
            loadingText={busyLabel}
            disabled={busy !== null && busy !== choice}
            onClick={() => void download(choice)}
          >
            {label}
          </Button>
        ))}
      </div>
      {busy !== null && progress && <DataProgress label="Reading your data" progress={progress} />}
      <p
        role="status"
        className={
          message?.error
            ? 'text-sm font-medium text-danger-ink empty:hidden'
            : 'text-sm font-medium text-primary-ink empty:hidden'
        }
      >
        {message?.text}
      </p>
    </section>
  );
}
