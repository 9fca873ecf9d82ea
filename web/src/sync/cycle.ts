/**
 * One sync cycle for one local database: make sure the session is still this database's member,
 * push everything queued, then pull what changed. Pull runs only after a complete push, so every
 * outbox entry a pulled row is rebased on has never reached the server (none is counted twice).
 */
import { syncLockName } from '../pwa/constants';
import type { SelahDB } from '../db/SelahDB';
import { failureOf, OK, type StepOutcome } from './outcome';
import { pullAll } from './pull';
import { pushOutbox, type PushDeps, type PushTotals } from './push';
import { exchange } from '../lib/api';
import { readMeId } from './wire';

export interface CycleDeps extends PushDeps {
  pullLimit?: number;
  /** Called when a member's cycle got no answer (the app registers a Background Sync then). */
  onNetworkFailure?: () => void;
  /** navigator.locks where the browser has it: one tab at a time syncs a database. */
  locks?: Pick<LockManager, 'request'> | null;
}

export interface CycleReport {
  outcome: StepOutcome;
  pushed: PushTotals;
  pulledRows: number;
  /** Another tab held the lock and is syncing this database. */
  skipped: boolean;
}

export const ANOTHER_ACCOUNT_MESSAGE = 'Signed in as another member in another tab';

/** The session belongs to a member while this is the guest database: their own database pulls. */
const LEFT_TO_MEMBER = 'left to the member';

/**
 * Whether this database's cycle may go on. The cookie decides who the server thinks we are; it is
 * shared by every tab and may have expired or changed to another member (signed in elsewhere).
 * - A member's database syncs only under that member's session: pushing its changes under another
 *   account, or pulling as a guest into it (which would skip their rows for good), must never happen.
 * - A guest database pulls only when nobody is signed in. Under a member's cookie its pull would
 *   send that member's whole history, of which it keeps only the public rows; that is a member's
 *   first visit on a new device, where the app is a guest until GET /api/me has answered and then
 *   switches to the member's own database, whose cycle pulls (decision 009).
 */
async function sessionAllows(
  db: SelahDB,
  deps: CycleDeps,
): Promise<StepOutcome | typeof LEFT_TO_MEMBER> {
  const guest = db.ownerId === null;
  const result = await exchange(deps, 'GET', '/api/me');
  if (guest && result.kind === 'response' && result.status === 401) return OK;
  if (result.kind === 'network' || result.status !== 200) return failureOf(result, deps.now());
  const id = readMeId(result.body);
  if (id === db.ownerId) return OK;
  if (guest) return LEFT_TO_MEMBER;
  return { ok: false, problem: 'signin', message: ANOTHER_ACCOUNT_MESSAGE };
}

async function cycle(db: SelahDB, deps: CycleDeps): Promise<CycleReport> {
  const report: CycleReport = {
    outcome: OK,
    pushed: { applied: 0, rejected: 0 },
    pulledRows: 0,
    skipped: false,
  };
  const session = await sessionAllows(db, deps);
  if (session === LEFT_TO_MEMBER) return report;
  report.outcome = session;
  if (!report.outcome.ok) return report;
  if (db.ownerId !== null) {
    report.outcome = await pushOutbox(db, deps, report.pushed);
    if (!report.outcome.ok) return report;
  }
  const pulled = { rows: 0 };
  report.outcome = await pullAll(db, deps, pulled);
  report.pulledRows = pulled.rows;
  return report;
}

export async function runCycle(db: SelahDB, deps: CycleDeps): Promise<CycleReport> {
  const report = await runLocked(db, deps);
  // Background Sync wakes the app when the connection is back, even if this tab is closed by then.
  if (!report.outcome.ok && report.outcome.problem === 'offline' && db.ownerId !== null) {
    deps.onNetworkFailure?.();
  }
  return report;
}

async function runLocked(db: SelahDB, deps: CycleDeps): Promise<CycleReport> {
  if (!deps.locks) return cycle(db, deps);
  return deps.locks.request(syncLockName(db.ownerId), { ifAvailable: true }, async (lock) =>
    lock
      ? cycle(db, deps)
      : { outcome: OK, pushed: { applied: 0, rejected: 0 }, pulledRows: 0, skipped: true },
  );
}
