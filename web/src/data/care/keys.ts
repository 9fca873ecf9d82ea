/**
 * The care settings' keys in the local database's `meta` table. They stay on this device: the sync
 * engine never sends meta rows, and nothing in them is shared with anyone. An export of the
 * member's data can read them from here (the safety plan is part of "your data").
 */

/** The member's chosen helpline region (a CareRegion); absent: the browser's default. */
export const CARE_REGION_KEY = 'care.region';

/** Until when "Not now" hides the offer of help (an ISO timestamp). */
export const CRISIS_OFFER_DISMISSED_KEY = 'care.offerDismissedUntil';

/** The personal safety plan (a SafetyPlan, see safety-plan-schema.ts). */
export const SAFETY_PLAN_KEY = 'care.safetyPlan';

/** Every care key, for an export or a reset of this device's care settings. */
export const CARE_META_KEYS = [
  CARE_REGION_KEY,
  CRISIS_OFFER_DISMISSED_KEY,
  SAFETY_PLAN_KEY,
] as const;
