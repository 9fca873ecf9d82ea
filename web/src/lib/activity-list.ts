/**
 * The activities the member picks from when they log a mood: Selah's starting list, which they
 * edit (add their own, remove any). Kept on the device in localStorage like the other settings
 * (decision 027); the activities chosen for an entry are stored and synced with the entry itself.
 */
import { useSyncExternalStore } from 'react';
import { ACTIVITY_MAX_LENGTH, DEFAULT_ACTIVITIES, MAX_ACTIVITIES_PER_ENTRY } from '@selah/shared';

const KEY = 'selah.activities';
/** The list's length: an entry takes at most this many, and the buttons stay a few taps. */
export const MAX_LISTED_ACTIVITIES = MAX_ACTIVITIES_PER_ENTRY;
const DEFAULTS: readonly string[] = DEFAULT_ACTIVITIES;
const listeners = new Set<() => void>();
let cached: { text: string | null; value: readonly string[] } | undefined;

function readText(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null): readonly string[] {
  if (text === null) return DEFAULTS;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return DEFAULTS;
    return value.filter((name): name is string => typeof name === 'string');
  } catch {
    return DEFAULTS;
  }
}

export function activityList(): readonly string[] {
  const text = readText();
  if (cached?.text !== text) cached = { text, value: parse(text) };
  return cached.value;
}

/** A new activity's name tidied, or why it cannot be added (null when it can). */
export function activityProblem(name: string, list: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Type a name for the activity.';
  if (trimmed.length > ACTIVITY_MAX_LENGTH) {
    return `An activity is at most ${ACTIVITY_MAX_LENGTH} characters.`;
  }
  if (list.some((known) => known.toLowerCase() === trimmed.toLowerCase())) {
    return `“${trimmed}” is already in your list.`;
  }
  if (list.length >= MAX_LISTED_ACTIVITIES) {
    return `Your list holds up to ${MAX_LISTED_ACTIVITIES} activities; remove one first.`;
  }
  return null;
}

export function setActivityList(list: readonly string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage blocked: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

export function useActivityList(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activityList,
    () => DEFAULTS,
  );
}
