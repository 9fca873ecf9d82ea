import type { Goal } from '@selah/shared';
import { Button, Card, CardHeader, EmptyState, PlusIcon, Spinner } from '../../ui';
import { ActiveGoalCard } from './ActiveGoalCard';

export interface ActiveGoalListProps {
  /** Active goals, newest first; undefined while loading. */
  goals: Goal[] | undefined;
  /** Whether the member has any goal at all (changes what the empty state says). */
  hasAnyGoal: boolean;
  onStep: (goal: Goal, delta: 1 | -1) => void;
  onCreate: () => void;
}

export function ActiveGoalList({ goals, hasAnyGoal, onStep, onCreate }: ActiveGoalListProps) {
  return (
    <Card as="section" aria-labelledby="active-goals-title">
      <CardHeader title={<span id="active-goals-title">Active Goals</span>} />
      {goals === undefined ? (
        <div className="grid place-items-center py-8">
          <Spinner label="Loading goals…" />
        </div>
      ) : goals.length === 0 ? (
        hasAnyGoal ? (
          <EmptyState text="No active goals right now." />
        ) : (
          <EmptyState
            text="You haven’t set any goals yet. Small, steady steps add up."
            action={
              <Button onClick={onCreate} icon={<PlusIcon className="size-4" />}>
                Create Your First Goal
              </Button>
            }
          />
        )
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {goals.map((goal) => (
            <ActiveGoalCard key={goal.id} goal={goal} onStep={onStep} />
          ))}
        </ul>
      )}
    </Card>
  );
}
