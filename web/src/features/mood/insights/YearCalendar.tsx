import { useState } from 'react';
import { MOOD_DETAILS, MOODS, weekdayFromMonday } from '@selah/shared';
import { formatAverage, nearestMood, type DayMood } from '@selah/shared';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { Button } from '../../../ui';
import { calendarDate, dayName, dayOf, monthName, WEEKDAY_NAMES } from './calendar-dates';
import { EMPTY_CELL, MOOD_CELL } from '../../../ui/mood-colours';

interface Month {
  year: number;
  month: number;
}

/** The 12 months ending with this one, oldest first. */
function lastTwelveMonths(today: number): Month[] {
  const { year, month } = calendarDate(today);
  return Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const index = year * 12 + month - back;
    return { year: Math.floor(index / 12), month: index % 12 };
  });
}

function dayLabel(day: number, mood: DayMood | undefined, today: number): string {
  if (day > today) return `${dayName(day)}: still to come`;
  if (!mood) return `${dayName(day)}: no check-in`;
  const name = MOOD_DETAILS[nearestMood(mood.average)].label;
  return mood.entries === 1
    ? `${dayName(day)}: ${name}`
    : `${dayName(day)}: ${name}, average ${formatAverage(mood.average)} of ${mood.entries} check-ins`;
}

function MonthTable({
  year,
  month,
  days,
  today,
  compact,
}: Month & { days: ReadonlyMap<number, DayMood>; today: number; compact: boolean }) {
  const first = dayOf(year, month, 1);
  const length = dayOf(year, month + 1, 1) - first;
  const lead = weekdayFromMonday(first);
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => first + i),
  ];
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return (
    <table className="w-full table-fixed border-separate border-spacing-0.5">
      <caption className="pb-1 text-left text-sm font-semibold text-ink">
        {monthName(year, month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" className="text-xs font-medium text-ink-muted">
              <abbr title={name} className="no-underline">
                {name.slice(0, compact ? 1 : 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (day === null) return <td key={`blank-${i}`} />;
              const mood = days.get(day);
              const colour = mood ? MOOD_CELL[nearestMood(mood.average)] : EMPTY_CELL;
              return (
                <td key={day} className="p-0">
                  <div
                    className={cn(
                      'flex items-center justify-center rounded-md tabular-nums',
                      compact ? 'h-6 text-xs' : 'h-10 text-sm font-medium',
                      day > today ? 'bg-transparent text-ink-muted' : colour,
                      day === today && 'ring-2 ring-focus',
                    )}
                  >
                    <span aria-hidden="true">{calendarDate(day).date}</span>
                    <span className="sr-only">{dayLabel(day, mood, today)}</span>
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MoodLegend() {
  return (
    <ul aria-label="Colours" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
      {[...MOODS].reverse().map((mood) => (
        <li key={mood} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('size-4 rounded', MOOD_CELL[mood])} />
          {MOOD_DETAILS[mood].label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn('size-4 rounded border border-line', EMPTY_CELL)} />
        No check-in
      </li>
    </ul>
  );
}

/**
 * A year of days, one colour per day's mood: the 12 months side by side on a wide screen, one
 * month at a time with "Previous month" and "Next month" on a phone. Each day's mood is in its
 * cell as text for screen readers.
 */
export function YearCalendar({
  days,
  today,
}: {
  days: ReadonlyMap<number, DayMood>;
  today: number;
}) {
  const months = lastTwelveMonths(today);
  const wide = useMediaQuery('(min-width: 40rem)');
  const [shown, setShown] = useState(months.length - 1);
  if (wide) {
    return (
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {months.map((m) => (
          <MonthTable key={`${m.year}-${m.month}`} {...m} days={days} today={today} compact />
        ))}
      </div>
    );
  }
  const month = months[shown]!;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={shown === 0}
          onClick={() => setShown((i) => i - 1)}
        >
          Previous month
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={shown === months.length - 1}
          onClick={() => setShown((i) => i + 1)}
        >
          Next month
        </Button>
      </div>
      <div aria-live="polite">
        <MonthTable {...month} days={days} today={today} compact={false} />
      </div>
    </div>
  );
}
