/**
 * What the shell always shows about sync (offline, N changes waiting, syncing, all saved, or what
 * failed), worked out from the engine's last cycle and the outbox.
 */
import type { EngineStatus } from './engine';

export type SyncState =
  'offline' | 'syncing' | 'waiting' | 'saved' | 'failed' | 'signin' | 'outdated';

export interface SyncStatus {
  state: SyncState;
  /** Outbox entries still to be sent (not parked). */
  pending: number;
  /** Parked entries: the server rejected them; they wait for retry or discard. */
  failed: number;
  /** The server's message, for 'outdated' (show it) and 'signin' when it sent one. */
  message: string | null;
}

export interface OutboxCounts {
  pending: number;
  failed: number;
}

/**
 * The first that applies, most urgent first: outdated, signin, syncing, offline, failed, waiting,
 * saved. A guest's changes are never sent (they wait to be adopted into an account), so they do not
 * make a guest "waiting".
 */
export function deriveSyncStatus(
  engine: Pick<EngineStatus, 'syncing' | 'problem' | 'message'>,
  counts: OutboxCounts,
  isGuest: boolean,
): SyncStatus {
  const base = { pending: counts.pending, failed: counts.failed };
  if (engine.problem === 'outdated') return { ...base, state: 'outdated', message: engine.message };
  if (engine.problem === 'signin') return { ...base, state: 'signin', message: engine.message };
  if (engine.syncing) return { ...base, state: 'syncing', message: null };
  if (engine.problem === 'offline') return { ...base, state: 'offline', message: null };
  if (counts.failed > 0) return { ...base, state: 'failed', message: null };
  if (counts.pending > 0 && !isGuest) {
    return {
      ...base,
      state: 'waiting',
      message: engine.problem === 'server' ? engine.message : null,
    };
  }
  return { ...base, state: 'saved', message: null };
}
