export const PRIVATE_SESSION_TYPES = [
  'therapy',
  'counseling',
  'coaching',
  'spiritual',
  'support',
] as const;
export type PrivateSessionType = (typeof PRIVATE_SESSION_TYPES)[number];
export const PRIVATE_SESSION_TYPE_LABELS: Record<PrivateSessionType, string> = {
  therapy: 'Individual Therapy',
  counseling: 'Counseling',
  coaching: 'Life Coaching',
  spiritual: 'Spiritual Direction',
  support: 'Support Session',
};
