/**
 * Import: Selah's own JSON export, or Daylio's CSV export. Three steps, so nothing is written until
 * the member has seen what will be added and confirmed:
 *
 *   const source = await readImportText(text);     // validates the whole file (ImportError)
 *   const plan = await planImport(db, source);     // what is new, what is already here
 *   describePlan(plan);                            // "12 mood entries will be added; ..."
 *   await applyImport(db, plan, { moodMapping });  // writes through the real mutations
 *
 * Rows keep their ids (an export of another account's rows gets ids derived from this account
 * and the original id), and Daylio rows get ids derived from their content, so importing a file
 * twice adds nothing. Every new row is written by its named mutations (data/mutate.ts): it is
 * queued in the outbox and syncs like any other change.
 *
 * This module loads zod (the shared row schemas): screens import it on demand (loadImporter()).
 */
import type { z } from 'zod';
import {
  dailyMotivationSchema,
  favoriteSchema,
  feedFilterSchema,
  goalSchema,
  journalEntrySchema,
  meditationSessionSchema,
  moodEntrySchema,
  privateSessionSchema,
  type MutationArgs,
  type MutationName,
} from '@selah/shared';
import type { Table } from 'dexie';
import type { SelahDB } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';
import { mutate } from '../mutate';
import { yieldToBrowser } from '../../lib/yield-to-browser';
import { parseCsv } from './csv';
import {
  daylioActivities,
  daylioDate,
  daylioMoods,
  daylioNotes,
  daylioRowId,
  DaylioRowError,
  isDaylioHeader,
  readDaylioRows,
  type DaylioMood,
  type DaylioMoodMapping,
  type DaylioRow,
} from './daylio';
import { hashId } from './hash-id';
import {
  EXPORT_FORMAT,
  EXPORT_KINDS,
  EXPORT_VERSION,
  KIND_NOUNS,
  SAFETY_PLAN_KEY,
  countOf,
  type ExportKind,
  type ExportRows,
  type Progress,
  type SelahExport,
} from './types';

export const NOT_AN_EXPORT = 'This file is not a Selah export or a Daylio CSV.';

/** A file that cannot be imported; the message is meant for the member. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** One mutation an imported row is written with. */
export type ImportStep = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName];

/** A row of the file, with the mutations that make it. */
export interface ImportRow {
  kind: ExportKind;
  /** The id the row gets on this device. */
  id: string;
  steps: ImportStep[];
  /** Daylio rows: the file's mood text; the mood itself is the member's mapping of it. */
  daylioMood?: string;
}

export type ImportSource =
  | { kind: 'selah'; data: SelahExport; rows: ImportRow[] }
  | { kind: 'daylio'; daylioRows: DaylioRow[]; moods: DaylioMood[] };

// --- Reading and validating a file ---------------------------------------------------------------

const ROW_SCHEMAS: Record<ExportKind, z.ZodType> = {
  moodEntries: moodEntrySchema,
  goals: goalSchema,
  journalEntries: journalEntrySchema,
  meditationSessions: meditationSessionSchema,
  privateSessions: privateSessionSchema,
  motivations: dailyMotivationSchema,
  favorites: favoriteSchema,
  feedFilters: feedFilterSchema,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rowProblem(kind: ExportKind | null, row: number, error: z.ZodError): ImportError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  const where = kind ? `Row ${row} of the ${KIND_NOUNS[kind].many}` : `Row ${row}`;
  return new ImportError(
    `${where}${field ? ` (${field})` : ''}: ${issue?.message ?? 'This row is not valid.'}`,
  );
}

