/**
 * Crisis care, kept on this device: helplines by region, the member's region and the gentle offer of
 * help after heavy days. The pieces that show them (CareDialog, GetHelpButton, CrisisOfferNote) are
 * in web/src/care (above data/ and ui/, below the features), so any screen can use them.
 *
 * The safety plan lives in ./safety-plan.ts (with its zod schema): import it by path, from the
 * safety plan's own lazily loaded screen, so zod stays off the first route.
 */
export {
  CARE_REGIONS,
  CARE_REGION_LABELS,
  EMERGENCY_NOTE,
  FIND_A_HELPLINE,
  HELPLINES,
  crisisLineFor,
  helplinesFor,
  isCareRegion,
  type CareRegion,
  type CrisisLine,
  type Helpline,
  type HelplineContact,
} from './helplines';
export {
  CARE_META_KEYS,
  CARE_REGION_KEY,
  CRISIS_OFFER_DISMISSED_KEY,
  SAFETY_PLAN_KEY,
} from './keys';
export {
  browserCareRegion,
  detectCareRegion,
  readCareRegion,
  regionFromLanguages,
  regionFromTimeZone,
  setCareRegion,
  useCareRegion,
} from './region';
export {
  CRISIS_OFFER_SNOOZE_MS,
  dismissCrisisOffer,
  readCrisisSignals,
  shouldOfferCare,
  useCrisisOffer,
  type CrisisSignals,
} from './crisis-offer';
