/**
 * Interim outbox replay through the REST API, until the sync engine's batched push replaces it.
 *
 * - Entries go in `seq` order, only the current member's (never a guest's or another account's).
 * - An entry is deleted only after a 2xx. Client ids make creates idempotent, so replaying an entry
 *   whose response was lost changes nothing.
 * - A network error, 401, 429 or 5xx stops the flush and keeps the queue for the next attempt.
 * - Any other 4xx is a rejection for good: the entry keeps its place but gets `lastError` and is
 *   skipped from then on, so one bad change never blocks the rest (DESIGN 3.4).
 */
import { ApiError, apiRequest, isNetworkError } from '../lib/api';
import { restCallFor } from './rest-mutations';
import type { SelahDB } from './SelahDB';

export type FlushStop = 'offline' | 'unauthorized' | 'server-error';

export interface FlushResult {
  sent: number;
  rejected: number;
  /** Why the flush stopped early, if it did. */
  stoppedBy?: FlushStop;
}

function isRetryable(error: ApiError): boolean {
  return error.status === 401 || error.status === 429 || error.status >= 500;
}

export async function flushOutbox(db: SelahDB): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: 0 };
  if (db.ownerId === null) return result; // a guest's changes wait to be adopted into an account

  const entries = await db.outbox.orderBy('seq').toArray();
  for (const entry of entries) {
    if (entry.userId !== db.ownerId || entry.lastError !== null) continue;
    try {
      const call = await restCallFor(db, entry);
      if (call) await apiRequest(call.method, call.path, call.body);
      await db.outbox.delete(entry.seq);
      result.sent++;
    } catch (error) {
      if (isNetworkError(error)) return { ...result, stoppedBy: 'offline' };
      if (!(error instanceof ApiError)) throw error;
      if (isRetryable(error)) {
        await db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
        return { ...result, stoppedBy: error.status === 401 ? 'unauthorized' : 'server-error' };
      }
      await db.outbox.update(entry.seq, {
        attempts: entry.attempts + 1,
        lastError: error.serverMessage ?? error.message,
      });
      result.rejected++;
    }
  }
  return result;
}
