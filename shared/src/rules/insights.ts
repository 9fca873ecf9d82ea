/**
 * Insights from a member's moods, computed on the device in their own local days (decision 027):
 * each day's mood (the average when several), a trend over 30, 90 and 365 days, mood by weekday,
 * and how mood went on days with a meditation or an activity against the other days. Pure
 * functions of the rows read; the device reads them with two index range reads
 * (web/src/data/mood/read-insights.ts).
 */
import { MOOD_DETAILS, type Mood } from '../constants/mood';
import type { MoodEntry } from '../schemas/mood';
import { localDayNumber, weekdayFromMonday } from './time';

/** The longest span the insights cover: a year of days, today included. */
export const INSIGHT_DAYS = 365;
export const TREND_SPANS = [30, 90, 365] as const;
export type TrendSpan = (typeof TREND_SPANS)[number];
/** Days per point of each trend: every day over 30, weeks over 90, about months over a year. */
const TREND_BUCKET_DAYS: Record<TrendSpan, number> = { 30: 1, 90: 7, 365: 30 };

/**
 * A comparison ("on days you prayed ...") needs at least this many days with the thing and this
 * many without: below it, one good or bad day would decide the figure.
 */
export const MIN_COMPARISON_DAYS = 5;

export interface DayMood {
  day: number;
  /** The average mood score that day (1 = struggling ... 5 = amazing). */
  average: number;
  entries: number;
  activities: ReadonlySet<string>;
}

export interface TrendPoint {
  /** The first day of the point's stretch. */
  day: number;
  average: number;
}

export interface Trend {
  span: TrendSpan;
  /** The average over the days with a check-in in the span; null without any. */
  average: number | null;
  daysLogged: number;
  /** The same for the span before it (for "up from 3.4"); null without any. */
  previousAverage: number | null;
  points: TrendPoint[];
}

export interface WeekdayMood {
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  average: number | null;
  days: number;
}

export interface Comparison {
  /** "meditated", or the activity's name. */
  name: string;
  withDays: number;
  withAverage: number | null;
  withoutDays: number;
  withoutAverage: number | null;
  /** Both sides have MIN_COMPARISON_DAYS days or more. */
  enough: boolean;
}

export interface MoodInsights {
  today: number;
  days: ReadonlyMap<number, DayMood>;
  trends: Record<TrendSpan, Trend>;
  weekdays: WeekdayMood[];
  meditation: Comparison;
  activities: Comparison[];
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each local day's mood: several entries a day average into one. */
export function moodDays(
  entries: readonly Pick<MoodEntry, 'mood' | 'date' | 'activities'>[],
  timeZone: string,
): Map<number, DayMood> {
  const sums = new Map<number, { total: number; entries: number; activities: Set<string> }>();
  for (const entry of entries) {
    const day = localDayNumber(entry.date, timeZone);
    let sum = sums.get(day);
    if (!sum) {
      sum = { total: 0, entries: 0, activities: new Set() };
      sums.set(day, sum);
    }
    sum.total += MOOD_DETAILS[entry.mood].score;
    sum.entries += 1;
    for (const name of entry.activities ?? []) sum.activities.add(name);
  }
  const days = new Map<number, DayMood>();
  for (const [day, sum] of sums) {
    days.set(day, {
      day,
      average: sum.total / sum.entries,
      entries: sum.entries,
      activities: sum.activities,
    });
  }
  return days;
}

function averageOver(days: ReadonlyMap<number, DayMood>, first: number, last: number) {
  const values: number[] = [];
  for (let day = first; day <= last; day += 1) {
    const mood = days.get(day);
    if (mood) values.push(mood.average);
  }
  return { average: mean(values), logged: values.length };
}

/** The span's average, the span before's, and its points (each the average of its stretch's days). */
export function trendOf(days: ReadonlyMap<number, DayMood>, today: number, span: TrendSpan): Trend {
  const first = today - span + 1;
  const { average, logged } = averageOver(days, first, today);
  const previous = averageOver(days, first - span, first - 1);
  const bucket = TREND_BUCKET_DAYS[span];
  const points: TrendPoint[] = [];
  for (let start = first; start <= today; start += bucket) {
    const point = averageOver(days, start, Math.min(start + bucket - 1, today));
    if (point.average !== null) points.push({ day: start, average: point.average });
  }
  return { span, average, daysLogged: logged, previousAverage: previous.average, points };
}

/** The average day of each weekday, Monday first. */
export function weekdayMoods(days: ReadonlyMap<number, DayMood>): WeekdayMood[] {
  const values: number[][] = [[], [], [], [], [], [], []];
  for (const mood of days.values()) values[weekdayFromMonday(mood.day)]!.push(mood.average);
  return values.map((list, weekday) => ({ weekday, average: mean(list), days: list.length }));
}

/** Days with a check-in that had `has` against those that did not. */
export function compareDays(
  name: string,
  days: ReadonlyMap<number, DayMood>,
  has: (mood: DayMood) => boolean,
): Comparison {
  const withValues: number[] = [];
  const withoutValues: number[] = [];
  for (const mood of days.values()) (has(mood) ? withValues : withoutValues).push(mood.average);
  return {
    name,
    withDays: withValues.length,
    withAverage: mean(withValues),
    withoutDays: withoutValues.length,
    withoutAverage: mean(withoutValues),
    enough: withValues.length >= MIN_COMPARISON_DAYS && withoutValues.length >= MIN_COMPARISON_DAYS,
  };
}

/**
 * Every insight from the year's entries and meditation times. Days after today (clock skew) are
 * left out; the activities are compared in order of how many days had them.
 */
export function computeMoodInsights(
  entries: readonly Pick<MoodEntry, 'mood' | 'date' | 'activities'>[],
  meditationTimes: readonly string[],
  now: Date,
  timeZone: string,
): MoodInsights {
  const today = localDayNumber(now, timeZone);
  const days = moodDays(entries, timeZone);
  for (const day of days.keys()) if (day > today || day <= today - INSIGHT_DAYS) days.delete(day);
  const meditated = new Set(meditationTimes.map((time) => localDayNumber(time, timeZone)));
  const activityDays = new Map<string, number>();
  for (const mood of days.values()) {
    for (const name of mood.activities) activityDays.set(name, (activityDays.get(name) ?? 0) + 1);
  }
  const activities = [...activityDays.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => compareDays(name, days, (mood) => mood.activities.has(name)));
  return {
    today,
    days,
    trends: {
      30: trendOf(days, today, 30),
      90: trendOf(days, today, 90),
      365: trendOf(days, today, 365),
    },
    weekdays: weekdayMoods(days),
    meditation: compareDays('meditated', days, (mood) => meditated.has(mood.day)),
    activities,
  };
}

/** The mood a day's average is closest to (for its colour and its name). */
export function nearestMood(average: number): Mood {
  const score = Math.min(5, Math.max(1, Math.round(average)));
  return (Object.keys(MOOD_DETAILS) as Mood[]).find((mood) => MOOD_DETAILS[mood].score === score)!;
}

/** "3.8" */
export const formatAverage = (average: number) => average.toFixed(1);
