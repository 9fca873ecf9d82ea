import type { Goal } from '../schemas/goals';
import type { MotivationType } from '../constants/motivation';
import { AFFIRMATIONS, formatAffirmation } from './affirmations';
import { goalProgressMessages } from './goal-messages';
import { goalPercent } from './goals';
import { localDayNumber, toDate } from './time';

/** The goal fields the generator reads; id and createdAt, when given, fix the order goals are taken in. */
export type MotivationGoal = Pick<Goal, 'title' | 'currentValue' | 'targetValue' | 'isActive'> &
  Partial<Pick<Goal, 'id' | 'createdAt'>>;

export interface MotivationInput {
  now: Date;
  timeZone: string;
  /** Current mood streak in days (see moodStreak). */
  moodStreak: number;
  goals: readonly MotivationGoal[];
  /** Minutes meditated this week (see weeklyMindfulMinutes). */
  weeklyMinutes: number;
  /** The member's earlier messages; those from today are not repeated while another choice exists. */
  previous: readonly { message: string; createdAt: string }[];
}

export type GeneratedMotivationType = Extract<
  MotivationType,
  'streak_celebration' | 'goal_reminder' | 'progress_highlight' | 'affirmation'
>;

export interface GeneratedMotivation {
  message: string;
  type: GeneratedMotivationType;
}

/** A streak this long is worth celebrating. */
export const STREAK_CELEBRATION_DAYS = 3;
/** A goal this far along (percent) is worth highlighting. */
export const PROGRESS_HIGHLIGHT_PERCENT = 50;

const streakMessages = (days: number): string[] => [
  `${days} days in a row of checking in with your heart. What a faithful rhythm you are building. “This is the day which the LORD hath made; we will rejoice and be glad in it.” — Psalm 118:24 (KJV)`,
  `You have checked in ${days} days in a row. Every honest check-in is a quiet act of trust. Keep walking, one day at a time.`,
  `${days} days of caring for your soul, one after another. Give thanks for the steadiness God is growing in you. “Let us not be weary in well doing.” — Galatians 6:9 (KJV)`,
];

const goalReminderMessages = ({ title, currentValue, targetValue }: MotivationGoal): string[] => [
  `A gentle reminder: your goal “${title}” is at ${currentValue} of ${targetValue}. One small step today is enough.`,
  `Your goal “${title}” is waiting for you (${currentValue} of ${targetValue}). Move toward it at your own pace, with grace for yourself.`,
  `Keep “${title}” in view today: ${currentValue} of ${targetValue} so far. “Commit thy way unto the LORD; trust also in him.” — Psalm 37:5 (KJV)`,
];

const minutesMessages = (minutes: number): string[] => {
  const amount = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return [
    `You have spent ${amount} in quiet meditation this week. Those still moments with God matter.`,
    `This week you have given ${amount} to stillness and prayer. “Be still, and know that I am God.” — Psalm 46:10 (KJV)`,
  ];
};

type Candidate = GeneratedMotivation;

const modulo = (value: number, n: number) => ((value % n) + n) % n;

/** The list turned to start at position `by` (any integer), so each day leads with a different item. */
function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const start = modulo(by, items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}

/** Picks one template per day, rotating the rest behind it. */
function asCandidates(messages: string[], type: GeneratedMotivationType, day: number): Candidate[] {
  return rotate(messages, day).map((message) => ({ message, type }));
}

/** Goals in a stable order (creation time, then id), so every device builds the same lists. */
function inCreationOrder(goals: readonly MotivationGoal[]): MotivationGoal[] {
  return [...goals].sort((a, b) => {
    const byCreated = (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
    return byCreated !== 0 ? byCreated : (a.id ?? '').localeCompare(b.id ?? '');
  });
}

/** A stride coprime with n, so stepping by it visits every affirmation before any repeats. */
function coprimeStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 7;
  while (n > 1 && gcd(stride, n) !== 1) stride += 1;
  return stride;
}

/** First item of every list, then the second of every list, and so on: categories take turns. */
function roundRobin<T>(lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: T[] = [];
  for (let round = 0; round < longest; round++) {
    for (const list of lists) {
      const item = list[round];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

/**
 * Today's motivation from the member's own data, deterministic (no randomness) so the server and an
 * offline device agree.
 *
 * Categories in priority order: a streak celebration (streak of 3 days or more), a reminder naming an
 * active unfinished goal, a progress highlight (minutes meditated this week, or an active goal at 50% or
 * more), and always an affirmation: a verse from AFFIRMATIONS with its reference. The candidates take
 * turns by category (the best of each first) and the first one not already sent today wins, so the first
 * message of a day follows the priority and each further "New Message" moves on to the next category and
 * then through the affirmations. The local day number chooses wording, goal and verse, so days differ too.
 */
export function generateMotivation(input: MotivationInput): GeneratedMotivation {
  const day = localDayNumber(input.now, input.timeZone);
  const goals = inCreationOrder(input.goals).filter((goal) => goal.isActive);

  const streak =
    input.moodStreak >= STREAK_CELEBRATION_DAYS
      ? asCandidates(streakMessages(input.moodStreak), 'streak_celebration', day)
      : [];

  const unfinished = rotate(
    goals.filter((goal) => goal.currentValue < goal.targetValue),
    day,
  );
  const reminders = unfinished.map((goal, index) => ({
    message: rotate(goalReminderMessages(goal), day + index)[0]!,
    type: 'goal_reminder' as const,
  }));

  const minutes = Math.round(input.weeklyMinutes);
  const progress: Candidate[] = [];
  if (minutes > 0)
    progress.push(asCandidates(minutesMessages(minutes), 'progress_highlight', day)[0]!);
  for (const goal of rotate(goals, day)) {
    const percent = goalPercent(goal);
    if (percent >= PROGRESS_HIGHLIGHT_PERCENT) {
      progress.push({
        message: rotate(goalProgressMessages(goal, percent), day)[0]!,
        type: 'progress_highlight',
      });
    }
  }

  const stride = coprimeStride(AFFIRMATIONS.length);
  const affirmations: Candidate[] = AFFIRMATIONS.map((_, step) => ({
    message: formatAffirmation(AFFIRMATIONS[modulo((day + step) * stride, AFFIRMATIONS.length)]!),
    type: 'affirmation',
  }));

  const candidates = roundRobin([streak, reminders, progress, affirmations]);

  const sentToday = input.previous.filter((item) => {
    const createdAt = toDate(item.createdAt);
    return !Number.isNaN(createdAt.getTime()) && localDayNumber(createdAt, input.timeZone) === day;
  });
  const sentMessages = new Set(sentToday.map((item) => item.message));
  const fresh = candidates.find((candidate) => !sentMessages.has(candidate.message));
  // Everything was already said today: keep cycling by how many messages today has.
  const chosen = fresh ?? candidates[sentToday.length % candidates.length]!;
  return { message: chosen.message, type: chosen.type };
}
