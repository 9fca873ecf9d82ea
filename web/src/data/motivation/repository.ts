import {
  DAY_MS,
  startOfLocalWeek,
  uuidv7,
  weeklyMindfulMinutes,
  type DailyMotivation,
} from '@selah/shared';
import { applyLocally, getDb, writeWithOutbox, type SelahDB } from '../../db';
import { streakPreferences } from '../../lib/streak-settings';
import { browserTimeZone } from '../../lib/time-zone';
import { loadWriteSchemas } from '../load-write-schemas';
import { mutate } from '../mutate';
import { readMoodStreak } from '../mood/streak';

/** Earlier messages the generator looks at (it only avoids repeating today's). */
const RECENT_MESSAGES = 50;

/** See createMotivationRepository's generateDailyMotivation. */
async function generateOn(db: SelahDB, now: Date): Promise<DailyMotivation> {
  const timeZone = browserTimeZone();
  const streaks = streakPreferences();
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
        // Hidden streaks are never celebrated either.
        streaks.hidden ? 0 : readMoodStreak(db, now, timeZone, streaks),
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
      const { after } = await applyLocally(db, { name: 'motivation.create', args });
      return after as DailyMotivation;
    },
  );
}

/** Daily motivation writes on the database `currentDb()` returns when each is called. */
export function createMotivationRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Generates today's motivation on this device, offline too, from the member's own local data
     * (mood streak, goals, minutes meditated this week, messages already sent today) with the
     * shared deterministic generator, and stores it unread ('motivation.create').
     */
    generateDailyMotivation: (now: Date = new Date()) => generateOn(currentDb(), now),

    /** Marks a message read ('motivation.read'); an unknown or read message changes nothing. */
    async markMotivationRead(id: string): Promise<boolean> {
      return (await mutate(currentDb(), 'motivation.read', { id })).changed;
    },
  };
}

export const { generateDailyMotivation, markMotivationRead } = createMotivationRepository(getDb);
