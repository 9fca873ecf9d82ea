/** Weekdays in the order of weekdayFromMonday (0 = Monday ... 6 = Sunday), as the API names them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How the member wants their streak counted (decision 027). */
export interface StreakSettings {
  /** One missed day in any seven keeps the streak (without adding to it). */
  graceDay: boolean;
  /** A day of the week that never breaks a streak and never counts, e.g. the Sabbath. */
  restDay: Weekday | null;
}

/** What a member who changed nothing gets, and what the API assumes when a request names nothing. */
export const DEFAULT_STREAK_SETTINGS: StreakSettings = { graceDay: true, restDay: null };

/** One forgiven miss in any window of this many days. */
export const GRACE_WINDOW_DAYS = 7;
