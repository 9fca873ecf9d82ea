/**
 * Daylio's CSV export (full_date,date,weekday,time,mood,activities,note_title,note): each row is a
 * mood entry. Members rename Daylio's moods, so the mood texts are mapped to Selah's five moods by
 * the member (defaults below); everything else is read here.
 */
import {
  ACTIVITY_MAX_LENGTH,
  DEFAULT_ACTIVITIES,
  LIMITS,
  MAX_ACTIVITIES_PER_ENTRY,
  type Mood,
} from '@selah/shared';
import { hashId } from './hash-id';

/** Daylio's own mood names and the Selah mood each suggests. */
export const DAYLIO_DEFAULT_MOODS: Readonly<Record<string, Mood>> = {
  rad: 'amazing',
  good: 'good',
  meh: 'okay',
  bad: 'down',
  awful: 'struggling',
};

/** The columns a Daylio file must have (note_title is missing from older exports). */
const REQUIRED_COLUMNS = ['full_date', 'time', 'mood'] as const;

export interface DaylioRow {
  /** 1 for the first row after the header. */
  row: number;
  fullDate: string;
  time: string;
  /** The mood as the file names it (trimmed). */
  mood: string;
  activities: string;
  noteTitle: string;
  note: string;
}

/** A mood text found in the file, how many rows use it, and the Selah mood it suggests. */
export interface DaylioMood {
  text: string;
  count: number;
  suggested: Mood | null;
}

/** Daylio text mood -> Selah mood, as the member chose (or accepted) them. */
export type DaylioMoodMapping = Readonly<Record<string, Mood | undefined>>;

export class DaylioRowError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`Row ${row}: ${message}`);
    this.name = 'DaylioRowError';
  }
}

const normalise = (name: string) => name.trim().toLowerCase();

/** Whether a CSV header is Daylio's. */
export function isDaylioHeader(header: readonly string[]): boolean {
  const names = header.map(normalise);
  return REQUIRED_COLUMNS.every((column) => names.includes(column));
}

/** The data rows of a Daylio file (`records[0]` is its header). Throws DaylioRowError. */
export function readDaylioRows(records: readonly (readonly string[])[]): DaylioRow[] {
  const [header = [], ...data] = records;
  const names = header.map(normalise);
  const column = (name: string) => names.indexOf(name);
  const at = (record: readonly string[], name: string) => {
    const index = column(name);
    // Line ends inside a note are read as \n, however the file was saved.
    return index < 0 ? '' : (record[index] ?? '').replace(/\r\n?/g, '\n').trim();
  };
  return data.map((record, index) => {
    const row: DaylioRow = {
      row: index + 1,
      fullDate: at(record, 'full_date'),
      time: at(record, 'time'),
      mood: at(record, 'mood'),
      activities: at(record, 'activities'),
      noteTitle: at(record, 'note_title'),
      note: at(record, 'note'),
    };
    if (!row.mood) throw new DaylioRowError(row.row, 'The mood is empty.');
    daylioDate(row);
    return row;
  });
}

/** Every distinct mood text, in the order the file first uses it. */
export function daylioMoods(rows: readonly DaylioRow[]): DaylioMood[] {
  const moods = new Map<string, DaylioMood>();
  for (const { mood } of rows) {
    const known = moods.get(mood);
    if (known) known.count++;
    else
      moods.set(mood, {
        text: mood,
        count: 1,
        suggested: DAYLIO_DEFAULT_MOODS[normalise(mood)] ?? null,
      });
  }
  return [...moods.values()];
}

/** The mapping the member starts from: Daylio's own names mapped, renamed moods left to choose. */
export function defaultMoodMapping(moods: readonly DaylioMood[]): Record<string, Mood | undefined> {
  return Object.fromEntries(moods.map((mood) => [mood.text, mood.suggested ?? undefined]));
}

const TIME_12H = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/i;
const TIME_24H = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;
const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * When the row was logged: its date and time on this device's calendar ("8:30 PM" or "20:30").
 * Throws DaylioRowError for a date or time it cannot read.
 */
