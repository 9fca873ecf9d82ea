import { join } from 'node:path';
import Database from 'better-sqlite3';
import { JOURNAL_CATEGORIES, MOODS, uuidv7 } from '@selah/shared';

const DAY = 24 * 60 * 60 * 1000;
/** The rows are spread over this many days back from now. */
const SPAN_DAYS = 730;
/** Before the last month, every tenth day has no row, so the mood streak is about a month long. */
const STREAK_DAYS = 31;
const GAP_EVERY_DAYS = 10;
const SESSION_TYPES = ['Morning Mindfulness', 'Breathing Exercise', 'Evening Prayer'];

export type SeededRows = {
  moodEntries: number;
  journalEntries: number;
  meditationSessions: number;
};

/**
 * Gives a member `rows` rows in the running server's database (`dataDir`/selah.db), inserted
 * directly with prepared statements in one write transaction: three in five mood entries, one in
 * five journal entries, one in five meditation sessions, spread evenly over two years up to now,
 * with a day off now and then before the last month (a member's streak is rarely two years long,
 * and the dashboard's streak reads back exactly as far as the streak goes). Versions
 * come from the server's one change counter, taken in the same transaction (as the server does,
 * sync-server/src/db/versions.ts), so a pull sees them exactly like rows the server wrote itself.
 * Pushing them through POST /api/sync/push gives the same rows but takes 10-30 s on this machine.
 * The server is idle meanwhile; SQLite's write lock keeps the two processes apart anyway.
 */
/** A time `fraction` (0..1) of the span back from now, moved a day earlier if it falls on a gap. */
function spreadOut(now: number, fraction: number): number {
  const at = now - Math.round(fraction * SPAN_DAYS * DAY);
  const daysAgo = Math.floor((now - at) / DAY);
  const onGap = daysAgo > STREAK_DAYS && daysAgo % GAP_EVERY_DAYS === 0;
  return onGap ? at - DAY : at;
}

export function seedRows(dataDir: string, userId: string, rows: number): SeededRows {
  const sqlite = new Database(join(dataDir, 'selah.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    const insert = {
      mood: sqlite.prepare(
        'insert into mood_entries (id, user_id, mood, notes, date, version) values (?, ?, ?, ?, ?, ?)',
      ),
      journal: sqlite.prepare(
        `insert into journal_entries (id, user_id, title, content, category, created_at, version)
          values (?, ?, ?, ?, ?, ?, ?)`,
      ),
      meditation: sqlite.prepare(
        `insert into meditation_sessions (id, user_id, duration, session_type, completed_at, version)
          values (?, ?, ?, ?, ?, ?)`,
      ),
      readCounter: sqlite.prepare('select value from sync_counter where id = 1'),
      writeCounter: sqlite.prepare(
        'insert into sync_counter (id, value) values (1, ?) on conflict (id) do update set value = excluded.value',
      ),
    };
    const counts: SeededRows = { moodEntries: 0, journalEntries: 0, meditationSessions: 0 };
    sqlite
      .transaction(() => {
        const counter = insert.readCounter.get() as { value: number } | undefined;
        let version = counter?.value ?? 0;
        const now = Date.now();
        for (let index = 0; index < rows; index++) {
          const at = spreadOut(now, (rows - index) / rows);
          const date = new Date(at).toISOString();
          const id = uuidv7(at);
          version += 1;
          switch (index % 5) {
            case 3:
              insert.journal.run(
                id,
                userId,
                'Evening reflection',
                'A quiet day. Grateful for a long walk and a kind word from a friend.',
                JOURNAL_CATEGORIES[index % JOURNAL_CATEGORIES.length],
                date,
                version,
              );
              counts.journalEntries += 1;
              break;
            case 4:
              insert.meditation.run(
                id,
                userId,
                10,
                SESSION_TYPES[index % SESSION_TYPES.length],
                date,
                version,
              );
              counts.meditationSessions += 1;
              break;
            default:
              insert.mood.run(
                id,
                userId,
                MOODS[index % MOODS.length],
                index % 2 === 0 ? 'Felt steady today' : null,
                date,
                version,
              );
              counts.moodEntries += 1;
          }
        }
        insert.writeCounter.run(version);
      })
      .immediate();
    return counts;
  } finally {
    sqlite.close();
  }
}
