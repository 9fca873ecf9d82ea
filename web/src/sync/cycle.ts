/**
 * One sync cycle for one local database: push everything queued, then pull what changed, each
 * under the database's own account (the server checks the session against it). Pull runs only
 * after a complete push, so every outbox entry a pulled row is rebased on has never reached the
 * server (none is counted twice).
 */
import { syncLockName } from '../pwa/constants';
import type { SelahDB } from '../db/SelahDB';
import { OK, type StepOutcome } from './outcome';
import { pullAll } from './pull';
import { pushOutbox, type PushDeps, type PushTotals } from './push';

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

async function cycle(db: SelahDB, deps: CycleDeps): Promise<CycleReport> {
  const report: CycleReport = {
    outcome: OK,
    pushed: { applied: 0, rejected: 0 },
    pulledRows: 0,
    skipped: false,
  };
  // Push and pull name the database's account (account-header.ts): the server refuses a member's
  // cycle under another member's session, and serves the guest database public rows alone.
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
