import { useId } from 'react';
import { goalPercent, goalUnitText, type Goal } from '@selah/shared';
import { Badge, Button, PlusIcon, ProgressBar } from '../../ui';
import { categoryLabel } from './goal-labels';
import { MinusIcon } from './goal-icons';

export interface ActiveGoalCardProps {
  goal: Goal;
  onStep: (goal: Goal, delta: 1 | -1) => void;
}

/** One active goal: its progress bar (capped at 100 %) and the minus / plus steps. */
export function ActiveGoalCard({ goal, onStep }: ActiveGoalCardProps) {
  const titleId = useId();
  const percent = goalPercent(goal);
  const category = categoryLabel(goal.category);
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
          {category && <Badge tone="primary">{category}</Badge>}
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
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              size="icon"
              aria-label="Decrease progress"
              disabled={goal.currentValue <= 0}
              onClick={() => onStep(goal, -1)}
            >
              <MinusIcon />
            </Button>
            <p className="text-sm text-ink-muted">
              <span className="text-base font-semibold text-ink tabular-nums">
                {goal.currentValue}/{goal.targetValue}
              </span>{' '}
              {goalUnitText(goal.category)}
            </p>
            <Button
              variant="secondary"
              size="icon"
              aria-label="Increase progress"
              onClick={() => onStep(goal, 1)}
            >
              <PlusIcon className="size-4" />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