export function daylioDate(row: Pick<DaylioRow, 'row' | 'fullDate' | 'time'>): Date {
  const day = DAY.exec(row.fullDate);
  if (!day) throw new DaylioRowError(row.row, `“${row.fullDate}” is not a date like 2026-11-20.`);
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  let hours: number;
  let minutes: number;
  let seconds: number;
  const twelve = TIME_12H.exec(row.time);
  const twentyFour = TIME_24H.exec(row.time);
  if (twelve) {
    hours = Number(twelve[1]);
    minutes = Number(twelve[2]);
    seconds = Number(twelve[3] ?? 0);
    if (hours < 1 || hours > 12) hours = -1;
    else hours = (hours % 12) + (twelve[4]!.toLowerCase() === 'p' ? 12 : 0);
  } else if (twentyFour) {
    hours = Number(twentyFour[1]);
    minutes = Number(twentyFour[2]);
    seconds = Number(twentyFour[3] ?? 0);
  } else {
    throw new DaylioRowError(row.row, `“${row.time}” is not a time like 8:30 PM or 20:30.`);
  }
  if (hours < 0 || hours > 23 || minutes > 59 || seconds > 59) {
    throw new DaylioRowError(row.row, `“${row.time}” is not a time like 8:30 PM or 20:30.`);
  }
  const when = new Date(year, month - 1, date, hours, minutes, seconds);
  if (when.getFullYear() !== year || when.getMonth() !== month - 1 || when.getDate() !== date) {
    throw new DaylioRowError(row.row, `“${row.fullDate}” is not a date like 2026-11-20.`);
  }
  return when;
}

/** Cuts text to `max` UTF-16 units without splitting a character made of two. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** The entry's notes: the note's title and the note, blank parts left out. */
export function daylioNotes(row: Pick<DaylioRow, 'noteTitle' | 'note'>): string | undefined {
  const parts = [row.noteTitle, row.note].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? cut(parts.join('\n\n'), LIMITS.longText) : undefined;
}

/** Daylio's usual activity names that mean one of Selah's own, so they land on the same button. */
const DAYLIO_ACTIVITY_NAMES: Readonly<Record<string, string>> = {
  prayer: 'Prayed',
  pray: 'Prayed',
  bible: 'Read scripture',
  'bible reading': 'Read scripture',
  church: 'Church',
  sport: 'Exercise',
  exercise: 'Exercise',
  workout: 'Exercise',
  walk: 'Time outdoors',
  nature: 'Time outdoors',
  family: 'Family',
  friends: 'Friends',
  'sleep early': 'Slept well',
  'good sleep': 'Slept well',
  work: 'Worked',
  relax: 'Rested',
};

/**
 * The row's activities ("family | prayer" in Daylio's column) as Selah's: Daylio's usual names
 * mapped to Selah's (any case), the member's own kept as they wrote them, each once, within the
 * limits a mood entry takes.
 */
export function daylioActivities(row: Pick<DaylioRow, 'activities'>): string[] {
  const selahNames = new Map(DEFAULT_ACTIVITIES.map((name) => [normalise(name), name as string]));
  const names = new Set<string>();
  for (const part of row.activities.split('|')) {
    const name = part.trim();
    if (!name) continue;
    const key = normalise(name);
    names.add(DAYLIO_ACTIVITY_NAMES[key] ?? selahNames.get(key) ?? cut(name, ACTIVITY_MAX_LENGTH));
  }
  return [...names].slice(0, MAX_ACTIVITIES_PER_ENTRY);
}

/**
 * The row's id for `ownerId`: the same row of the same file always gets the same id (so a second
 * import adds nothing), whatever mood it is mapped to; another account gets other ids.
 */
export function daylioRowId(ownerId: string, row: DaylioRow): Promise<string> {
  return hashId(
    JSON.stringify([
      'selah-daylio-import',
      ownerId,
      row.fullDate,
      row.time,
      row.mood,
      row.activities,
      row.noteTitle,
      row.note,
    ]),
  );
}
