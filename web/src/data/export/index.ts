/**
 * "Own your data": the member's export (Selah's JSON, spreadsheets, a Markdown journal), made on
 * the device from the local database, and the import of Selah's JSON or Daylio's CSV.
 *
 * The import validates with the shared zod schemas, so it is loaded on demand: `loadImporter()`.
 */
import type { SelahDB } from '../../db';
import { collectExport, collectRows, type CollectOptions } from './collect';
import { csvZipFiles, exportFileDate, jsonExportFile, markdownExportFile } from './files';
import type * as Importer from './import';
import type { ExportFile } from './types';

export {
  EXPORT_SLICE_SIZE,
  collectExport,
  collectRows,
  readInSlices,
  readStoredSafetyPlan,
  type CollectOptions,
} from './collect';
export { csvField, parseCsv, toCsv, type CsvValue } from './csv';
export { yieldToBrowser } from '../../lib/yield-to-browser';
export { downloadFile, downloadFiles } from './download';
export {
  CSV_SPECS,
  csvExportFiles,
  csvFor,
  csvZipFiles,
  exportFileDate,
  formatJournalDate,
  journalMarkdown,
  jsonExportFile,
  markdownExportFile,
} from './files';
export {
  DAYLIO_DEFAULT_MOODS,
  defaultMoodMapping,
  type DaylioMood,
  type DaylioMoodMapping,
} from './daylio';
export {
  EXPORT_FORMAT,
  EXPORT_KINDS,
  EXPORT_VERSION,
  KIND_NOUNS,
  SAFETY_PLAN_KEY,
  countOf,
  type ExportedReminders,
  type ExportFile,
  type ExportKind,
  type ExportRows,
  type Progress,
  type SelahExport,
} from './types';
export type {
  ApplyOptions,
  ImportPlan,
  ImportResult,
  ImportRow,
  ImportSource,
  ImportStep,
  SafetyPlanImport,
} from './import';

/** The import module (zod and the shared schemas with it), loaded when first needed. */
export function loadImporter(): Promise<typeof Importer> {
  return import('./import');
}

export type ExportChoice = 'json' | 'csv' | 'markdown';

export interface MakeExportOptions extends Omit<CollectOptions, 'kinds'> {
  /** For the Markdown journal's dates (default: the device's zone). */
  timeZone?: string;
}

/**
 * The files one of the download buttons saves: the JSON export (one file), one spreadsheet per
 * kind that has rows, or the Markdown journal. Reads the local database in slices (progress).
 */
export async function makeExportFiles(
  db: SelahDB,
  choice: ExportChoice,
  options: MakeExportOptions = {},
): Promise<ExportFile[]> {
  const { timeZone, now = new Date(), ...collectOptions } = options;
  const date = exportFileDate(now);
  if (choice === 'json') {
    return [jsonExportFile(await collectExport(db, { ...collectOptions, now }), date)];
  }
  if (choice === 'csv') return csvZipFiles(await collectRows(db, collectOptions), date);
  const { journalEntries } = await collectRows(db, {
    ...collectOptions,
    kinds: ['journalEntries'],
  });
  return [markdownExportFile(journalEntries, date, { exportedAt: now.toISOString(), timeZone })];
}