/** The mutations that recreate a stored row exactly (create, then its later changes). */
function stepsFor(kind: ExportKind, row: Record<string, unknown>): ImportStep[] {
  switch (kind) {
    case 'moodEntries': {
      const r = row as unknown as ExportRows['moodEntries'][number];
      return [
        {
          name: 'mood.create',
          args: {
            id: r.id,
            mood: r.mood,
            date: r.date,
            ...(r.notes !== null ? { notes: r.notes } : {}),
            ...(r.activities?.length ? { activities: r.activities } : {}),
          },
        },
      ];
    }
    case 'goals': {
      const r = row as unknown as ExportRows['goals'][number];
      const steps: ImportStep[] = [
        {
          name: 'goal.create',
          args: {
            id: r.id,
            title: r.title,
            description: r.description,
            targetValue: r.targetValue,
            category: r.category,
            createdAt: r.createdAt,
          },
        },
      ];
      if (r.currentValue > 0) {
        steps.push({ name: 'goal.setProgress', args: { id: r.id, currentValue: r.currentValue } });
      }
      if (!r.isActive) {
        steps.push({ name: 'goal.update', args: { id: r.id, changes: { isActive: false } } });
      }
      return steps;
    }
    case 'journalEntries': {
      const r = row as unknown as ExportRows['journalEntries'][number];
      return [
        {
          name: 'journal.create',
          args: {
            id: r.id,
            title: r.title,
            content: r.content,
            category: r.category,
            createdAt: r.createdAt,
          },
        },
      ];
    }
    case 'meditationSessions': {
      const r = row as unknown as ExportRows['meditationSessions'][number];
      return [
        {
          name: 'meditation.create',
          args: {
            id: r.id,
            duration: r.duration,
            sessionType: r.sessionType,
            completedAt: r.completedAt,
          },
        },
      ];
    }
    case 'privateSessions': {
      const r = row as unknown as ExportRows['privateSessions'][number];
      const steps: ImportStep[] = [
        {
          name: 'privateSession.create',
          args: {
            id: r.id,
            title: r.title,
            sessionType: r.sessionType,
            scheduledAt: r.scheduledAt,
            duration: r.duration,
            notes: r.notes,
            createdAt: r.createdAt,
          },
        },
      ];
      if (r.completedAt !== null) {
        steps.push({
          name: 'privateSession.complete',
          args: { id: r.id, completedAt: r.completedAt },
        });
      }
      return steps;
    }
    case 'motivations': {
      const r = row as unknown as ExportRows['motivations'][number];
      const steps: ImportStep[] = [
        {
          name: 'motivation.create',
          args: { id: r.id, message: r.message, type: r.type, createdAt: r.createdAt },
        },
      ];
      if (r.isRead) steps.push({ name: 'motivation.read', args: { id: r.id } });
      return steps;
    }
    case 'favorites': {
      const r = row as unknown as ExportRows['favorites'][number];
      return [
        {
          name: 'favorite.create',
          args: { id: r.id, contentId: r.contentId, createdAt: r.createdAt },
        },
      ];
    }
    case 'feedFilters': {
      const r = row as unknown as ExportRows['feedFilters'][number];
      return [
        {
          name: 'feedFilter.create',
          args: { id: r.id, kind: r.kind, targetId: r.targetId, createdAt: r.createdAt },
        },
      ];
    }
  }
}

type ArgSchemas = Awaited<ReturnType<typeof loadWriteSchemas>>['MUTATION_ARGS'];

/** Checks each step's args with its mutation's own schema, as the write will. */
function checkSteps(
  schemas: ArgSchemas,
  kind: ExportKind | null,
  row: number,
  steps: readonly ImportStep[],
): void {
  for (const step of steps) {
    const result = (schemas[step.name] as z.ZodType).safeParse(step.args);
    if (!result.success) throw rowProblem(kind, row, result.error);
  }
}

