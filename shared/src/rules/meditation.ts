import { startOfLocalWeek, toDate } from './time';

/**
 * Minutes meditated this week: sessions completed from Monday 00:00 local time up to now. Sessions dated
 * after now (a device clock running ahead) wait until their time comes rather than inflating the total.
 */
export function weeklyMindfulMinutes(
  sessions: readonly { duration: number; completedAt: string }[],
  now: Date,
  timeZone: string,
): number {
  const from = startOfLocalWeek(now, timeZone).getTime();
  const to = now.getTime();
  let minutes = 0;
  for (const session of sessions) {
    const completedAt = toDate(session.completedAt).getTime();
    if (
      completedAt >= from &&
      completedAt <= to &&
      Number.isFinite(session.duration) &&
      session.duration > 0
    ) {
      minutes += session.duration;
    }
  }
  return minutes;
}
