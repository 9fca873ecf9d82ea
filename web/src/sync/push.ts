/**
 * Push: the member's outbox entries that are not parked, oldest first, in batches
 * of at most PUSH_BATCH_MAX, to POST /api/sync/push, until none is left (entries written meanwhile
 * included). Each batch's answer is applied by acknowledgePush.
 *
 * Whatever the server answers, the queue never sticks behind one change:
 * - a batch the server refuses as a whole (400, 413, 422) is halved at once until the change it
 *   refuses is alone, which is then parked with the reason;
 * - a batch that meets a plain server error (5xx without Retry-After) SPLIT_AFTER_SERVER_FAILURES
 *   times in a row is halved the same way, and a change that still fails alone
 *   PARK_AFTER_FAILURES_ALONE times is parked (the "couldn't sync" list, with retry and discard)
 *   while the rest of the queue goes on. No answer at all (offline), a 429 and a 5xx with
 *   Retry-After (a quota, a database restart) are weather: they back off and park nothing.
 * The counts live on the outbox rows, so a reload does not start the search over.
 */
import {
  PUSH_BATCH_MAX,
  SYNC_PROTOCOL_VERSION,
  type MutationResult,
  type OutboxMutation,
} from '@selah/shared';
import type { OutboxEntry, SelahDB } from '../db/SelahDB';
import { acknowledgePush, countAttempt, countServerFailure } from './acknowledge';
import { failureOf, isOutdatedAnswer, OK, serverTrouble, type StepOutcome } from './outcome';
import { errorMessageOf, exchange, type Connection, type HttpResult } from '../lib/api';
import { syncAccountHeader } from './account-header';
import { readPushResults } from './wire';

export interface PushDeps extends Connection {
  now: () => number;
}

export interface PushTotals {
  applied: number;
  rejected: number;
}

/** Statuses with which the server refuses a whole batch as malformed or too big. */
const BATCH_REFUSED = new Set([400, 413, 422]);

/** Plain server errors in a row on a batch before it is split to find the change behind them. */
export const SPLIT_AFTER_SERVER_FAILURES = 3;
/** Plain server errors on a change sent alone before it is set aside. */
export const PARK_AFTER_FAILURES_ALONE = 3;

/**
 * A 5xx that says nothing about when to come back: the server failed on what it was sent. With
 * Retry-After it is passing trouble (a database restart, maintenance), like a 429.
 */
function isPlainServerError(result: HttpResult): boolean {
  return result.kind === 'response' && result.status >= 500 && !result.headers.has('Retry-After');
}

function rejectionOf(entry: OutboxEntry, code: number, error: string): MutationResult {
  return { mutationId: entry.mutationId, status: 'rejected', code, error };
}

/**
 * The next `size` entries to send: this member's, not parked, oldest first. Read in whole pages by
 * primary key (one getAll each) and filtered here: a filtered Dexie query walks a cursor, one round
 * trip to the browser's database process per entry. Parked entries and other accounts' are rare,
 * so the first page is nearly always the batch.
 */
async function nextBatch(db: SelahDB, ownerId: string, size: number): Promise<OutboxEntry[]> {
  const batch: OutboxEntry[] = [];
  let page = await db.outbox.orderBy('seq').limit(size).toArray();
  for (;;) {
    for (const entry of page) {
      if (entry.lastError !== null || entry.userId !== ownerId) continue;
      batch.push(entry);
      if (batch.length === size) return batch;
    }
    if (page.length < size) return batch;
    page = await db.outbox.where('seq').above(page.at(-1)!.seq).limit(size).toArray();
  }
}

function toWire(entry: OutboxEntry): OutboxMutation {
  const { mutationId, seq, name, args, createdAt } = entry;
  return { mutationId, seq, name, args, createdAt };
}

export async function pushOutbox(
  db: SelahDB,
  deps: PushDeps,
  totals: PushTotals = { applied: 0, rejected: 0 },
): Promise<StepOutcome> {
  const ownerId = db.ownerId;
  // A guest's changes are never sent: they wait to be adopted into an account.
  if (ownerId === null) return OK;
  let size = PUSH_BATCH_MAX;
  /** Looking for the entry that makes the server refuse or fail whole requests (see below). */
  let bisecting = false;
  for (;;) {
    let batch = await nextBatch(db, ownerId, size);
    if (batch.length === 0) return OK;
    // A change that has failed alone goes alone until it passes or is set aside.
    if ((batch[0]!.failedAlone ?? 0) > 0) batch = batch.slice(0, 1);
    const result = await exchange(deps, 'POST', '/api/sync/push', {
      json: { protocolVersion: SYNC_PROTOCOL_VERSION, mutations: batch.map(toWire) },
      headers: syncAccountHeader(db),
    });

    if (result.kind === 'response' && result.status === 200) {
      const results = readPushResults(result.body);
      if (!results) {
        await countAttempt(db, batch);
        return serverTrouble('The server sent an answer Selah could not read');
      }
      const done = await acknowledgePush(db, batch, results);
      totals.applied += done.applied;
      totals.rejected += done.rejected;
      // Something sent was not answered: it may have been applied, so nothing is pulled (a pull
      // would count it twice on rebase) until a later push settles it.
      if (done.unanswered > 0) return serverTrouble('The server did not answer every change');
      // While bisecting, a good half means the culprit is in the next one: keep the size.
      if (!bisecting) size = PUSH_BATCH_MAX;
      continue;
    }

    if (
      result.kind === 'response' &&
      BATCH_REFUSED.has(result.status) &&
      !isOutdatedAnswer(result)
    ) {
      // The server refused the request as a whole: one entry in it is malformed (or the batch is
      // too big). Halve until the culprit is alone, then park it with the reason, so one bad entry
      // never blocks the queue.
      if (batch.length > 1) {
        size = Math.ceil(batch.length / 2);
        bisecting = true;
        continue;
      }
      const error =
        errorMessageOf(result.body) ?? `The server refused this change (${result.status})`;
      const done = await acknowledgePush(db, batch, [rejectionOf(batch[0]!, result.status, error)]);
      totals.rejected += done.rejected;
      size = PUSH_BATCH_MAX;
      bisecting = false;
      continue;
    }

    if (result.kind === 'response' && isPlainServerError(result)) {
      const counted = await countServerFailure(db, batch);
      const head = counted[0];
      if (
        head &&
        batch.length > 1 &&
        (bisecting || (head.serverFailures ?? 0) >= SPLIT_AFTER_SERVER_FAILURES)
      ) {
        size = Math.ceil(batch.length / 2);
        bisecting = true;
        continue;
      }
      if (head && batch.length === 1 && (head.failedAlone ?? 0) >= PARK_AFTER_FAILURES_ALONE) {
        const error = `The server could not save this change (error ${result.status})`;
        const done = await acknowledgePush(db, batch, [rejectionOf(head, result.status, error)]);
        totals.rejected += done.rejected;
        size = PUSH_BATCH_MAX;
        bisecting = false;
        continue;
      }
      return failureOf(result, deps.now());
    }

    const failure = failureOf(result, deps.now());
    if (!failure.ok && (failure.problem === 'offline' || failure.problem === 'server')) {
      await countAttempt(db, batch);
    }
    return failure;
  }
}
