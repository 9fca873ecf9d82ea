/**
 * The shared rules and labels the dashboard needs, taken from their own zod-free modules rather
 * than '@selah/shared', whose index also carries the zod schemas: a page that only displays server
 * answers has no use for them, and a lean page is the fairest opponent.
 */
export { dashboardGoalsProgress, goalPercent, goalUnitText } from '../../../shared/src/rules/goals';
export { preview, PREVIEW_LENGTHS } from '../../../shared/src/rules/text';
export { relativeTime } from '../../../shared/src/rules/time';
export { JOURNAL_CATEGORY_LABELS } from '../../../shared/src/constants/journal';
export { MOODS } from '../../../shared/src/constants/mood';
