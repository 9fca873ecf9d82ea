/**
 * How the member wants their streak counted and shown (decision 027): the grace day, a rest day
 * and whether streaks show at all. Kept on the device in localStorage, like the theme: the device
 * counts the streak from its own entries, offline, and the API takes the same settings as query
 * parameters from any client that asks it.
 */
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_STREAK_SETTINGS,
  WEEKDAYS,
  type StreakSettings,
  type Weekday,
} from '@selah/shared';

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

/** The stored settings, each field checked: a value stored by hand never breaks a screen. */
export function streakPreferences(): StreakPreferences {
  const text = readText();
  if (cached?.text !== text) {
    let stored: Partial<Record<keyof StreakPreferences, unknown>> = {};
    try {
      stored = JSON.parse(text ?? '{}') as typeof stored;
    } catch {
      // Not JSON: the defaults.
    }
    const restDay = stored.restDay as Weekday;
    cached = {
      text,
      value: {
        graceDay: stored.graceDay !== false,
        restDay: WEEKDAYS.includes(restDay) ? restDay : null,
        hidden: stored.hidden === true,
      },
    };
  }
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
  return () => listeners.delete(listener);
}

export function useStreakPreferences(): StreakPreferences {
  return useSyncExternalStore(subscribe, streakPreferences, () => DEFAULTS);
}
