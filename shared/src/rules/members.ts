import { DAY_MS, HOUR_MS, toDate } from './time';

export type ActivityStatus = 'Active' | 'Recent' | 'Offline';

/** Active if seen under an hour ago (or "in the future", clock skew), Recent under 24 hours, else Offline. */
export function activityStatus(lastSeenAt: Date | string | null, now: Date): ActivityStatus {
  if (lastSeenAt == null) return 'Offline';
  const elapsedMs = now.getTime() - toDate(lastSeenAt).getTime();
  if (Number.isNaN(elapsedMs)) return 'Offline';
  if (elapsedMs < HOUR_MS) return 'Active';
  if (elapsedMs < DAY_MS) return 'Recent';
  return 'Offline';
}

export const NEW_MEMBER_WINDOW_MS = 7 * DAY_MS;

/** Joined within the last 7 x 24 hours (exactly 7 days ago is no longer new). */
export function isNewThisWeek(createdAt: Date | string, now: Date): boolean {
  const elapsedMs = now.getTime() - toDate(createdAt).getTime();
  return elapsedMs < NEW_MEMBER_WINDOW_MS; // false for NaN (unparsable date)
}

/**
 * The form in which two usernames are the same: compatibility-normalized (NFKC: full-width and
 * styled letters become plain ones) and case folded, so `ÉVA`, `éva` and `ｅｖａ` are one username.
 * Upper then lower case folds what lower case alone keeps apart (`ß` and `ss`, `ς` and `σ`), close to
 * Unicode's full case folding; NFKC again after it, as case mapping can undo a normal form.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * An email as it is stored and compared: trimmed, NFKC-normalized (full-width letters become plain
 * ones) and lower case. Emails are ASCII once valid, so lower case is their whole case folding.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}
