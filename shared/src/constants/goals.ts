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

/** The largest target a goal may have: far above any real habit, small enough to stay an integer. */
export const MAX_GOAL_TARGET = 100_000;
