import { formatShortDate, goalPercent, goalStatus, type Goal } from '@selah/shared';
import { Badge, Button, Card, CardHeader, PencilIcon, TrashIcon } from '../../ui';
import { categoryLabel, GOAL_STATUS_LABELS, GOAL_STATUS_TONES } from './goal-labels';

export interface GoalHistoryProps {
  goals: Goal[];
  onEdit: (goal: Goal) => void;
  /** Asks to delete a goal (the page confirms first). */
  onDelete: (goal: Goal) => void;
}

/** All Goals, newest first, each with its status badge, percent, and Edit / Delete. */
export function GoalHistory({ goals, onEdit, onDelete }: GoalHistoryProps) {
  return (
    <Card as="section" aria-labelledby="all-goals-title">
      <CardHeader title={<span id="all-goals-title">All Goals</span>} />
      <ul className="divide-y divide-line/70">
        {goals.map((goal) => {
          const status = goalStatus(goal);
          const category = categoryLabel(goal.category);
          return (
            <li
              key={goal.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{goal.title}</p>
                <p className="text-sm text-ink-muted">
                  {category ? `${category} · ` : ''}
                  <time dateTime={goal.createdAt}>{formatShortDate(goal.createdAt)}</time>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={GOAL_STATUS_TONES[status]}>{GOAL_STATUS_LABELS[status]}</Badge>
                <span className="w-11 text-right text-sm font-semibold text-ink tabular-nums">
                  {goalPercent(goal)}%
                </span>
                <div className="flex items-center">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={`Edit goal “${goal.title}”`}
                    title="Edit"
                    onClick={() => onEdit(goal)}
                  >
                    <PencilIcon className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={`Delete goal “${goal.title}”`}
                    title="Delete"
                    onClick={() => onDelete(goal)}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
