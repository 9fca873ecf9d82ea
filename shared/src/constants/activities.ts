/*
 * Apart from the moods: only the check-in, Settings and the import use these, never the first
 * route, which loads constants/mood.ts.
 */
/** The activities a member starts with; they add their own and remove these (decision 027). */
export const DEFAULT_ACTIVITIES = [
  'Prayed',
  'Read scripture',
  'Church',
  'Exercise',
  'Time outdoors',
  'Family',
  'Friends',
  'Slept well',
  'Worked',
  'Rested',
] as const;

/** At most this many activities on one entry, each at most ACTIVITY_MAX_LENGTH characters. */
export const MAX_ACTIVITIES_PER_ENTRY = 20;
export const ACTIVITY_MAX_LENGTH = 40;
