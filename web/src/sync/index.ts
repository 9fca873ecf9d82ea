/**
 * The app's one door to syncing. Everything else calls only these functions, so the interim REST
 * implementation (db/loader.ts + db/flush-outbox.ts) can be swapped for the real sync engine
 * (push/pull, backoff, Web Locks; DESIGN 3) without touching screens.
 *
 * - `startSync()` once at app start: loads server data now, again whenever the account changes
 *   (sign-in/out) and when the browser comes back online, and flushes after each local write.
 * - `requestFlush()` asks for the outbox to be sent soon (debounced); writeWithOutbox already does.
 * - `useSyncStatus()` tells the shell what to show (syncing, offline, needs sign-in).
 *
 * Runs are serialized: a load never overlaps a flush, and a flush always precedes a load, so a
 * freshly sent row is never briefly missing from a list that was fetched before it arrived.
 */
import { useSyncExternalStore } from 'react';
import { getDb, subscribeToActiveDb } from '../db/active-db';
import { flushOutbox } from '../db/flush-outbox';
import { onOutboxWritten } from '../db/write';

export const FLUSH_DEBOUNCE_MS = 300;

export interface SyncStatus {
  running: boolean;
  /** Why the last run could not finish, if it could not. */
  problem: 'offline' | 'unauthorized' | 'server-error' | 'failed' | null;
  lastSyncedAt: string | null;
}

let status: SyncStatus = { running: false, problem: null, lastSyncedAt: null };
const statusListeners = new Set<() => void>();

function setStatus(patch: Partial<SyncStatus>): void {
  status = { ...status, ...patch };
  for (const listener of statusListeners) listener();
}

export function getSyncStatus(): SyncStatus {
  return status;
}

function subscribeToStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeToStatus, getSyncStatus, getSyncStatus);
}

let chain: Promise<void> = Promise.resolve();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let refreshQueued = false;

/** Queues `task` after whatever is running; failures are reported in the status, never thrown. */
function serialize(task: () => Promise<SyncStatus['problem']>): Promise<void> {
  chain = chain.then(async () => {
    if (!navigator.onLine) {
      setStatus({ problem: 'offline' });
      return;
    }
    setStatus({ running: true });
    try {
      const problem = await task();
      setStatus({
        running: false,
        problem,
        ...(problem ? {} : { lastSyncedAt: new Date().toISOString() }),
      });
    } catch (error) {
      console.warn('Sync failed', error);
      setStatus({ running: false, problem: 'failed' });
    }
  });
  return chain;
}

/** Sends pending changes now, then reloads the server's lists. Coalesces repeated requests. */
export function refreshNow(): Promise<void> {
  if (refreshQueued) return chain;
  refreshQueued = true;
  return serialize(async () => {
    refreshQueued = false;
    const db = getDb();
    const flushed = await flushOutbox(db);
    if (flushed.stoppedBy) return flushed.stoppedBy;
    // Loaded on first use: it validates with the zod schemas, which the first screen doesn't need.
    const { loadServerData } = await import('../db/loader');
    const loaded = await loadServerData(db);
    return loaded.stoppedBy ?? null;
  });
}

/** Sends pending changes now (not debounced). */
export function flushNow(): Promise<void> {
  return serialize(async () => (await flushOutbox(getDb())).stoppedBy ?? null);
}

/** Asks for the outbox to be sent shortly; calls within FLUSH_DEBOUNCE_MS are merged. */
export function requestFlush(): void {
  clearTimeout(flushTimer);
  flushTimer = setTimeout(() => void flushNow(), FLUSH_DEBOUNCE_MS);
}

/** Starts syncing for the life of the app. Returns a function that stops it (tests). */
export function startSync(): () => void {
  const onOnline = () => void refreshNow();
  window.addEventListener('online', onOnline);
  const stopWatchingWrites = onOutboxWritten(() => requestFlush());
  const stopWatchingAccount = subscribeToActiveDb(() => void refreshNow());
  void refreshNow();

  return () => {
    window.removeEventListener('online', onOnline);
    stopWatchingWrites();
    stopWatchingAccount();
    clearTimeout(flushTimer);
  };
}

/** Resolves once every queued sync run has finished (tests, and sign-out). */
export function whenSyncIdle(): Promise<void> {
  return chain;
}
