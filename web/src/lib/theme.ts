/** Changing the theme choice (lib/theme-choice.ts) and following it from React. */
import { useSyncExternalStore } from 'react';
import { applyTheme, storedTheme, THEME_KEY, type Theme } from './theme-choice';

export type { Theme } from './theme-choice';

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storedTheme,
    () => 'system',
  );
}
