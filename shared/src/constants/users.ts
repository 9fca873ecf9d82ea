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