async function readSelahExport(
  value: Record<string, unknown>,
  schemas: ArgSchemas,
): Promise<ImportSource> {
  if (value.version !== EXPORT_VERSION) {
    throw new ImportError(
      typeof value.version === 'number' && value.version > EXPORT_VERSION
        ? 'This export was made by a newer version of Selah. Update Selah, then import it again.'
        : NOT_AN_EXPORT,
    );
  }
  const account = value.account;
  if (!isObject(account) || typeof account.id !== 'string' || account.id === '') {
    throw new ImportError('This Selah export does not say which account it comes from.');
  }
  const data = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: typeof value.exportedAt === 'string' ? value.exportedAt : '',
    account: {
      id: account.id,
      ...(typeof account.name === 'string' ? { name: account.name } : {}),
    },
    safetyPlan: value.safetyPlan ?? null,
  } as SelahExport;
  const rows: ImportRow[] = [];
  for (const kind of EXPORT_KINDS) {
    const list = value[kind] ?? [];
    if (!Array.isArray(list)) {
      throw new ImportError(`The ${KIND_NOUNS[kind].many} in this file are not a list.`);
    }
    const parsed: Record<string, unknown>[] = [];
    for (const [index, row] of (list as unknown[]).entries()) {
      // A turn for the page every few hundred rows: a large file is checked without freezing it.
      if (index > 0 && index % CHECK_SLICE === 0) await yieldToBrowser();
      const result = ROW_SCHEMAS[kind].safeParse(row);
      if (!result.success) throw rowProblem(kind, index + 1, result.error);
      const stored = result.data as Record<string, unknown>;
      const steps = stepsFor(kind, stored);
      checkSteps(schemas, kind, index + 1, steps);
      rows.push({ kind, id: stored.id as string, steps });
      parsed.push(stored);
    }
    (data as unknown as Record<ExportKind, unknown[]>)[kind] = parsed;
  }
  return { kind: 'selah', data, rows };
}

function readDaylio(records: string[][], schemas: ArgSchemas): ImportSource {
  let daylioRows: DaylioRow[];
  try {
    daylioRows = readDaylioRows(records);
  } catch (error) {
    if (error instanceof DaylioRowError) throw new ImportError(error.message);
    throw error;
  }
  for (const row of daylioRows) {
    // The mood is the member's choice, made later: any valid one checks the rest of the row.
    checkSteps(schemas, null, row.row, [
      daylioStep(row, '00000000-0000-4000-8000-000000000000', 'okay'),
    ]);
  }
  return { kind: 'daylio', daylioRows, moods: daylioMoods(daylioRows) };
}

function daylioStep(
  row: DaylioRow,
  id: string,
  mood: MutationArgs<'mood.create'>['mood'],
): ImportStep {
  const notes = daylioNotes(row);
  const activities = daylioActivities(row);
  return {
    name: 'mood.create',
    args: {
      id,
      mood,
      date: daylioDate(row).toISOString(),
      ...(notes ? { notes } : {}),
      ...(activities.length > 0 ? { activities } : {}),
    },
  };
}

/**
 * Reads a file's text: Selah's JSON export or Daylio's CSV, checked row by row with the shared
 * schemas. Throws ImportError (NOT_AN_EXPORT, or "Row 3 of the goals (title): ...").
 */
export async function readImportText(text: string): Promise<ImportSource> {
  // The mutations' schemas (and zod's browser settings) load with the app's write schemas.
  const { MUTATION_ARGS } = await loadWriteSchemas();
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new ImportError(NOT_AN_EXPORT);
    }
    if (!isObject(value) || value.format !== EXPORT_FORMAT) throw new ImportError(NOT_AN_EXPORT);
    return readSelahExport(value, MUTATION_ARGS);
  }
  let records: string[][];
  try {
    records = parseCsv(trimmed);
  } catch {
    throw new ImportError(NOT_AN_EXPORT);
  }
  if (records.length === 0 || !isDaylioHeader(records[0]!)) throw new ImportError(NOT_AN_EXPORT);
  return readDaylio(records, MUTATION_ARGS);
}

/** A file's text (through FileReader where Blob.text is missing: older engines, jsdom). */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Reads a chosen file (see readImportText). */
export async function readImportFile(file: Blob): Promise<ImportSource> {
  return readImportText(await textOf(file));
}

// --- Planning: what is new --------------------------------------------------------------------

export type SafetyPlanImport =
  | { action: 'none' }
  | { action: 'add'; value: unknown }
  /** The file has one, and so does this device: the device's is kept. */
  | { action: 'keep' };

export interface ImportPlan {
  source: ImportSource['kind'];
  /** The rows to add (new on this device), in file order. */
  rows: ImportRow[];
  counts: Record<ExportKind, { add: number; skip: number }>;
  toAdd: number;
  /** Rows of the file already on this device (or twice in the file). */
  alreadyHere: number;
  safetyPlan: SafetyPlanImport;
  /** Daylio: the mood texts the member maps to Selah's moods; [] for a Selah export. */
  moods: DaylioMood[];
  /** The file comes from another account: its rows get ids of their own here. */
  fromAnotherAccount: boolean;
}

