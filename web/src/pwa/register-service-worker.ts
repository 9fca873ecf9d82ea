import { useSyncExternalStore } from 'react';
import { SKIP_WAITING_MESSAGE } from './constants';

/**
 * Registers /sw.js (production builds only) and tracks whether a new version is waiting.
 *
 * Updates follow registerType 'prompt': a new service worker installs in the background and waits.
 * The page learns of it (needsRefresh) and the member decides when to reload; only the tab where
 * the member chose Reload reloads. Another tab that sees the new worker take over is told an update
 * is available instead, so no running meditation or half-written entry is ever reloaded away.
 *
 * The plain ServiceWorker API is used rather than workbox-window: workbox-window treats an update
 * found more than a minute after registration as "external" and then stops listening, so a tab
 * left open across two deployments would never hear of the second.
 */

/** How often an open app asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to a hidden tab checks too, at most this often. */
const VISIBLE_CHECK_MIN_GAP_MS = 10 * 60 * 1000;

let needsRefresh = false;
let started = false;
let reloadRequested = false;
let registration: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();

/** Exported for tests; the registration below is the only caller in the app. */
export function setNeedsRefresh(value: boolean): void {
  if (needsRefresh === value) return;
  needsRefresh = value;
  for (const listener of listeners) listener();
}

export function updateAvailable(): boolean {
  return needsRefresh;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waiting for the member. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribeToUpdate, updateAvailable, updateAvailable);
}

/** The member chose Reload: let the waiting worker take over, then reload this tab into it. */
export function applyUpdate(): void {
  reloadRequested = true;
  const waiting = registration?.waiting;
  if (waiting) waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
  // Nothing waiting: another tab already switched to the new worker, so a reload gets the update.
  else window.location.reload();
}

function watchInstalling(worker: ServiceWorker | null): void {
  if (!worker) return;
  const onStateChange = () => {
    // "installed" with a controller present means an update waits; without one it is the first
    // install, which takes control by itself (clients.claim in the worker).
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setNeedsRefresh(true);
    if (worker.state === 'installed' || worker.state === 'redundant') {
      worker.removeEventListener('statechange', onStateChange);
    }
  };
  worker.addEventListener('statechange', onStateChange);
  onStateChange();
}

function checkForUpdate(): void {
  if (!navigator.onLine) return;
  registration?.update().catch(() => {
    // Offline or the server is down: the next check will try again.
  });
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;

  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true; // the first install claimed this page: nothing changed for the member
      return;
    }
    if (reloadRequested) window.location.reload();
    else setNeedsRefresh(true); // another tab updated; this one still runs the old code
  });

  registration = await container.register('/sw.js', { scope: '/' });
  if (registration.waiting && container.controller) setNeedsRefresh(true);
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration!.installing));

  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    checkForUpdate();
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (
      document.visibilityState === 'visible' &&
      Date.now() - lastCheck > VISIBLE_CHECK_MIN_GAP_MS
    ) {
      check();
    }
  });
}

/**
 * Starts the service worker once per page, after the page has loaded so registration never
 * competes with the first render. Does nothing in development, in tests, or without support.
 */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  if (
    !import.meta.env.PROD ||
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator)
  ) {
    return;
  }
  const go = () =>
    register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') void go();
  else window.addEventListener('load', () => void go(), { once: true });
}

/** For tests: forget everything this module learned. */
export function resetServiceWorkerState(): void {
  needsRefresh = false;
  started = false;
  reloadRequested = false;
  registration = undefined;
  listeners.clear();
}
