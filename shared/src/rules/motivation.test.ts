import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFIRMATIONS, formatAffirmation } from './affirmations';
import { generateMotivation, type MotivationGoal, type MotivationInput } from './motivation';

const NOW = new Date('2026-01-07T15:00:00Z');

const goal = (
  title: string,
  currentValue: number,
  targetValue: number,
  isActive = true,
  n = 0,
): MotivationGoal => ({
  id: `00000000-0000-7000-8000-00000000000${n}`,
  title,
  currentValue,
  targetValue,
  isActive,
  createdAt: `2026-01-0${n + 1}T00:00:00.000Z`,
});

const input = (overrides: Partial<MotivationInput> = {}): MotivationInput => ({
  now: NOW,
  timeZone: 'UTC',
  moodStreak: 0,
  goals: [],
  weeklyMinutes: 0,
  previous: [],
  ...overrides,
});

/** Generates `count` messages in a row the way the app does: each one becomes part of `previous`. */
function generateSeveral(base: MotivationInput, count: number) {
  const previous = [...base.previous];
  const results = [];
  for (let i = 0; i < count; i++) {
    const result = generateMotivation({ ...base, previous: [...previous] });
    results.push(result);
    previous.push({
      message: result.message,
      createdAt: new Date(base.now.getTime() - 1000 + i).toISOString(),
    });
  }
  return results;
}