function tableOf(db: SelahDB, kind: ExportKind): Table<{ id: string }, string> {
  return db[kind] as unknown as Table<{ id: string }, string>;
}

const CHECK_SLICE = 500;

/** The ids among `ids` that `kind`'s table already holds. */
async function existingIds(
  db: SelahDB,
  kind: ExportKind,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += CHECK_SLICE) {
    const slice = ids.slice(start, start + CHECK_SLICE);
    const rows = await tableOf(db, kind).bulkGet(slice);
    rows.forEach((row, index) => {
      if (row) found.add(slice[index]!);
    });
  }
  return found;
}

/** The row with every step naming `id`. */
function withId(row: ImportRow, id: string): ImportRow {
  return {
    ...row,
    id,
    steps: row.steps.map((step) => ({ ...step, args: { ...step.args, id } }) as ImportStep),
  };
}

/** Whether the device holds a safety plan. */
async function hasSafetyPlan(db: SelahDB): Promise<boolean> {
  const row = await db.meta.get(SAFETY_PLAN_KEY);
  return row?.value !== undefined && row.value !== null;
}

/**
 * Sorts the file's rows into new and already here, without writing anything. Needs a member's
 * database (ImportError for the guest's).
 */
export async function planImport(db: SelahDB, source: ImportSource): Promise<ImportPlan> {
  const ownerId = db.ownerId;
  if (ownerId === null) throw new ImportError('Sign in to import your data.');
  let candidates: ImportRow[];
  let safetyPlan: SafetyPlanImport = { action: 'none' };
  let fromAnotherAccount = false;
  if (source.kind === 'selah') {
    fromAnotherAccount = source.data.account.id !== ownerId;
    // Another account's ids are its own on the server: the rows get ids of their own here, the
    // same ones every time, so this import also adds nothing the second time.
    candidates = fromAnotherAccount
      ? await Promise.all(
          source.rows.map(async (row) =>
            withId(row, await hashId(JSON.stringify(['selah-import', ownerId, row.kind, row.id]))),
          ),
        )
      : source.rows;
    const plan = source.data.safetyPlan;
    if (plan !== undefined && plan !== null) {
      safetyPlan = (await hasSafetyPlan(db)) ? { action: 'keep' } : { action: 'add', value: plan };
    }
  } else {
    candidates = await Promise.all(
      source.daylioRows.map(async (row) => {
        const id = await daylioRowId(ownerId, row);
        // The mood is the member's mapping, set when the import is applied.
        return {
          kind: 'moodEntries',
          id,
          steps: [daylioStep(row, id, 'okay')],
          daylioMood: row.mood,
        };
      }),
    );
  }

  const counts = Object.fromEntries(
    EXPORT_KINDS.map((kind) => [kind, { add: 0, skip: 0 }]),
  ) as ImportPlan['counts'];
  const rows: ImportRow[] = [];
  for (const kind of EXPORT_KINDS) {
    const ofKind = candidates.filter((row) => row.kind === kind);
    const existing = await existingIds(
      db,
      kind,
      ofKind.map((row) => row.id),
    );
    const seen = new Set<string>();
    for (const row of ofKind) {
      if (existing.has(row.id) || seen.has(row.id)) {
        counts[kind].skip++;
      } else {
        seen.add(row.id);
        counts[kind].add++;
        rows.push(row);
      }
    }
  }
  const alreadyHere = EXPORT_KINDS.reduce((sum, kind) => sum + counts[kind].skip, 0);
  return {
    source: source.kind,
    rows,
    counts,
    toAdd: rows.length,
    alreadyHere,
    safetyPlan,
    moods: source.kind === 'daylio' ? source.moods : [],
    fromAnotherAccount,
  };
}

