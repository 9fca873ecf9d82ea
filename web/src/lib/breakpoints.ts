/** Tailwind's `md` breakpoint (48rem), where the sidebar replaces the phone's top and bottom bars. */
export const MEDIUM_SCREEN = '(min-width: 48rem)';
