import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MOOD_DETAILS, MOODS, type Mood } from '@selah/shared';
import {
  defaultMoodMapping,
  loadImporter,
  type DaylioMood,
  type ImportPlan,
  type Progress,
} from '../../data/export';
import type { SelahDB } from '../../db';
import { Button, Select } from '../../ui';
import { DataProgress } from './data-progress';

type Importer = Awaited<ReturnType<typeof loadImporter>>;
type Mapping = Record<string, Mood | undefined>;

type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | {
      step: 'preview';
      fileName: string;
      plan: ImportPlan;
      mapping: Mapping;
      /** Set when the member tried to import with a Daylio mood left unmatched. */
      checked: boolean;
    }
  | { step: 'importing'; fileName: string; progress: Progress }
  | { step: 'done'; message: string }
  | { step: 'error'; message: string };

const MOOD_OPTIONS = MOODS.map((mood) => ({ value: mood, label: MOOD_DETAILS[mood].label }));

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** The member-facing text of an import failure. */
function messageOf(error: unknown): string {
  if (error instanceof Error && error.name === 'ImportError') return error.message;
  if (error instanceof Error && error.name === 'ImportStoppedError') {
    return `${error.message} Importing the file again adds the rest.`;
  }
  return 'Couldn’t read this file. Please try again.';
}

function importLabel(plan: ImportPlan): string | null {
  if (plan.toAdd > 0) return `Import ${entries(plan.toAdd)}`;
  return plan.safetyPlan.action === 'add' ? 'Import safety plan' : null;
}

function safetyPlanNote(plan: ImportPlan): string | null {
  if (plan.safetyPlan.action === 'add') return 'Your safety plan will be added too.';
  if (plan.safetyPlan.action === 'keep') {
    return 'The safety plan in this file is left out: this device already has one.';
  }
  return null;
}

/**
 * Import: choose a file (Selah's JSON or Daylio's CSV), match Daylio's moods, see what will be
 * added, then confirm. Nothing is written before "Import N entries".
 */
