export const MOTIVATION_TYPES = [
  'affirmation',
  'goal_reminder',
  'streak_celebration',
  'progress_highlight',
  'custom',
] as const;
export type MotivationType = (typeof MOTIVATION_TYPES)[number];
