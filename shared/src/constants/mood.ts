export const MOODS = ['amazing', 'good', 'okay', 'down', 'struggling'] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_DETAILS: Record<Mood, { label: string; emoji: string; score: number }> = {
  amazing: { label: 'Amazing', emoji: '😄', score: 5 },
  good: { label: 'Good', emoji: '🙂', score: 4 },
  okay: { label: 'Okay', emoji: '😐', score: 3 },
  down: { label: 'Down', emoji: '😔', score: 2 },
  struggling: { label: 'Struggling', emoji: '😢', score: 1 },
};
/** Shown as "Latest Mood" when there are no entries yet. */
export const NEUTRAL_FACE = '😐';

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
