import { memo } from 'react';
import { MOOD_DETAILS, type Mood } from '@selah/shared';
import { MoodFace, SmileIcon, StatCard, StatRow } from '../../ui';
import { FlameIcon } from '../../ui/icons';
import { CalendarIcon } from './mood-icons';

export interface MoodStatsProps {
  /** undefined while loading. */
  total: number | undefined;
  /** null when the member hides streaks: no streak card at all. */
  streak: number | null | undefined;
  /** The newest entry's mood; null when there are none, undefined while loading. */
  latestMood: Mood | null | undefined;
}

const loading = '–';

/** Total Entries, Current Streak (unless hidden) and Latest Mood (memoised: re-renders only when one changes). */
export const MoodStats = memo(function MoodStats({ total, streak, latestMood }: MoodStatsProps) {
  const latest =
    latestMood === undefined ? undefined : latestMood === null ? null : MOOD_DETAILS[latestMood];
  return (
    <StatRow columns={streak === null ? 2 : 3}>
      <StatCard label="Total Entries" value={total ?? loading} icon={<CalendarIcon />} />
      {streak !== null && (
        <StatCard
          label="Current Streak"
          value={streak ?? loading}
          hint={streak === undefined ? undefined : streak === 1 ? 'day' : 'days'}
          icon={<FlameIcon />}
          tone="accent"
        />
      )}
      <StatCard
        label="Latest Mood"
        value={
          latest === undefined ? (
            loading
          ) : (
            <MoodFace
              mood={latestMood ?? null}
              label={latest ? latest.label : 'No mood yet'}
              className="inline-block size-7 align-middle sm:size-9"
            />
          )
        }
        hint={latest?.label}
        icon={<SmileIcon />}
        tone="neutral"
      />
    </StatRow>
  );
});
