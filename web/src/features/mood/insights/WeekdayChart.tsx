import { MOOD_DETAILS } from '@selah/shared';
import { formatAverage, nearestMood, type WeekdayMood } from '@selah/shared';
import { cn } from '../../../lib/cn';
import { WEEKDAY_NAMES } from './calendar-dates';
import { MOOD_CELL } from '../../../ui/mood-colours';

/** Mood by weekday: a bar per day of the week with its average written beside it (the bar is the picture, the text the figure). */
export function WeekdayChart({ weekdays }: { weekdays: WeekdayMood[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {weekdays.map(({ weekday, average, days }) => (
        <li key={weekday} className="grid grid-cols-[6.5rem_1fr] items-center gap-3 text-sm">
          <span className="text-ink">{WEEKDAY_NAMES[weekday]}</span>
          {average === null ? (
            <span className="text-ink-muted">No check-ins yet</span>
          ) : (
            <span className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('h-4 rounded-full', MOOD_CELL[nearestMood(average)])}
                style={{ width: `${(average / 5) * 70}%` }}
              />
              <span className="whitespace-nowrap text-ink">
                {formatAverage(average)}{' '}
                <span className="text-ink-muted">
                  {MOOD_DETAILS[nearestMood(average)].label}, {days} {days === 1 ? 'day' : 'days'}
                </span>
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
