/**
 * The files an export downloads: Selah's complete JSON, one spreadsheet (CSV) per kind and a
 * readable Markdown journal. Pure functions of the collected rows.
 */
import {
  ENTITIES,
  JOURNAL_CATEGORY_LABELS,
  type ExportDef,
  type JournalEntry,
} from '@selah/shared';
import { strToU8, zipSync } from 'fflate';
import { toCsv, type CsvValue } from './csv';
import { withByteOrderMark } from './download';
import {
  EXPORT_KINDS,
  type ExportFile,
  type ExportKind,
  type ExportRows,
  type SelahExport,
} from './types';

/** A file of text: the JSON, the Markdown journal, one spreadsheet. */
export type TextFile = Extract<ExportFile, { text: string }>;

/** The device's calendar date, for file names: 2026-11-25. */
export function exportFileDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** selah-export-2026-11-25.json: everything, importable again. */
export function jsonExportFile(data: SelahExport, date: string): TextFile {
  return {
    name: `selah-export-${date}.json`,
    type: 'application/json;charset=utf-8',
    text: `${JSON.stringify(data, null, 2)}\n`,
  };
}

/** Each kind's spreadsheet: its file name and columns, as the table's declaration gives them. */
export const CSV_SPECS = Object.fromEntries(
  EXPORT_KINDS.map((kind) => [kind, ENTITIES[kind].export]),
) as unknown as Record<ExportKind, ExportDef>;

/** A list (a mood's activities) as one cell the way Daylio writes it: "Prayed | Family". */
function cell(value: CsvValue | readonly string[]): CsvValue {
  return Array.isArray(value) ? value.join(' | ') : (value as CsvValue);
}

/** One kind's spreadsheet: a header row, then its rows oldest first (times as stored: ISO UTC). */
export function csvFor<K extends ExportKind>(kind: K, rows: ExportRows[K]): string {
  const spec = CSV_SPECS[kind];
  type Row = Record<string, CsvValue | readonly string[]>;
  const sorted = [...(rows as unknown as Row[])].sort((a, b) =>
    String(a[spec.time]).localeCompare(String(b[spec.time])),
  );
  return toCsv(
    spec.columns,
    sorted.map((row) => spec.columns.map((column) => cell(row[column]))),
  );
}

/**
 * Every spreadsheet in one download, selah-spreadsheets-2026-11-25.zip (browsers block or ask
 * about several downloads started at once), each with a byte order mark for Excel; nothing when
 * no kind has rows.
 */
export function csvZipFiles(data: ExportRows, date: string): ExportFile[] {
  const sheets = csvExportFiles(data, date);
  if (sheets.length === 0) return [];
  const entries = Object.fromEntries(
    sheets.map((sheet) => [sheet.name, strToU8(withByteOrderMark(sheet.text))]),
  );
  return [
    { name: `selah-spreadsheets-${date}.zip`, type: 'application/zip', bytes: zipSync(entries) },
  ];
}

/** One spreadsheet per kind that has rows (selah-moods-2026-11-25.csv, ...). */
export function csvExportFiles(data: ExportRows, date: string): TextFile[] {
  return (Object.keys(CSV_SPECS) as ExportKind[])
    .filter((kind) => data[kind].length > 0)
    .map((kind) => ({
      name: `selah-${CSV_SPECS[kind].fileKind}-${date}.csv`,
      type: 'text/csv;charset=utf-8',
      text: csvFor(kind, data[kind]),
    }));
}

const markdownDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** "November 20, 2026 at 8:30 PM" in `timeZone` (default: the device's). */
export function formatJournalDate(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = markdownDateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    });
    markdownDateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}

/** A title on one line (a heading ends at the line's end). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The journal as one readable Markdown document, newest entry first: each entry's title as a
 * heading, its date and category, then its content as written.
 */
export function journalMarkdown(
  entries: readonly JournalEntry[],
  options: { exportedAt?: string; timeZone?: string } = {},
): string {
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const count = sorted.length === 1 ? '1 entry' : `${sorted.length} entries`;
  const exported = options.exportedAt
    ? `Exported from Selah on ${formatJournalDate(options.exportedAt, options.timeZone)}. `
    : '';
  const parts = [`# My journal`, `${exported}${count}, newest first.`];
  for (const entry of sorted) {
    const category = JOURNAL_CATEGORY_LABELS[entry.category] ?? entry.category;
    parts.push(
      '---',
      `## ${oneLine(entry.title) || 'Untitled'}`,
      `*${formatJournalDate(entry.createdAt, options.timeZone)} · ${category}*`,
      entry.content.trim(),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** selah-journal-2026-11-25.md */
export function markdownExportFile(
  entries: readonly JournalEntry[],
  date: string,
  options: { exportedAt?: string; timeZone?: string } = {},
): TextFile {
  return {
    name: `selah-journal-${date}.md`,
    type: 'text/markdown;charset=utf-8',
    text: journalMarkdown(entries, options),
  };
}
