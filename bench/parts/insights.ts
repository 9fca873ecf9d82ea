/**
 * `npm run bench -- insights`: the Mood screen's insights for a member with 100,000 mood entries,
 * read the way the app reads them (web/src/data/mood/read-insights.ts): two index range reads of
 * the last year (moods on `date`, meditation times on `completedAt`, keys only) and the shared
 * computation, over a Dexie database with the app's indexes. It prints the time and the rows read
 * against the rows stored: the read follows the year, never the whole history.
 */
import 'fake-indexeddb/auto';
import Dexie, { type Table as DexieTable } from 'dexie';
import {
  computeMoodInsights,
  DEVICE_TIME_ZONE,
  INSIGHT_DAYS,
  localDayNumber,
  startOfLocalDay,
  uuidv7,
  type MoodEntry,
} from '@selah/shared';
import { count, ms } from '../lib/format';
import { progress } from '../lib/log';
import { median } from '../lib/stats';
import { verdict, type Table } from '../lib/table';
import type { BenchPart } from './part';

const ENTRIES = 100_000;
const RUNS = 5;
const DAY = 86_400_000;
const MOODS = ['amazing', 'good', 'okay', 'down', 'struggling'] as const;
const ACTIVITIES = ['Prayed', 'Exercise', 'Family', 'Worked', 'Time outdoors'];

class BenchDb extends Dexie {
  declare moodEntries: DexieTable<MoodEntry, string>;
  declare meditationSessions: DexieTable<{ id: string; completedAt: string }, string>;
  constructor(name: string) {
    super(name);
    // The app's own indexes for these two stores (web/src/db/SelahDB.ts, version 1).
    this.version(1).stores({ moodEntries: 'id, date', meditationSessions: 'id, completedAt' });
  }
}

async function seeded(name: string, spanDays: number, now: Date): Promise<BenchDb> {
  const db = new BenchDb(name);
  const rows: MoodEntry[] = [];
  for (let i = 0; i < ENTRIES; i += 1) {
    const at = now.getTime() - Math.floor((i / ENTRIES) * spanDays * DAY) - (i % 7) * 3_600_000;
    rows.push({
      id: uuidv7(),
      userId: 'bench',
      mood: MOODS[i % 5]!,
      notes: null,
      date: new Date(at).toISOString(),
      activities: i % 3 === 0 ? [ACTIVITIES[i % 5]!, ACTIVITIES[(i + 2) % 5]!] : null,
    });
  }
  for (let i = 0; i < rows.length; i += 10_000)
    await db.moodEntries.bulkAdd(rows.slice(i, i + 10_000));
  const sessions = Array.from({ length: Math.min(spanDays, 2_000) }, (_, day) => ({
    id: uuidv7(),
    completedAt: new Date(now.getTime() - day * DAY - 7 * 3_600_000).toISOString(),
  }));
  await db.meditationSessions.bulkAdd(sessions);
  return db;
}

function yearRange(now: Date, timeZone: string) {
  const today = localDayNumber(now, timeZone);
  return {
    start: startOfLocalDay(today - INSIGHT_DAYS + 1, timeZone).toISOString(),
    end: startOfLocalDay(today + 1, timeZone).toISOString(),
  };
}

async function readInsights(db: BenchDb, now: Date, timeZone: string) {
  const { start, end } = yearRange(now, timeZone);
  const started = performance.now();
  const [entries, times] = await db.transaction('r', db.moodEntries, db.meditationSessions, () =>
    Promise.all([
      db.moodEntries.where('date').between(start, end, true, false).toArray(),
      db.meditationSessions.where('completedAt').between(start, end, true, false).keys(),
    ]),
  );
  const read = performance.now();
  const insights = computeMoodInsights(entries, times as string[], now, timeZone);
  const computed = performance.now();
  return {
    insights,
    rowsRead: entries.length,
    keysRead: times.length,
    readMs: read - started,
    computeMs: computed - read,
  };
}

export const insightsPart: BenchPart = {
  name: 'insights',
  title: 'Mood insights for 100,000 entries (device)',
  async run() {
    const now = new Date();
    // The app counts in the device's own calendar (Date's local getters), and so does this.
    const timeZone = DEVICE_TIME_ZONE;
    const cases = [
      { label: '100,000 entries over 10 years', spanDays: 3_650 },
      { label: '100,000 entries all within the last year', spanDays: 365 },
    ];
    const rows: string[][] = [];
    for (const [index, { label, spanDays }] of cases.entries()) {
      progress(`insights: seeding ${label}`);
      const db = await seeded(`bench-insights-${index}`, spanDays, now);
      const stored = await db.moodEntries.count();
      const { start, end } = yearRange(now, timeZone);
      // Counted apart, on the index: how many rows the year holds (what a read should take).
      const inYear = await db.moodEntries.where('date').between(start, end, true, false).count();
      const reads: number[] = [];
      const computes: number[] = [];
      let last = { rowsRead: 0, keysRead: 0, days: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        const result = await readInsights(db, now, timeZone);
        reads.push(result.readMs);
        computes.push(result.computeMs);
        last = {
          rowsRead: result.rowsRead,
          keysRead: result.keysRead,
          days: result.insights.days.size,
        };
      }
      rows.push([
        label,
        count(stored),
        count(inYear),
        count(last.rowsRead),
        count(last.keysRead),
        count(last.days),
        ms(median(reads)),
        ms(median(computes)),
        verdict(last.rowsRead === inYear),
      ]);
      db.close();
      await Dexie.delete(db.name);
    }
    const table: Table = {
      title: 'Insights from indexed reads (the year only)',
      columns: [
        'history',
        'mood rows stored',
        'rows in the year',
        'mood rows read',
        'meditation keys read',
        'days with a mood',
        'read p50 (ms)',
        'compute p50 (ms)',
        'only the year read?',
      ],
      rows,
      notes: [
        `Median of ${RUNS} runs of the Mood screen's read (two index range reads of the last ${INSIGHT_DAYS} local days, then computeMoodInsights) in Node over fake-indexeddb with the app's indexes, days in the device's own calendar as the app counts them. fake-indexeddb is far slower than a browser's IndexedDB, so the read time is an upper bound; the rows read are what any engine reads. "only the year read?" checks that the read took exactly the rows the year holds, never the whole history.`,
      ],
    };
    return [table];
  },
};
