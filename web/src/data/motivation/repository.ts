import {
  DAY_MS,
  startOfLocalWeek,
  uuidv7,
  weeklyMindfulMinutes,
  type DailyMotivation,
} from '@selah/shared';
import { enqueue, getDb, rowOwnerId, writeWithOutbox } from '../../db';
import { browserTimeZone } from '../../lib/time-zone';
import { loadWriteSchemas } from '../load-write-schemas';
import { readMoodStreak } from '../mood/streak';

/** Earlier messages the generator looks at (it only avoids repeating today's). */
const RECENT_MESSAGES = 50;

/**
 * Generates today's motivation on this device, offline too, from the member's own local data (mood
 * streak, goals, minutes meditated this week, messages already sent today) with the shared
 * deterministic generator, and stores it unread with a 'motivation.create' outbox entry.
 */
export async function generateDailyMotivation(now: Date = new Date()): Promise<DailyMotivation> {
  const db = getDb();
  const timeZone = browserTimeZone();
  // Loaded before the transaction opens: awaiting a module inside it would end it early.
  const [{ MUTATION_ARGS }, { generateMotivation }] = await Promise.all([
    loadWriteSchemas(),
    import('./generator'),
  ]);
  return writeWithOutbox(
    db,
    [db.motivations, db.moodEntries, db.goals, db.meditationSessions],
    async () => {
      // A day of margin: weeklyMindfulMinutes applies the exact local week boundary.
      const weekStart = new Date(startOfLocalWeek(now, timeZone).getTime() - DAY_MS).toISOString();
      const [moodStreak, goals, sessions, previous] = await Promise.all([
        readMoodStreak(db, now, timeZone),
        db.goals.toArray(),
        db.meditationSessions.where('completedAt').aboveOrEqual(weekStart).toArray(),
        db.motivations.orderBy('createdAt').reverse().limit(RECENT_MESSAGES).toArray(),
      ]);
      const generated = generateMotivation({
        now,
        timeZone,
        moodStreak,
        goals,
        weeklyMinutes: weeklyMindfulMinutes(sessions, now, timeZone),
        previous,
      });
      const args = MUTATION_ARGS['motivation.create'].parse({
        id: uuidv7(),
        createdAt: now.toISOString(),
        message: generated.message,
        type: generated.type,
      });
      const row: DailyMotivation = {
        id: args.id,
        userId: rowOwnerId(db),
        message: args.message,
        type: args.type,
        isRead: false,
        createdAt: args.createdAt,
      };
      await db.motivations.add(row);
      await enqueue(db, {
        name: 'motivation.create',
        args: { id: row.id, createdAt: row.createdAt, message: row.message, type: row.type },
      });
      return row;
    },
  );
}

/** Marks a message read ('motivation.read'); an unknown or already read message changes nothing. */
export async function markMotivationRead(id: string): Promise<boolean> {
  const db = getDb();
  return writeWithOutbox(db, [db.motivations], async () => {
    const motivation = await db.motivations.get(id);
    if (!motivation || motivation.isRead) return false;
    await db.motivations.put({ ...motivation, isRead: true });
    await enqueue(db, { name: 'motivation.read', args: { id } });
    return true;
  });
}
