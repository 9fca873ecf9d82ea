/** The longest session we record: a whole day of sitting is already far past any real one. */
export const MAX_MEDITATION_MINUTES = 24 * 60;

export const GUIDED_SESSIONS = [
  { title: 'Morning Mindfulness', minutes: 10, level: 'Beginner' },
  { title: 'Breathing Exercise', minutes: 5, level: 'Beginner' },
  { title: 'Deep Relaxation', minutes: 20, level: 'Intermediate' },
  { title: 'Body Scan', minutes: 15, level: 'Beginner' },
  { title: 'Loving Kindness', minutes: 12, level: 'Intermediate' },
  { title: 'Focus & Concentration', minutes: 25, level: 'Advanced' },
] as const;
export type GuidedSession = (typeof GUIDED_SESSIONS)[number];
