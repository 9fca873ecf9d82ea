/**
 * The shared rules the dashboard needs, taken from their own modules rather than '@selah/shared',
 * whose index also carries the zod schemas: a page that only displays server answers has no use for
 * them, and a lean page is the fairest opponent. The labels are the schemas' (kept complete by the
 * Record types).
 */
import type { JournalCategory, Mood } from '@selah/shared';

export { dashboardGoalsProgress, goalPercent, goalUnitText } from '../../../shared/src/rules/goals';
export { preview, PREVIEW_LENGTHS } from '../../../shared/src/rules/text';
export { relativeTime } from '../../../shared/src/rules/time';

export const MOODS: readonly Mood[] = ['amazing', 'good', 'okay', 'down', 'struggling'];

export const JOURNAL_CATEGORY_LABELS: Record<JournalCategory, string> = {
  gratitude: 'Gratitude',
  reflection: 'Reflection',
  dreams: 'Dreams',
  goals: 'Goals',
  thoughts: 'Thoughts',
  emotions: 'Emotions',
};
