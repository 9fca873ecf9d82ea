/**
 * How the member wants their streak counted and shown (decision 027): the grace day, a rest day
 * and whether streaks show at all. Kept on the device in localStorage, like the theme: the device
 * counts the streak from its own entries, offline, and the API takes the same settings as query
 * parameters from any client that asks it.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_STREAK_SETTINGS, WEEKDAYS, type StreakSettings } from '@selah/shared';

export interface StreakPreferences extends StreakSettings {
  /** Show no streak anywhere (the dashboard, the Mood screen). */
  hidden: boolean;
}

const KEY = 'selah.streaks';
const DEFAULTS: StreakPreferences = { ...DEFAULT_STREAK_SETTINGS, hidden: false };
const listeners = new Set<() => void>();
let cached: { text: string | null; value: StreakPreferences } | undefined;

function readText(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the defaults
  }
}

/** Whatever was stored, checked field by field: a stored value from elsewhere never breaks a screen. */
function parse(text: string | null): StreakPreferences {
  if (!text) return DEFAULTS;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof StreakPreferences, unknown>>;
    return {
      graceDay: typeof value.graceDay === 'boolean' ? value.graceDay : DEFAULTS.graceDay,
      restDay: (WEEKDAYS as readonly unknown[]).includes(value.restDay)
        ? (value.restDay as StreakPreferences['restDay'])
        : null,
      hidden: value.hidden === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The settings now; the same object while nothing changed (a stable snapshot for React). */
export function streakPreferences(): StreakPreferences {
  const text = readText();
  if (cached?.text !== text) cached = { text, value: parse(text) };
  return cached.value;
}

export function setStreakPreferences(change: Partial<StreakPreferences>): void {
  const next = { ...streakPreferences(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: nothing to keep it in; the screens keep the defaults.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener(); // another tab changed them
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStreakPreferences(): StreakPreferences {
  return useSyncExternalStore(subscribe, streakPreferences, () => DEFAULTS);
}
