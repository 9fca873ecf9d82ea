import { useId } from 'react';
import { goalPercent, goalUnitText, type Goal } from '@selah/shared';
import { Badge, Button, PlusIcon, ProgressBar } from '../../ui';
import { categoryLabel } from './goal-labels';
import { CheckCircleIcon, MinusIcon } from './goal-icons';

export interface ActiveGoalCardProps {
  goal: Goal;
  onStep: (goal: Goal, delta: 1 | -1) => void;
}

/**
 * One active goal: its progress bar (capped at 100 %) and the minus / plus steps. Once progress
 * reaches the target the card says "Goal reached" and plus stops (still focusable, aria-disabled and
 * described as "Target reached"); minus stays available to undo a step.
 */
export function ActiveGoalCard({ goal, onStep }: ActiveGoalCardProps) {
  const titleId = useId();
  const reachedId = useId();
  const percent = goalPercent(goal);
  const category = categoryLabel(goal.category);
  const reached = goal.targetValue > 0 && goal.currentValue >= goal.targetValue;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-line/70 bg-surface-muted/40 p-4 sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-ink">
            {goal.title}
          </h3>
          {(category || reached) && (
            <div className="flex shrink-0 flex-col items-end gap-1.5">
              {category && <Badge tone="primary">{category}</Badge>}
              {reached && (
                <Badge tone="success" className="gap-1">
                  <CheckCircleIcon className="size-3.5" />
                  Goal reached
                </Badge>
              )}
            </div>
          )}
        </div>
        {goal.description && (
          <p className="text-sm leading-relaxed break-words text-ink-muted">{goal.description}</p>
        )}
        <div className="mt-auto flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <ProgressBar
              value={percent}
              label={`${goal.title} progress`}
              valueText={`${goal.currentValue} of ${goal.targetValue}, ${percent}%`}
            />
            <span className="w-10 shrink-0 text-right text-sm font-semibold text-ink tabular-nums">
              {percent}%
            </span>
          </div>
          <div className="flex items-center gap-2 sm:gap-3">
            <Button
              variant="secondary"
              size="icon-lg"
              aria-label="Decrease progress"
              disabled={goal.currentValue <= 0}
              onClick={() => onStep(goal, -1)}
            >
              <MinusIcon />
            </Button>
            <p className="min-w-0 flex-1 text-center text-sm leading-snug text-ink-muted">
              <span className="text-base font-semibold text-ink tabular-nums">
                {goal.currentValue}/{goal.targetValue}
              </span>{' '}
              {goalUnitText(goal.category, goal.targetValue, goal)}
            </p>
            <Button
              variant="secondary"
              size="icon-lg"
              aria-label="Increase progress"
              aria-disabled={reached || undefined}
              aria-describedby={reached ? reachedId : undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55 aria-disabled:hover:bg-surface"
              onClick={() => {
                if (!reached) onStep(goal, 1);
              }}
            >
              <PlusIcon className="size-4" />
            </Button>
            {reached && (
              <span id={reachedId} className="sr-only">
                Target reached
              </span>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