const GUILT =
  /\b(fail|failed|failing|lazy|behind|should have|disappoint\w*|shame|guilt\w*|neglect\w*)\b/i;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateMotivation', () => {
  it('is deterministic and never uses Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const data = input({
      moodStreak: 4,
      goals: [goal('Pray each morning', 2, 7)],
      weeklyMinutes: 30,
    });
    expect(generateMotivation(data)).toEqual(generateMotivation({ ...data }));
    expect(random).not.toHaveBeenCalled();
  });

  it('celebrates a streak of 3 days or more first, naming the number of days', () => {
    for (const streak of [3, 12]) {
      const result = generateMotivation(
        input({ moodStreak: streak, goals: [goal('Walk', 1, 5)], weeklyMinutes: 40 }),
      );
      expect(result.type).toBe('streak_celebration');
      expect(result.message).toContain(`${streak} days`);
    }
  });

  it('does not celebrate a streak of 2', () => {
    expect(generateMotivation(input({ moodStreak: 2 })).type).not.toBe('streak_celebration');
  });

  it('reminds of an active unfinished goal by name', () => {
    const goals = [
      goal('Done goal', 5, 5, true, 0),
      goal('Paused goal', 0, 5, false, 1),
      goal('Call a friend', 1, 4, true, 2),
    ];
    const result = generateMotivation(input({ moodStreak: 1, goals, weeklyMinutes: 10 }));
    expect(result.type).toBe('goal_reminder');
    expect(result.message).toContain('“Call a friend”');
    expect(result.message).toContain('1 of 4');
  });

  it('never reminds of inactive or completed goals', () => {
    const goals = [goal('Done goal', 6, 5), goal('Paused goal', 0, 5, false, 1)];
    const results = generateSeveral(input({ goals }), 10);
    for (const { type, message } of results) {
      expect(type).not.toBe('goal_reminder');
      expect(message).not.toContain('Paused goal');
    }
  });

  it('highlights this week’s mindful minutes when there is nothing to celebrate or remind', () => {
    const result = generateMotivation(input({ weeklyMinutes: 25 }));
    expect(result.type).toBe('progress_highlight');
    expect(result.message).toContain('25 minutes');
    expect(generateMotivation(input({ weeklyMinutes: 1 })).message).toContain('1 minute ');
  });

  it('highlights an active goal at 50% or more', () => {
    const reached = generateMotivation(input({ goals: [goal('Gratitude journal', 7, 7)] }));
    expect(reached.type).toBe('progress_highlight');
    expect(reached.message).toContain('Gratitude journal');

    // A half-done goal is reminded first; the next message of the day highlights its progress.
    const [first, second] = generateSeveral(input({ goals: [goal('Read Psalms', 5, 10)] }), 2);
    expect(first?.type).toBe('goal_reminder');
    expect(second?.type).toBe('progress_highlight');
    expect(second?.message).toContain('50%');
  });

  it('falls back to an affirmation with its scripture reference', () => {
    const result = generateMotivation(input({ goals: [goal('Inactive', 4, 5, false)] }));
    expect(result.type).toBe('affirmation');
    const verse = AFFIRMATIONS.find((a) => result.message === formatAffirmation(a));
    expect(verse).toBeDefined();
    expect(result.message).toContain(verse!.reference);
    expect(result.message).toMatch(/^“.+” — .+\d+:\d+/);
  });

  it('does not repeat a message already sent today and rotates through the categories', () => {
    const base = input({ moodStreak: 5, goals: [goal('Walk daily', 6, 10)], weeklyMinutes: 15 });
    const results = generateSeveral(base, 6);
    expect(results.map((r) => r.type)).toEqual([
      'streak_celebration',
      'goal_reminder',
      'progress_highlight',
      'affirmation',
      'streak_celebration',
      'progress_highlight',
    ]);
    expect(new Set(results.map((r) => r.message)).size).toBe(results.length);
  });

  it('keeps giving new messages through the affirmations on a busy day', () => {
    const results = generateSeveral(input(), AFFIRMATIONS.length);
    expect(new Set(results.map((r) => r.message)).size).toBe(AFFIRMATIONS.length);
    // Past that, it still answers (cycling) instead of failing.
    const more = generateSeveral(input(), AFFIRMATIONS.length + 3);
    expect(more).toHaveLength(AFFIRMATIONS.length + 3);
  });

  it('may repeat yesterday’s message: only today counts', () => {
    const first = generateMotivation(input({ moodStreak: 4 }));
    const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString();
    const again = generateMotivation(
      input({ moodStreak: 4, previous: [{ message: first.message, createdAt: yesterday }] }),
    );
    expect(again).toEqual(first);
  });

  it('counts "today" in the member zone', () => {
    // NOW is Jan 8 04:00 in Auckland. 2026-01-07T10:30Z was Jan 7 23:30 there: yesterday, no block...
    const first = generateMotivation(input({ timeZone: 'Pacific/Auckland' }));
    const yesterdayThere = generateMotivation(
      input({
        timeZone: 'Pacific/Auckland',
        previous: [{ message: first.message, createdAt: '2026-01-07T10:30:00Z' }],
      }),
    );
    expect(yesterdayThere).toEqual(first);
    // ...while 2026-01-07T11:30Z was Jan 8 00:30 there (same UTC date): today, so the next verse comes.
    const todayThere = generateMotivation(
      input({
        timeZone: 'Pacific/Auckland',
        previous: [{ message: first.message, createdAt: '2026-01-07T11:30:00Z' }],
      }),
    );
    expect(todayThere.message).not.toBe(first.message);
  });

  it('varies from day to day', () => {
    const days = [0, 1, 2, 3, 4].map(
      (offset) =>
        generateMotivation(input({ now: new Date(NOW.getTime() + offset * 86_400_000) })).message,
    );
    expect(new Set(days).size).toBe(days.length);
    const streakDays = [0, 1, 2].map(
      (offset) =>
        generateMotivation(
          input({ moodStreak: 3, now: new Date(NOW.getTime() + offset * 86_400_000) }),
        ).message,
    );
    expect(new Set(streakDays).size).toBe(3);
  });

  it('does not depend on the order goals arrive in', () => {
    const goals = [
      goal('First', 1, 5, true, 0),
      goal('Second', 2, 5, true, 1),
      goal('Third', 0, 5, true, 2),
    ];
    const base = input({ goals });
    expect(generateSeveral({ ...base, goals: [...goals].reverse() }, 4)).toEqual(
      generateSeveral(base, 4),
    );
  });

  it('keeps a warm tone without guilt in every message it can produce', () => {
    const base = input({
      moodStreak: 9,
      goals: [
        goal('Serve at church', 1, 4, true, 0),
        goal('Daily gratitude', 6, 7, true, 1),
        goal('Rest', 3, 3, true, 2),
      ],
      weeklyMinutes: 42,
    });
    for (const { message } of generateSeveral(base, 60)) {
      // Only our own wording: quoted scripture and goal titles are left out ("compassions fail not").
      expect(message.replace(/“[^”]*”/g, '')).not.toMatch(GUILT);
      expect(message.length).toBeGreaterThan(20);
    }
  });
});
