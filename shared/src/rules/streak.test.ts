import { describe, expect, it } from 'vitest';
import { moodStreak, walkMoodStreak } from './streak';
import { STREAK_CASES } from './streak-cases';

describe('moodStreak', () => {
  it.each(STREAK_CASES)('$name', ({ dates, now, timeZone, settings, streak }) => {
    expect(moodStreak(dates, new Date(now), timeZone, settings)).toBe(streak);
  });

  it('does not depend on the order of the dates', () => {
    for (const { dates, now, timeZone, settings, streak } of STREAK_CASES) {
      expect(moodStreak([...dates].reverse(), new Date(now), timeZone, settings)).toBe(streak);
    }
  });

  it('ignores unparsable dates', () => {
    const now = new Date('2026-03-11T12:00:00Z');
    expect(moodStreak(['not a date', '2026-03-11T08:00:00Z'], now, 'UTC')).toBe(1);
  });
});

describe('walkMoodStreak', () => {
  const logged = new Set([100, 99, 98, 96, 95]);
  const isLogged = (day: number) => logged.has(day);

  it('stops incomplete below the oldest day it knows while the streak goes on', () => {
    expect(walkMoodStreak(isLogged, 100, 97)).toEqual({ streak: 3, complete: false });
  });

  it('is complete once the streak has ended inside what it knows', () => {
    expect(walkMoodStreak(isLogged, 100, 80)).toEqual({ streak: 5, complete: true });
    const settings = { graceDay: false, restDay: null };
    expect(walkMoodStreak(isLogged, 100, 97, settings)).toEqual({ streak: 3, complete: true });
  });
});
