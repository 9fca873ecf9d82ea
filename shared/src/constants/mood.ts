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