/** "12 mood entries, 3 goals, 5 journal entries will be added; 4 already on this device." */
export function describePlan(plan: ImportPlan): string {
  const adding = EXPORT_KINDS.filter((kind) => plan.counts[kind].add > 0).map((kind) =>
    countOf(kind, plan.counts[kind].add),
  );
  if (adding.length === 0) {
    return plan.alreadyHere > 0
      ? 'Nothing new to add: everything in this file is already on this device.'
      : 'This file has no entries to add.';
  }
  const already = plan.alreadyHere > 0 ? `; ${plan.alreadyHere} already on this device` : '';
  return `${adding.join(', ')} will be added${already}.`;
}

/** The Daylio mood texts the mapping still leaves without a Selah mood. */
export function unmappedMoods(plan: ImportPlan, mapping: DaylioMoodMapping): string[] {
  return plan.moods.filter((mood) => !mapping[mood.text]).map((mood) => mood.text);
}

// --- Writing ----------------------------------------------------------------------------------

export interface ImportResult {
  /** Rows written. */
  added: number;
  /** Rows that turned up on the device between the preview and the import (a sync). */
  skipped: number;
  safetyPlanAdded: boolean;
}

/** The import stopped part-way: `added` rows are written (importing again adds the rest). */
export class ImportStoppedError extends Error {
  constructor(
    readonly added: number,
    cause: unknown,
  ) {
    super(
      `The import stopped after ${added} ${added === 1 ? 'entry' : 'entries'}: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.name = 'ImportStoppedError';
  }
}

export interface ApplyOptions {
  /** Daylio: the Selah mood for each of the file's mood texts (every one must have one). */
  moodMapping?: DaylioMoodMapping;
  /** Called as rows are written (every few rows, and at the end). */
  onProgress?: (progress: Progress) => void;
}

const PROGRESS_EVERY = 20;

/**
 * Writes the plan's new rows, each through its named mutations (each queued in the outbox, to sync
 * like any other change), and the safety plan if the device still has none. A row that appeared
 * meanwhile is skipped. Throws ImportError before writing anything when a Daylio mood has no
 * Selah mood, and ImportStoppedError if a write fails part-way.
 */
export async function applyImport(
  db: SelahDB,
  plan: ImportPlan,
  options: ApplyOptions = {},
): Promise<ImportResult> {
  const { moodMapping = {}, onProgress } = options;
  const unmapped = unmappedMoods(plan, moodMapping);
  if (unmapped.length > 0) {
    throw new ImportError(`Choose a Selah mood for “${unmapped[0]}”.`);
  }
  if (db.ownerId === null) throw new ImportError('Sign in to import your data.');
  await loadWriteSchemas();
  const total = plan.rows.length;
  let added = 0;
  let skipped = 0;
  onProgress?.({ done: 0, total });
  for (const [index, row] of plan.rows.entries()) {
    try {
      if (await tableOf(db, row.kind).get(row.id)) {
        skipped++;
      } else {
        for (const step of row.steps) {
          const args =
            row.daylioMood !== undefined && step.name === 'mood.create'
              ? { ...step.args, mood: moodMapping[row.daylioMood]! }
              : step.args;
          await mutate(db, step.name, args as never);
        }
        added++;
      }
    } catch (error) {
      throw new ImportStoppedError(added, error);
    }
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 || done === total) onProgress?.({ done, total });
  }
  let safetyPlanAdded = false;
  if (plan.safetyPlan.action === 'add' && !(await hasSafetyPlan(db))) {
    await db.meta.put({ key: SAFETY_PLAN_KEY, value: plan.safetyPlan.value });
    safetyPlanAdded = true;
  }
  return { added, skipped, safetyPlanAdded };
}

/** "Imported 12 entries. They will sync when you are online." */
export function describeResult(result: ImportResult): string {
  const parts: string[] = [];
  if (result.added > 0) {
    parts.push(
      `Imported ${result.added} ${result.added === 1 ? 'entry' : 'entries'}. ${
        result.added === 1 ? 'It' : 'They'
      } will sync when you are online.`,
    );
  } else {
    parts.push('Nothing new was imported: everything was already on this device.');
  }
  if (result.safetyPlanAdded) parts.push('Your safety plan was imported too.');
  return parts.join(' ');
}
