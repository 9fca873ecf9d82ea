/**
 * The member's theme choice on this device: the system's scheme, or always light or dark. Kept in
 * localStorage (it belongs to the device, like the screen it is shown on) and applied as
 * `data-theme` on <html> before the first render, so the app never flashes the other scheme.
 */
import { useSyncExternalStore } from 'react';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'selah.theme';
const listeners = new Set<() => void>();

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
  } catch {
    return 'system'; // storage blocked: the system's scheme
  }
}

/** Sets <html data-theme> for light or dark; the system's scheme needs none. */
export function applyTheme(theme: Theme = storedTheme()): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
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
