import { localDayNumber, moodStreak } from '@selah/shared';
import type { SelahDB } from '../../db';

/** How many entry dates to read at first; most streaks end well inside it. */
const FIRST_BATCH = 120;

/**
 * The member's mood streak from the local entries, reading only the `date` index (no rows), newest
 * first, and only as far back as the streak can reach: a streak of N days needs at most the dates
 * of those N days, so a long history is read in growing batches only while the streak still spans
 * every day read so far.
 */
export async function readMoodStreak(db: SelahDB, now: Date, timeZone: string): Promise<number> {
  for (let limit = FIRST_BATCH; ; limit *= 4) {
    const dates = (await db.moodEntries.orderBy('date').reverse().limit(limit).keys()) as string[];
    if (dates.length === 0) return 0;
    const today = localDayNumber(now, timeZone);
    const streak = moodStreak(dates, now, timeZone);
    if (dates.length < limit) return streak; // the whole history was read

    // Days up to today present in this batch (entries dated in the future are not part of a streak).
    const pastDays = new Set(
      dates.map((date) => localDayNumber(date, timeZone)).filter((day) => day <= today),
    );
    // The streak stopped at a gap inside the batch: older entries cannot extend it.
    if (streak < pastDays.size) return streak;
  }
}
