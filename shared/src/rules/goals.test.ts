import { describe, expect, it } from 'vitest';
import {
  dashboardGoalsProgress,
  goalPercent,
  goalRingColor,
  goalStats,
  goalStatus,
  goalUnitText,
  type GoalProgressFields,
} from './goals';

const goal = (currentValue: number, targetValue: number, isActive = true): GoalProgressFields => ({
  currentValue,
  targetValue,
  isActive,
});

describe('goalStatus', () => {
  it('is completed once progress reaches the target, active or not', () => {
    expect(goalStatus(goal(5, 5))).toBe('completed');
    expect(goalStatus(goal(7, 5))).toBe('completed');
    expect(goalStatus(goal(5, 5, false))).toBe('completed');
  });

  it('is active or inactive below the target', () => {
    expect(goalStatus(goal(4, 5))).toBe('active');
    expect(goalStatus(goal(0, 5, false))).toBe('inactive');
  });
});

describe('goalPercent', () => {
  it('rounds to a whole percent', () => {
    expect(goalPercent(goal(0, 7))).toBe(0);
    expect(goalPercent(goal(1, 3))).toBe(33);
    expect(goalPercent(goal(2, 3))).toBe(67);
    expect(goalPercent(goal(5, 10))).toBe(50);
    expect(goalPercent(goal(10, 10))).toBe(100);
  });

  it('caps progress past the target at 100', () => {
    expect(goalPercent(goal(15, 10))).toBe(100);
    expect(goalPercent(goal(1000, 1))).toBe(100);
  });

  it('is 0 for a target of 0 or less and for negative progress', () => {
    expect(goalPercent(goal(3, 0))).toBe(0);
    expect(goalPercent(goal(3, -2))).toBe(0);
    expect(goalPercent(goal(-1, 5))).toBe(0);
  });
});

describe('goalUnitText with what the goal says it counts', () => {
  it('uses the goal’s own unit and span, else the category’s words over the week', () => {
    expect(goalUnitText('learning', 12, { unit: 'books', period: 'total' })).toBe('books in total');
    expect(goalUnitText('exercise', 1, { unit: 'walk', period: 'day' })).toBe('walk today');
    expect(goalUnitText('learning', 12, { unit: 'books' })).toBe('books this week');
    expect(goalUnitText('learning', 12, { period: 'total' })).toBe('lessons in total');
    expect(goalUnitText('learning', 12, { unit: '  ', period: null })).toBe('lessons this week');
    expect(goalUnitText('learning', 12, { unit: null, period: null })).toBe('lessons this week');
  });
});

describe('goalUnitText and goalRingColor', () => {
  it('gives each category a fitting unit, steps without one', () => {
    expect(goalUnitText('mindfulness')).toBe('days this week');
    expect(goalUnitText('gratitude')).toBe('entries this week');
    expect(goalUnitText('social')).toBe('connections this week');
    expect(goalUnitText('exercise')).toBe('workouts this week');
    expect(goalUnitText('learning')).toBe('lessons this week');
    expect(goalUnitText('health')).toBe('days this week');
    expect(goalUnitText(null)).toBe('steps this week');
    expect(goalUnitText('something-new')).toBe('steps this week');
  });

  it('is singular for a target of one', () => {
    expect(goalUnitText('learning', 1)).toBe('lesson this week');
    expect(goalUnitText('gratitude', 1)).toBe('entry this week');
    expect(goalUnitText(null, 1)).toBe('step this week');
    expect(goalUnitText('learning', 5)).toBe('lessons this week');
  });

  it('colours gratitude coral, social grey, the rest teal', () => {
    expect(goalRingColor('mindfulness')).toBe('teal');
    expect(goalRingColor('gratitude')).toBe('coral');
    expect(goalRingColor('social')).toBe('grey');
    expect(goalRingColor('health')).toBe('teal');
    expect(goalRingColor(null)).toBe('teal');
  });
});

describe('goalStats', () => {
  it('is all zero without goals', () => {
    expect(goalStats([])).toEqual({ active: 0, completed: 0, completionRate: 0 });
  });

  it('has a 0 rate with no active goals even when some are completed', () => {
    expect(goalStats([goal(5, 5, false), goal(1, 5, false)])).toEqual({
      active: 0,
      completed: 1,
      completionRate: 0,
    });
  });

  it('counts active goals and reached goals, rounding the rate', () => {
    const goals = [goal(5, 5), goal(8, 5), goal(1, 5), goal(0, 3, false)];
    expect(goalStats(goals)).toEqual({ active: 3, completed: 2, completionRate: 67 });
  });

  it('never reports a rate above 100', () => {
    // Two reached goals were switched off, one active goal remains: 200% capped.
    const goals = [goal(5, 5, false), goal(3, 3, false), goal(3, 3)];
    expect(goalStats(goals)).toEqual({ active: 1, completed: 3, completionRate: 100 });
  });
});

describe('dashboardGoalsProgress', () => {
  it('reads "0 of 0 active goals" with no active goals', () => {
    expect(dashboardGoalsProgress([])).toEqual({
      percent: 0,
      completed: 0,
      active: 0,
      text: '0 of 0 active goals',
    });
    expect(dashboardGoalsProgress([goal(9, 3, false)])).toEqual({
      percent: 0,
      completed: 0,
      active: 0,
      text: '0 of 0 active goals',
    });
  });

  it('counts active goals that reached their target, past-target progress included', () => {
    const goals = [goal(12, 5), goal(2, 5), goal(0, 4), goal(3, 3, false)];
    const progress = dashboardGoalsProgress(goals);
    expect(progress.text).toBe('1 of 3 active goals');
    expect(progress.completed).toBe(1);
    expect(progress.active).toBe(3);
    expect(progress.percent).toBe(33);
    // The Goals page's completion rate also counts the finished inactive goal.
    expect(goalStats(goals).completionRate).toBe(67);
  });

  it('is 100 when every active goal is done', () => {
    expect(dashboardGoalsProgress([goal(5, 5), goal(6, 5)])).toEqual({
      percent: 100,
      completed: 2,
      active: 2,
      text: '2 of 2 active goals',
    });
  });
});
