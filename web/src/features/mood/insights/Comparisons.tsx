import { formatAverage, MIN_COMPARISON_DAYS, type Comparison } from '@selah/shared';

/** "On days you meditated your mood averaged 4.1, on other days 3.5." or why not yet. */
export function comparisonText(comparison: Comparison, phrase: string): string {
  if (!comparison.enough || comparison.withAverage === null || comparison.withoutAverage === null) {
    return `${phrase}: not enough days yet (${comparison.withDays} with, ${comparison.withoutDays} without; ${MIN_COMPARISON_DAYS} of each are needed).`;
  }
  return `${phrase}, your mood averaged ${formatAverage(comparison.withAverage)}; on other days ${formatAverage(comparison.withoutAverage)}.`;
}

/** How mood went on days with a meditation, and with each activity, against the other days. */
export function Comparisons({
  meditation,
  activities,
}: {
  meditation: Comparison;
  activities: Comparison[];
}) {
  return (
    <div className="flex flex-col gap-3 text-sm text-ink">
      <p>{comparisonText(meditation, 'On days you meditated')}</p>
      {activities.length === 0 ? (
        <p className="text-ink-muted">
          Add activities when you log a mood to see how each one goes with your days.
        </p>
      ) : (
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {activities.map((activity) => (
            <li key={activity.name}>
              {comparisonText(activity, `On days with “${activity.name}”`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
