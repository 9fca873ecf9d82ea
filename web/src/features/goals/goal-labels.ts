import { GOAL_CATEGORY_LABELS, type GoalCategory, type GoalStatus } from '@selah/shared';
import type { BadgeTone } from '../../ui';

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  completed: 'Completed',
  active: 'Active',
  inactive: 'Inactive',
};

export const GOAL_STATUS_TONES: Record<GoalStatus, BadgeTone> = {
  completed: 'success',
  active: 'primary',
  inactive: 'neutral',
};

export function categoryLabel(category: GoalCategory | null): string | null {
  return category ? GOAL_CATEGORY_LABELS[category] : null;
}
