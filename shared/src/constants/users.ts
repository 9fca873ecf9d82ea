export const PASSWORD_MIN_LENGTH = 6;
export const SIGNUP_MESSAGES = {
  mismatchTitle: 'Password Mismatch',
  mismatch: 'Passwords do not match. Please try again.',
  tooShortTitle: 'Password Too Short',
  tooShort: 'Password must be at least 6 characters long.',
  failedTitle: 'Signup Failed',
  failed: 'Something went wrong. Please try again.',
} as const;
export const LOGIN_MESSAGES = {
  failedTitle: 'Login Failed',
  failed: 'Invalid email or password. Please try again.',
  welcome: 'Welcome back!',
} as const;

/** Answered (401) to a device whose account was deleted: it wipes the member's data it holds. */
export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted';
export const LAST_ADMIN_MESSAGE =
  'You are the only admin. Name another member to become admin before deleting your account.';
/** Refused (409) when an admin would remove the last admin role: theirs, since they are one. */
export const LAST_ADMIN_ROLE_MESSAGE =
  'You are the only admin. Make another member an admin before removing your own role.';
/** Refused (409): nobody can sign in as a demo member, so none can hold the role (decision 004). */
export const DEMO_MEMBER_ADMIN_MESSAGE =
  'Demo members cannot be admins: nobody can sign in as them.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link has expired or was already used. Ask an admin for a new one.';
/** How long a password reset link works. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The weeks the admins' activity report counts, the current one included. */
export const ACTIVITY_REPORT_WEEKS = 8;
