import { useEffect, useSyncExternalStore } from 'react';

/**
 * A tiny registry of "the member is in the middle of something" (a running meditation, an open
 * dialog). While anything is registered, the update prompt stays out of sight: an update is offered
 * only when reloading could not cost the member their moment or their words.
 *
 * Modal dialogs need not register: hasOpenDialog() finds them in the page. Anything else that must
 * not be interrupted calls useBusyWhile(active, reason) or markBusy(reason).
 */

const holders = new Map<symbol, string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Registers one busy reason; call the returned function to release it (safe to call twice). */
export function markBusy(reason: string): () => void {
  const token = Symbol(reason);
  holders.set(token, reason);
  changed();
  return () => {
    if (holders.delete(token)) changed();
  };
}

export function isBusy(): boolean {
  return holders.size > 0;
}

/** What currently holds the app busy, for debugging and tests. */
export function busyReasons(): string[] {
  return [...holders.values()];
}

export function subscribeBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while anything holds the app busy. */
export function useIsBusy(): boolean {
  return useSyncExternalStore(subscribeBusy, isBusy, isBusy);
}

/** Holds the app busy for as long as `active` is true and the component is mounted. */
export function useBusyWhile(active: boolean, reason: string): void {
  useEffect(() => {
    if (!active) return;
    return markBusy(reason);
  }, [active, reason]);
}

/** Whether a modal dialog is open in `root` (Headless UI renders them with role dialog/alertdialog). */
export function hasOpenDialog(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}
