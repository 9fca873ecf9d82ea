import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem), where the sidebar replaces the phone's top and bottom bars. */
export const MEDIUM_SCREEN = '(min-width: 48rem)';

/** Whether the media query matches now; re-renders when that changes (a rotated phone, a resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
