import type { Mood } from '@selah/shared';

/**
 * One colour per mood for the calendar, with the text drawn on it: every pair meets WCAG AA
 * (4.5:1) in the light and the dark scheme, and the five fills differ in hue as well as in
 * lightness (red, orange, yellow, green, teal), so neighbouring levels stay apart.
 */
export const MOOD_CELL: Record<Mood, string> = {
  struggling: 'bg-[light-dark(#b42318,#f97066)] text-[light-dark(#ffffff,#2b0906)]',
  down: 'bg-[light-dark(#f4a185,#f4a185)] text-[#2b0906]',
  okay: 'bg-[light-dark(#f5d76e,#e8c95a)] text-[#1f2a2e]',
  good: 'bg-[light-dark(#8fdcaa,#8fdcaa)] text-[#0f1a1c]',
  amazing: 'bg-[light-dark(#0f766e,#4fd1c5)] text-[light-dark(#ffffff,#06302c)]',
};

/** A day without a check-in. */
export const EMPTY_CELL = 'bg-surface-muted text-ink-muted';
