import type { Goal } from '../schemas/goals';

/** The goal fields progress rules read; a full Goal fits. */
export type GoalProgressFields = Pick<Goal, 'currentValue' | 'targetValue' | 'isActive'>;

export type GoalStatus = 'completed' | 'active' | 'inactive';
export type GoalRingColor = 'teal' | 'coral' | 'grey';

const isReached = (goal: Pick<Goal, 'currentValue' | 'targetValue'>) =>
  goal.currentValue >= goal.targetValue;

/** Completed when progress reached the target (whatever isActive says); otherwise active or inactive. */
export function goalStatus(goal: GoalProgressFields): GoalStatus {
  if (isReached(goal)) return 'completed';
  return goal.isActive ? 'active' : 'inactive';
}

/** Progress as a whole percent, 0..100: capped at 100, 0 for a target of 0 or less. */
export function goalPercent(goal: Pick<Goal, 'currentValue' | 'targetValue'>): number {
  if (!(goal.targetValue > 0)) return 0;
  const percent = (goal.currentValue / goal.targetValue) * 100;
  if (!(percent > 0)) return 0;
  return Math.round(Math.min(100, percent));
}

/** What one step of a goal counts, by category: [one, many]. */
const GOAL_UNITS = new Map<string, readonly [string, string]>([
  ['mindfulness', ['day', 'days']],
  ['gratitude', ['entry', 'entries']],
  ['social', ['connection', 'connections']],
  ['exercise', ['workout', 'workouts']],
  ['learning', ['lesson', 'lessons']],
  ['health', ['day', 'days']],
]);
const OTHER_UNIT = ['step', 'steps'] as const;

const PERIOD_TEXT = { day: 'today', week: 'this week', total: 'in total' } as const;

/** What a goal says it counts, and over what span (both optional). */
export interface GoalMeasure {
  unit?: string | null;
  period?: 'day' | 'week' | 'total' | null;
}

/**
 * The words after "current / target" on a goal card: the goal's own unit when it has one ("books in
 * total"), else one fitting the category ("lessons this week" for Learning, "steps this week"
 * without a category, singular for a target of 1), over its period (the week when it names none).
 */
export function goalUnitText(
  category: string | null,
  targetValue?: number,
  measure: GoalMeasure = {},
): string {
  const [one, many] = (category !== null && GOAL_UNITS.get(category)) || OTHER_UNIT;
  const unit = measure.unit?.trim() || (targetValue === 1 ? one : many);
  return `${unit} ${PERIOD_TEXT[measure.period ?? 'week']}`;
}

/** The progress ring's colour: gratitude coral, social grey, mindfulness and everything else teal. */
export function goalRingColor(category: string | null): GoalRingColor {
  if (category === 'gratitude') return 'coral';
  if (category === 'social') return 'grey';
  return 'teal';
}

export interface GoalStats {
  /** Goals with isActive. */
  active: number;
  /** Goals (active or not) whose progress reached the target. */
  completed: number;
  /** round(100 x completed / active), 0 without active goals, never above 100. */
  completionRate: number;
}

/** The Goals page summary; the dashboard's Goals Progress uses the same figures. */
export function goalStats(goals: readonly GoalProgressFields[]): GoalStats {
  const active = goals.filter((goal) => goal.isActive).length;
  const completed = goals.filter(isReached).length;
  const completionRate = active === 0 ? 0 : Math.min(100, Math.round((100 * completed) / active));
  return { active, completed, completionRate };
}

export interface DashboardGoalsProgress {
  /** The same figure as goalStats().completionRate. */
  percent: number;
  /** Active goals that reached their target. */
  completed: number;
  active: number;
  /** "X of Y active goals" */
  text: string;
}

/** The dashboard's goals card: the completion rate and an "X of Y active goals" line. */
export function dashboardGoalsProgress(
  goals: readonly GoalProgressFields[],
): DashboardGoalsProgress {
  const { active } = goalStats(goals);
  const completed = goals.filter((goal) => goal.isActive && isReached(goal)).length;
  // The card's percent and its "X of Y" text describe the same goals, so they can never disagree
  // (finished goals that were made inactive count on the Goals page, not here).
  return {
    percent: active === 0 ? 0 : Math.round((100 * completed) / active),
    completed,
    active,
    text: `${completed} of ${active} active goals`,
  };
}
