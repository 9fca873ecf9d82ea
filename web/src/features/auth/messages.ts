/** Texts of the auth screens that tests and other screens refer to. */
export const WELCOME_TOAST = {
  title: 'Welcome to Selah!',
  description: 'Your faith-based wellness community is ready for you.',
} as const;

export const OFFLINE_SIGN_IN_MESSAGE =
  'You’re offline. Signing in needs a connection — everything else keeps working.';