export function DataImport({ db }: { db: SelahDB }) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const importer = useRef<Importer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  /** Counts file choices, so a slow read of an earlier file never replaces a later one. */
  const attempt = useRef(0);
  const baseId = useId();
  const inputId = `${baseId}-file`;
  const hintId = `${baseId}-hint`;
  const moodId = (index: number) => `${baseId}-mood-${index}`;

  const step = state.step;
  useEffect(() => {
    if (step === 'preview') previewHeading.current?.focus();
  }, [step]);

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const current = ++attempt.current;
    setState({ step: 'reading', fileName: file.name });
    try {
      importer.current ??= await loadImporter();
      const source = await importer.current.readImportFile(file);
      const plan = await importer.current.planImport(db, source);
      if (current !== attempt.current) return;
      setState({
        step: 'preview',
        fileName: file.name,
        plan,
        mapping: defaultMoodMapping(plan.moods),
        checked: false,
      });
    } catch (error) {
      if (current !== attempt.current) return;
      clearInput();
      setState({ step: 'error', message: messageOf(error) });
    }
  }

  function cancel() {
    attempt.current++;
    clearInput();
    setState({ step: 'idle' });
  }

  function setMood(text: string, mood: Mood | undefined) {
    setState((current) =>
      current.step === 'preview'
        ? { ...current, mapping: { ...current.mapping, [text]: mood } }
        : current,
    );
  }

  async function confirm() {
    if (state.step !== 'preview' || !importer.current) return;
    const { plan, mapping, fileName } = state;
    const unmatched = plan.moods.findIndex((mood) => !mapping[mood.text]);
    if (unmatched >= 0) {
      setState({ ...state, checked: true });
      document.getElementById(moodId(unmatched))?.focus();
      return;
    }
    const { applyImport, describeResult } = importer.current;
    setState({ step: 'importing', fileName, progress: { done: 0, total: plan.toAdd } });
    try {
      const result = await applyImport(db, plan, {
        moodMapping: mapping,
        onProgress: (progress) =>
          setState((current) =>
            current.step === 'importing' ? { ...current, progress } : current,
          ),
      });
      setState({ step: 'done', message: describeResult(result) });
    } catch (error) {
      setState({ step: 'error', message: messageOf(error) });
    } finally {
      clearInput();
    }
  }

  const busy = step === 'reading' || step === 'importing';

  return (
    <section aria-labelledby={`${baseId}-heading`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${baseId}-heading`} className="text-base font-semibold text-ink">
          Import
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          Bring back a Selah export, or your moods from Daylio. Entries already on this device are
          skipped, so importing a file twice adds nothing.
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Choose a file to import
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => void choose(event)}
          className={
            'block min-h-11 w-full max-w-full rounded-full text-sm text-ink-muted ' +
            'file:mr-3 file:h-11 file:cursor-pointer file:rounded-full file:border file:border-line ' +
            'file:bg-surface file:px-5 file:text-sm file:font-semibold file:text-ink ' +
            'hover:file:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 ' +
            'disabled:cursor-not-allowed disabled:opacity-60'
          }
        />
        <p id={hintId} className="text-sm text-ink-muted">
          A Selah export (.json) or a Daylio export (.csv). Nothing is added until you confirm.
        </p>
      </div>

      {state.step === 'reading' && (
        <p role="status" className="text-sm text-ink-muted">
          Reading {state.fileName}...
        </p>
      )}

      {state.step === 'preview' && (
        <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface-muted/50 p-4">
          <h4
            ref={previewHeading}
            tabIndex={-1}
            className="text-base font-semibold break-words text-ink focus:outline-none"
          >
            Ready to import {state.fileName}
          </h4>
          {state.plan.moods.length > 0 && (
            <MoodMapping
              moods={state.plan.moods}
              mapping={state.mapping}
              checked={state.checked}
              idOf={moodId}
              onChange={setMood}
            />
          )}
          <div className="flex flex-col gap-1 text-sm text-ink">
            <p>{importer.current?.describePlan(state.plan)}</p>
            {state.plan.fromAnotherAccount && state.plan.toAdd > 0 && (
              <p className="text-ink-muted">
                This file comes from another account: its entries are added as new entries of yours.
              </p>
            )}
            {safetyPlanNote(state.plan) && (
              <p className="text-ink-muted">{safetyPlanNote(state.plan)}</p>
            )}
          </div>
          {state.checked && state.plan.moods.some((mood) => !state.mapping[mood.text]) && (
            <p role="alert" className="text-sm font-medium text-danger-ink">
              Choose a Selah mood for every Daylio mood.
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            {importLabel(state.plan) && (
              <Button className="w-full sm:w-auto" onClick={() => void confirm()}>
                {importLabel(state.plan)}
              </Button>
            )}
            <Button variant="secondary" className="w-full sm:w-auto" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}

      {state.step === 'importing' && (
        <DataProgress label={`Importing ${state.fileName}`} progress={state.progress} />
      )}

      <p role="status" className="text-sm font-medium text-primary-ink empty:hidden">
        {state.step === 'done' ? state.message : ''}
      </p>
      {state.step === 'error' && (
        <p role="alert" className="text-sm font-medium text-danger-ink">
          {state.message}
        </p>
      )}
    </section>
  );
}

/** Daylio's moods, each with the Selah mood it stands for (members rename Daylio's moods). */
function MoodMapping({
  moods,
  mapping,
  checked,
  idOf,
  onChange,
}: {
  moods: readonly DaylioMood[];
  mapping: Mapping;
  checked: boolean;
  idOf: (index: number) => string;
  onChange: (text: string, mood: Mood | undefined) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Match your Daylio moods</legend>
      <p className="text-sm text-ink-muted">
        Choose the Selah mood each of your Daylio moods means.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {moods.map((mood, index) => (
          <Select
            key={mood.text}
            id={idOf(index)}
            label={`“${mood.text}” (${entries(mood.count)})`}
            placeholder="Choose a Selah mood"
            options={MOOD_OPTIONS}
            value={mapping[mood.text] ?? ''}
            error={checked && !mapping[mood.text] ? 'Choose a Selah mood' : undefined}
            onChange={(event) => onChange(mood.text, (event.target.value || undefined) as Mood)}
          />
        ))}
      </div>
    </fieldset>
  );
}
