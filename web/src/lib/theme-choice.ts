/**
 * The member's theme choice on this device: the system's scheme, or always light or dark. Kept in
 * localStorage (it belongs to the device, like the screen it is shown on) and applied as
 * `data-theme` on <html> before anything is painted, so the app never flashes the other scheme.
 * No React here: the start-up's first script (boot.ts) applies it before the app's code arrives.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_KEY = 'selah.theme';

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
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
