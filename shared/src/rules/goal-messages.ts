/**
 * What a goal's progress messages say, apart from the daily motivation's generator (its verses stay
 * in the generator's own chunk): the dashboard reads isOutdatedGoalMessage from its first screen.
 */
import type { Goal } from '../schemas/goals';
import { goalPercent } from './goals';

type ProgressGoal = Pick<Goal, 'title' | 'currentValue' | 'targetValue'>;

export const goalProgressMessages = (goal: ProgressGoal, percent: number): string[] =>
  percent >= 100
    ? [
        `You reached your goal “${goal.title}”. Give thanks for the faithfulness that carried you here.`,
        `“${goal.title}” is complete. Take a moment to rest in what God has helped you do.`,
      ]
    : [
        `You are ${percent}% of the way to “${goal.title}”. Beautiful progress. Keep going, gently and steadily.`,
        `“${goal.title}” is ${percent}% complete. Give thanks for how far you have come.`,
      ];

/**
 * Whether a message celebrates a goal as reached that is no longer at its target (its progress was
 * set back): kept unread, it would tell the member something untrue.
 */
export function isOutdatedGoalMessage(message: string, goals: readonly ProgressGoal[]): boolean {
  return goals.some(
    (goal) => goalPercent(goal) < 100 && goalProgressMessages(goal, 100).includes(message),
  );
}
