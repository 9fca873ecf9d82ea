/**
 * The five blocks below the dashboard's stat cards, as the sections and their placeholders share
 * them. Each is a `below-the-fold` section (the browser skips its layout and paint until it nears
 * the viewport) with its own height estimate, measured at 360 px and at 1280 px with typical data:
 * the placeholder holds that height while the sections load, so the page does not jump.
 */
export const LOWER_BLOCKS = [
  // Today's meditation and the active goals.
  'below-the-fold grid gap-6 [--fold-estimate:29rem] lg:grid-cols-2 lg:[--fold-estimate:16rem]',
  // The week in moods, the way to the Mood screen's insights.
  'below-the-fold [--fold-estimate:10rem] lg:[--fold-estimate:9rem]',
  // Daily Inspiration.
  'below-the-fold [--fold-estimate:70rem] lg:[--fold-estimate:32rem]',
  // Community Encouragement and Quick Actions.
  'below-the-fold grid gap-6 [--fold-estimate:76rem] lg:grid-cols-2 lg:[--fold-estimate:48rem]',
  // Recent Reflections.
  'below-the-fold [--fold-estimate:27rem] lg:[--fold-estimate:16rem]',
] as const;
