export const GOAL_CATEGORIES = [
  'mindfulness',
  'gratitude',
  'social',
  'exercise',
  'learning',
  'health',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  mindfulness: 'Mindfulness',
  gratitude: 'Gratitude',
  social: 'Social',
  exercise: 'Exercise',
  learning: 'Learning',
  health: 'Health',
};

/**
 * The span a goal's count is over, as the member says it: each day, each week, or in total. A goal
 * that says none reads as the week (the original cards' wording).
 */
export const GOAL_PERIODS = ['day', 'week', 'total'] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];
export const GOAL_PERIOD_LABELS: Record<GoalPeriod, string> = {
  day: 'Each day',
  week: 'Each week',
  total: 'In total',
};
/** What a goal counts, in the member's word ("books", "walks"): short enough for a card. */
export const GOAL_UNIT_MAX = 30;

/** The largest target a goal may have: far above any real habit, small enough to stay an integer. */
export const MAX_GOAL_TARGET = 100_000;
