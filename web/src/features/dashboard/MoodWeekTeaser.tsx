import { Link } from 'react-router-dom';
import { MOOD_DETAILS, weekdayFromMonday } from '@selah/shared';
import { useMoodWeek } from '../../data/mood/week-hooks';
import { cn } from '../../lib/cn';
import { Card, CardHeader, SmileIcon } from '../../ui';
import { EMPTY_CELL, MOOD_CELL } from '../../ui/mood-colours';

const WEEKDAY_LETTERS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** The last seven days in mood colours, and the way to the Mood screen's insights. */
export function MoodWeekTeaser() {
  const week = useMoodWeek();
  return (
    <Card as="section" aria-labelledby="mood-week-title" className="flex flex-col gap-3">
      <CardHeader
        title={<span id="mood-week-title">Your week in moods</span>}
        icon={<SmileIcon />}
        action={
          <Link
            to="/mood#insights"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            See your insights
          </Link>
        }
      />
      <ol className="grid grid-cols-7 gap-1.5">
        {(week ?? []).map(({ day, mood }) => {
          const weekday = weekdayFromMonday(day);
          return (
            <li key={day} className="flex flex-col items-center gap-1 text-xs text-ink-muted">
              <span
                aria-hidden="true"
                className={cn('h-8 w-full rounded-lg', mood ? MOOD_CELL[mood] : EMPTY_CELL)}
              />
              <span aria-hidden="true">{WEEKDAY_LETTERS[weekday]}</span>
              <span className="sr-only">
                {WEEKDAY_NAMES[weekday]}: {mood ? MOOD_DETAILS[mood].label : 'no check-in'}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
