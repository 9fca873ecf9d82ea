import { ENTITIES, EXPORTED_TABLES, type ExportedTable } from '@selah/shared';
import type { Table } from 'dexie';
import type { SelahDB } from '../../db';

/**
 * The member's own tables an export holds, in the order files and previews list them: every table
 * whose declaration (@selah/shared entities) has an export, which every personal table has.
 */
export const EXPORT_KINDS = EXPORTED_TABLES;
export type ExportKind = ExportedTable;

/** Each kind's rows as the device stores them. */
export type ExportRows = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row type is read
  [K in ExportKind]: SelahDB[K] extends Table<infer Row, any, any> ? Row[] : never;
};

/** The meta key of the care safety plan ('care.safetyPlan'): a JSON object, or no row. */
export { SAFETY_PLAN_KEY } from '../care/keys';

export const EXPORT_FORMAT = 'selah-export';
export const EXPORT_VERSION = 1;

/** Selah's own export: complete, and importable again (see ./import.ts). */
export interface SelahExport extends ExportRows {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: { id: string; name?: string };
  /** The care safety plan as stored, or null when the device has none. */
  safetyPlan: unknown;
  /**
   * What the server keeps for the member's daily reminder, read from it when the export is made;
   * null when it could not be asked (offline, or no account). Never imported: it belongs to the
   * browsers it names.
   */
  reminders?: ExportedReminders | null;
}

/** The daily reminder's settings and the browsers (push endpoints) it is sent to. */
export interface ExportedReminders {
  settings: unknown;
  browsers: { endpoint: string; createdAt: string }[];
}

/** How far a long export or import is: `done` of `total` rows. */
export interface Progress {
  done: number;
  total: number;
}

/** A file made on the device, ready to download. */
/** A file made on the device: text (JSON, Markdown, one spreadsheet) or bytes (a ZIP). */
export type ExportFile =
  | {
      name: string;
      /** MIME type, with its charset. */
      type: string;
      text: string;
    }
  | { name: string; type: string; bytes: Uint8Array };

/** Plural nouns for previews and messages ("3 mood entries"), from each table's declaration. */
export const KIND_NOUNS = Object.fromEntries(
  EXPORT_KINDS.map((kind) => [kind, ENTITIES[kind].export.noun]),
) as Record<ExportKind, { one: string; many: string }>;

export function countOf(kind: ExportKind, count: number): string {
  const noun = KIND_NOUNS[kind];
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}
