/**
 * The files an export downloads: Selah's complete JSON, one spreadsheet (CSV) per kind and a
 * readable Markdown journal. Pure functions of the collected rows.
 */
import { JOURNAL_CATEGORY_LABELS, type JournalEntry } from '@selah/shared';
import { toCsv, type CsvValue } from './csv';
import type { ExportFile, ExportKind, ExportRows, SelahExport } from './types';

/** The device's calendar date, for file names: 2026-11-25. */
export function exportFileDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** selah-export-2026-11-25.json: everything, importable again. */
export function jsonExportFile(data: SelahExport, date: string): ExportFile {
  return {
    name: `selah-export-${date}.json`,
    type: 'application/json;charset=utf-8',
    text: `${JSON.stringify(data, null, 2)}\n`,
  };
}

interface CsvSpec<K extends ExportKind> {
  /** selah-<fileKind>-<date>.csv */
  fileKind: string;
  /** The row field the records are sorted by, oldest first. */
  time: keyof ExportRows[K][number] & string;
  columns: readonly (keyof ExportRows[K][number] & string)[];
}

/** Each kind's columns: the stored fields a spreadsheet needs (not the owner's id). */
export const CSV_SPECS: { [K in ExportKind]: CsvSpec<K> } = {
  moodEntries: { fileKind: 'moods', time: 'date', columns: ['id', 'date', 'mood', 'notes'] },
  goals: {
    fileKind: 'goals',
    time: 'createdAt',
    columns: [
      'id',
      'createdAt',
      'title',
      'description',
      'category',
      'targetValue',
      'currentValue',
      'isActive',
    ],
  },
  journalEntries: {
    fileKind: 'journal',
    time: 'createdAt',
    columns: ['id', 'createdAt', 'title', 'category', 'content'],
  },
  meditationSessions: {
    fileKind: 'meditation',
    time: 'completedAt',
    columns: ['id', 'completedAt', 'duration', 'sessionType'],
  },
  privateSessions: {
    fileKind: 'private-sessions',
    time: 'createdAt',
    columns: [
      'id',
      'createdAt',
      'title',
      'sessionType',
      'scheduledAt',
      'duration',
      'completedAt',
      'notes',
    ],
  },
  motivations: {
    fileKind: 'motivations',
    time: 'createdAt',
    columns: ['id', 'createdAt', 'type', 'message', 'isRead'],
  },
  favorites: {
    fileKind: 'favourites',
    time: 'createdAt',
    columns: ['id', 'createdAt', 'contentId'],
  },
  feedFilters: {
    fileKind: 'hidden-and-muted',
    time: 'createdAt',
    columns: ['id', 'createdAt', 'kind', 'targetId'],
  },
};

/** One kind's spreadsheet: a header row, then its rows oldest first (times as stored: ISO UTC). */
export function csvFor<K extends ExportKind>(kind: K, rows: ExportRows[K]): string {
  const spec = CSV_SPECS[kind] as unknown as CsvSpec<K>;
  type Row = Record<string, CsvValue>;
  const sorted = [...(rows as unknown as Row[])].sort((a, b) =>
    String(a[spec.time]).localeCompare(String(b[spec.time])),
  );
  return toCsv(
    spec.columns,
    sorted.map((row) => spec.columns.map((column) => row[column])),
  );
}

/** One spreadsheet per kind that has rows (selah-moods-2026-11-25.csv, ...). */
export function csvExportFiles(data: ExportRows, date: string): ExportFile[] {
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
): ExportFile {
  return {
    name: `selah-journal-${date}.md`,
    type: 'text/markdown;charset=utf-8',
    text: journalMarkdown(entries, options),
  };
}
