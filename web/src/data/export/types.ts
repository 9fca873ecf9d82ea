import type {
  DailyMotivation,
  Favorite,
  FeedFilter,
  Goal,
  JournalEntry,
  MeditationSession,
  MoodEntry,
  PrivateSession,
} from '@selah/shared';
import { PERSONAL_TABLES } from '../../db/personal-tables';

/**
 * The member's own tables an export holds, in the order files and previews list them: every table
 * of personal data (the ones a guest's adoption moves), then the member's marks on shared rows:
 * favourite resources, and the posts they hid and authors they muted.
 */
export const EXPORT_KINDS = [...PERSONAL_TABLES, 'favorites', 'feedFilters'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Each kind's rows as the device stores them (the shared zod row types). */
export interface ExportRows {
  moodEntries: MoodEntry[];
  goals: Goal[];
  journalEntries: JournalEntry[];
  meditationSessions: MeditationSession[];
  privateSessions: PrivateSession[];
  motivations: DailyMotivation[];
  favorites: Favorite[];
  feedFilters: FeedFilter[];
}

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
}

/** How far a long export or import is: `done` of `total` rows. */
export interface Progress {
  done: number;
  total: number;
}

/** A file made on the device, ready to download. */
export interface ExportFile {
  name: string;
  /** MIME type, with its charset. */
  type: string;
  text: string;
}

/** Plural nouns for previews and messages ("3 mood entries"). */
export const KIND_NOUNS: Record<ExportKind, { one: string; many: string }> = {
  moodEntries: { one: 'mood entry', many: 'mood entries' },
  goals: { one: 'goal', many: 'goals' },
  journalEntries: { one: 'journal entry', many: 'journal entries' },
  meditationSessions: { one: 'meditation session', many: 'meditation sessions' },
  privateSessions: { one: 'private session', many: 'private sessions' },
  motivations: { one: 'daily motivation', many: 'daily motivations' },
  favorites: { one: 'favourite resource', many: 'favourite resources' },
  feedFilters: { one: 'hidden post or muted member', many: 'hidden posts and muted members' },
};

export function countOf(kind: ExportKind, count: number): string {
  const noun = KIND_NOUNS[kind];
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}
