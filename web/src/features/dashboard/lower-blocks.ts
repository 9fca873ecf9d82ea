/**
 * The blocks below the dashboard's stat cards, as the sections and their placeholders share them.
 * Each is a `below-the-fold` section (the browser skips its layout and paint until it nears the
 * viewport) with its own height estimate, measured at 360 px and at 1280 px with typical data: a
 * placeholder holds that height while the sections load, so the page does not jump.
 */

/**
 * The active goals and Recent Reflections: the member's own data, rendered with the page (never
 * behind a lazily loaded chunk, decision 029).
 */
export const FIRST_SCREEN_BLOCK =
  'below-the-fold grid gap-6 [--fold-estimate:39rem] lg:grid-cols-2 lg:[--fold-estimate:16rem]';

/** The sections of the lower chunk (LowerSections), loaded as the member scrolls. */
export const LOWER_BLOCKS = [
  // Today's meditation.
  'below-the-fold [--fold-estimate:17rem] lg:[--fold-estimate:14rem]',
  // The week in moods, the way to the Mood screen's insights.
  'below-the-fold [--fold-estimate:10rem] lg:[--fold-estimate:9rem]',
  // Daily Inspiration.
  'below-the-fold [--fold-estimate:70rem] lg:[--fold-estimate:32rem]',
  // Community Encouragement and Quick Actions.
  'below-the-fold grid gap-6 [--fold-estimate:76rem] lg:grid-cols-2 lg:[--fold-estimate:48rem]',
] as const;
