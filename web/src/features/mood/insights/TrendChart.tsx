import { useState } from 'react';
import { MOOD_DETAILS } from '@selah/shared';
import { formatAverage, nearestMood, TREND_SPANS, type Trend, type TrendSpan } from '@selah/shared';
import { cn } from '../../../lib/cn';
import { shortDayName } from './calendar-dates';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 8, right: 8, top: 10, bottom: 10 };
const LABELS: Record<TrendSpan, string> = { 30: '30 days', 90: '90 days', 365: 'Year' };
const POINT_WORD: Record<TrendSpan, string> = { 30: 'Day', 90: 'Week from', 365: 'Month from' };

/** "average 3.8 (Good)" */
const describe = (average: number) =>
  `${formatAverage(average)} (${MOOD_DETAILS[nearestMood(average)].label})`;

export function trendSummary(trend: Trend): string {
  if (trend.average === null) return `No check-ins in the last ${trend.span} days yet.`;
  const days = trend.daysLogged === 1 ? '1 day' : `${trend.daysLogged} days`;
  const before =
    trend.previousAverage === null
      ? ''
      : ` The ${trend.span} days before: ${describe(trend.previousAverage)}.`;
  return `Last ${trend.span} days: average ${describe(trend.average)}, from ${days} with a check-in.${before}`;
}

/**
 * The trend over 30, 90 or 365 days as a line (daily, weekly or monthly averages on the 1 to 5
 * scale), its summary in words, and every point as a table for screen readers.
 */
export function TrendChart({ trends, today }: { trends: Record<TrendSpan, Trend>; today: number }) {
  const [span, setSpan] = useState<TrendSpan>(30);
  const trend = trends[span];
  const first = today - span + 1;
  const x = (day: number) =>
    PAD.left + ((day - first) / Math.max(1, span - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (average: number) => PAD.top + ((5 - average) / 4) * (HEIGHT - PAD.top - PAD.bottom);
  const line = trend.points.map((p) => `${x(p.day).toFixed(1)},${y(p.average).toFixed(1)}`);
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Trend span" className="flex flex-wrap gap-2">
        {TREND_SPANS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === span}
            onClick={() => setSpan(option)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium sm:min-h-9',
              option === span
                ? 'border-primary bg-primary-soft text-primary-ink'
                : 'border-line bg-surface text-ink hover:bg-surface-muted',
            )}
          >
            {LABELS[option]}
          </button>
        ))}
      </div>
      <p className="text-sm text-ink">{trendSummary(trend)}</p>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between py-1 text-xs text-ink-muted"
        >
          <span>Amazing</span>
          <span>Okay</span>
          <span>Struggling</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-40 w-full min-w-0 rounded-xl bg-surface-muted"
        >
          {[1, 3, 5].map((level) => (
            <line
              key={level}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(level)}
              y2={y(level)}
              className="stroke-line"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {line.length > 1 && (
            <polyline
              points={line.join(' ')}
              fill="none"
              className="stroke-primary"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          )}
          {trend.points.map((p) => (
            <circle
              key={p.day}
              cx={x(p.day)}
              cy={y(p.average)}
              r={span === 30 ? 4 : 5}
              className="fill-primary"
            />
          ))}
        </svg>
      </div>
      <table className="sr-only">
        <caption>Average mood, last {span} days</caption>
        <thead>
          <tr>
            <th scope="col">{POINT_WORD[span]}</th>
            <th scope="col">Average mood</th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((p) => (
            <tr key={p.day}>
              <td>{shortDayName(p.day)}</td>
              <td>{describe(p.average)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
