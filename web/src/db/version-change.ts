/**
 * "Selah was updated in another tab": set once a newer tab upgraded (or deleted) the local database
 * and this tab closed its connection. The app shell shows a reload notice while it is true.
 */
import { useSyncExternalStore } from 'react';

export const VERSION_CHANGE_MESSAGE = 'Selah was updated in another tab — reload';

let changed = false;
const listeners = new Set<() => void>();

export function reportVersionChange(): void {
  changed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasVersionChanged(): boolean {
  return changed;
}

export function useVersionChanged(): boolean {
  return useSyncExternalStore(subscribe, hasVersionChanged, hasVersionChanged);
}

/** Tests only: forget a reported change. */
export function resetVersionChange(): void {
  changed = false;
}
