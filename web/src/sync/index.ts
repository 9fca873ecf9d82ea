/**
 * # Sync (README)
 *
 * The app's one door to syncing; screens never call the network for their data. Local writes go
 * to Dexie with an outbox entry (web/src/db/write.ts); this module sends the outbox to
 * POST /api/sync/push and pulls server changes from GET /api/sync/pull into Dexie. The protocol
 * and its rules: docs/decisions/003-sync-protocol.md.
 *
 * - `startSync()` once at app start. Sync runs: shortly after each local write (debounced), at
 *   start, on `online`, when the tab becomes visible, every 30 s while visible, when the service
 *   worker relays a Background Sync (`{ type: SYNC_MESSAGE }`, see pwa/constants.ts), and when the account changes.
 * - `syncNow()` pushes then pulls now and resolves when done; `requestFlush()` asks for the same
 *   without waiting (and resumes sync after a sign-in to the same account).
 * - `useSyncStatus()` tells the shell what to show; `useFailedMutations()` lists changes the server
 *   rejected, with `retryFailed()` / `discardFailed()`.
 *
 * The engine itself (./engine.ts and the modules it uses) is loaded on first use, so the first
 * screen never waits for it. Tests build their own with `createSyncEngine` (fake network and time).
 */
import { useMemo } from 'react';
import { useLiveQuery } from '../db';
import { getDb, subscribeToActiveDb } from '../db/active-db';
import { useDb } from '../db/useDb';
import { onOutboxWritten } from '../db/write';
import { browserFetch } from '../lib/api';
import { useTransitionStore } from '../lib/useTransitionStore';
import { OUTBOX_SYNC_TAG, SYNC_MESSAGE } from '../pwa/constants';
import type { EngineStatus, SyncEngine, SyncEngineDeps, SyncTrigger } from './engine';
import { countOutbox, listFailedMutations, type FailedMutation } from './outbox-views';
import { deriveSyncStatus, type OutboxCounts, type SyncState, type SyncStatus } from './status';

export type { FailedMutation, SyncState, SyncStatus };

export const PERIODIC_SYNC_MS = 30_000;

const IDLE_STATUS: EngineStatus = {
  syncing: false,
  problem: null,
  message: null,
  retryAt: null,
  lastSyncedAt: null,
};

let enginePromise: Promise<SyncEngine> | null = null;
let engineStatus: EngineStatus = IDLE_STATUS;
const statusListeners = new Set<() => void>();

function notifyStatus(): void {
  for (const listener of statusListeners) listener();
}

/** Asks the service worker to wake us when the network is back (Chromium's Background Sync). */
function registerBackgroundSync(): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  container
    .getRegistration()
    .then((registration) => {
      const withSync = registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined;
      return withSync?.sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => {
      // Not supported or not allowed: the other triggers still cover it.
    });
}

function browserDeps(): SyncEngineDeps {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  return {
    getDb,
    fetch: browserFetch,
    locks,
    onNetworkFailure: registerBackgroundSync,
  };
}

/** Between startSync() and its stop: only then does anything go over the network. */
let started = false;

function loadEngine(): Promise<SyncEngine> {
  enginePromise ??= import('./engine').then(({ createSyncEngine }) => {
    const engine = createSyncEngine(browserDeps());
    engine.subscribe(() => {
      engineStatus = engine.getStatus();
      notifyStatus();
    });
    return engine;
  });
  return enginePromise;
}

function request(trigger: SyncTrigger): void {
  if (!started) return;
  void loadEngine().then((engine) => engine.request(trigger));
}

/** Starts syncing for the life of the app. Returns a function that stops it (tests). */
export function startSync(): () => void {
  started = true;
  const onOnline = () => request('online');
  const onVisibility = () => {
    if (document.visibilityState === 'visible') request('visible');
  };
  const onWorkerMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === SYNC_MESSAGE) {
      request('worker');
    }
  };
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  worker?.addEventListener('message', onWorkerMessage);
  const stopWatchingWrites = onOutboxWritten(() => request('write'));
  const stopWatchingAccount = subscribeToActiveDb(() => request('account'));
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') request('timer');
  }, PERIODIC_SYNC_MS);
  request('start');

  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    worker?.removeEventListener('message', onWorkerMessage);
    stopWatchingWrites();
    stopWatchingAccount();
    clearInterval(timer);
    started = false;
    const stopping = enginePromise;
    enginePromise = null;
    engineStatus = IDLE_STATUS;
    notifyStatus();
    void stopping?.then((engine) => engine.stop());
  };
}

/**
 * Asks for a sync now (local writes already ask by themselves). Also resumes sync stopped by a 401:
 * call it after signing in again to the same account, or after moving changes into the outbox.
 */
export function requestFlush(): void {
  request('flush');
}

/** Pushes then pulls now, cutting any backoff short. Never rejects. Needs startSync(). */
export async function syncNow(): Promise<void> {
  if (!started) return;
  const engine = await loadEngine();
  await engine.syncNow();
}

/** Resolves when no sync is running or due right now (tests). */
export async function whenSyncIdle(): Promise<void> {
  const engine = await enginePromise;
  await engine?.whenIdle();
}

/** Sends a change the server rejected again, as a new mutation. False if there is no such entry. */
export async function retryFailed(mutationId: string): Promise<boolean> {
  if (started) return (await loadEngine()).retryFailed(mutationId);
  const { retryFailedMutation } = await import('./failed');
  return retryFailedMutation(getDb(), mutationId);
}

/** Drops a change the server rejected; the local data goes back to the server's. */
export async function discardFailed(mutationId: string): Promise<boolean> {
  if (started) return (await loadEngine()).discardFailed(mutationId);
  const { discardFailedMutation } = await import('./failed');
  return discardFailedMutation(getDb(), mutationId);
}

function subscribeToStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const getEngineStatus = () => engineStatus;
const NO_COUNTS: OutboxCounts = { pending: 0, failed: 0 };

/** What the shell shows: see ./status.ts for the states. */
export function useSyncStatus(): SyncStatus {
  // Not useSyncExternalStore: sync starts with the app, and its status changes during the first render.
  const engine = useTransitionStore(subscribeToStatus, getEngineStatus);
  const db = useDb();
  const counts = useLiveQuery(() => countOutbox(db), [db]) ?? NO_COUNTS;
  const isGuest = db.ownerId === null;
  return useMemo(() => deriveSyncStatus(engine, counts, isGuest), [engine, counts, isGuest]);
}

const NO_FAILED: FailedMutation[] = [];

/** The changes the server rejected (parked outbox entries), oldest first, live. */
export function useFailedMutations(): FailedMutation[] {
  const db = useDb();
  return useLiveQuery(() => listFailedMutations(db), [db]) ?? NO_FAILED;
}
