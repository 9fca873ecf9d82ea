export { isMine, usePrayerInvitation, usePrayerRequests, type PrayerFilter } from './hooks';
export {
  deletePrayerRequest,
  dismissAnswered,
  markAnswered,
  prayFor,
  reportPrayerRequest,
  sharePrayerRequest,
  takeBackPrayer,
  ANSWERED_SEEN_KEY,
  SIGN_IN_TO_PRAY,
} from './repository';
