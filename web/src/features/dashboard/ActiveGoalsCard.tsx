import { goalPercent, goalRingColor, goalUnitText, type Goal } from '@selah/shared';
import { Card, CardHeader, EmptyState, ProgressRing, Spinner, TargetIcon } from '../../ui';
import { SectionLink } from './SectionLink';
import { DASHBOARD_GOALS } from './dashboard-limits';

/** The first three active goals, each with a progress ring. */
export function ActiveGoalsCard({ goals }: { goals: Goal[] | undefined }) {
  return (
    <Card as="section" aria-labelledby="dashboard-goals-title">
      <CardHeader
        icon={<TargetIcon />}
        title={<span id="dashboard-goals-title">Active Goals</span>}
        action={
          goals && goals.length > 0 ? <SectionLink to="/goals">View All</SectionLink> : undefined
        }
      />
      {goals === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading goals…" />
        </div>
      ) : goals.length === 0 ? (
        <EmptyState
          text="No active goals."
          link={{ to: '/goals', label: 'Create your first goal' }}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {goals.slice(0, DASHBOARD_GOALS).map((goal) => {
            const percent = goalPercent(goal);
            return (
              <li key={goal.id} className="flex items-center gap-4">
                <ProgressRing
                  value={percent}
                  color={goalRingColor(goal.category)}
                  label={`${goal.title}: ${percent}% complete`}
                  size={56}
                />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{goal.title}</p>
                  <p className="text-sm text-ink-muted">
                    <span className="tabular-nums">
                      {goal.currentValue}/{goal.targetValue}
                    </span>{' '}
                    {goalUnitText(goal.category, goal.targetValue, goal)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
