/**
 * The shared motivation generator and its affirmations (several KiB). Import this module ONLY
 * through the dynamic import in ./repository.ts, so the dashboard loads it when a member asks for
 * a message, not with the first screen.
 */
export { generateMotivation } from '@selah/shared';
