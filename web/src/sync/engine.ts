/**
 * The sync engine: decides WHEN to run a sync cycle (./cycle.ts) and keeps the status the shell
 * shows. Everything it touches from the outside world (fetch, clock, randomness, timers, Web
 * Locks) comes in through `SyncEngineDeps`, so tests run it against an in-process server on a
 * faulty network with fake time.
 *
 * Scheduling:
 * - `request(trigger)` asks for a cycle. 'write' is debounced: a burst of writes is pushed once it
 *   pauses (FLUSH_DEBOUNCE_MS), or FLUSH_MAX_WAIT_MS after its first write if it goes on, so a
 *   member who is busy logging and typing is not slowed by pushes in between;
 *   the others start one as soon as the previous one is done. Only one cycle runs at a time.
 * - After a failure (no answer, 5xx, 429) the next attempt waits an exponential, jittered delay
 *   (1 s .. 60 s), never shorter than the server's Retry-After. Strong signals that the network
 *   is back ('online', back to 'visible', the service worker's Background Sync, an account
 *   change, a manual sync) cut the wait short, except a Retry-After, which only a manual sync
 *   overrides.
 * - A 401 (or a session that belongs to another member) halts sync with the queue intact until
 *   an account change, a manual sync, `requestFlush()` (the session calls it after signing in
 *   again to the same account) or the tab coming back into view. An outdated protocol halts
 *   it until a manual sync (in practice, a reload).
 */
import type { SelahDB } from '../db/SelahDB';
import { rememberedTimeZone } from '../lib/time-zone';
import { backoffDelay } from './backoff';
import { runCycle, type CycleDeps, type CycleReport } from './cycle';
import type { StepOutcome } from './outcome';
import type { FetchLike } from '../lib/api';

export type SyncTrigger =
  | 'start'
  | 'write'
  /** App code asking for a sync (after a sign-in to the same account, after adopting changes). */
  | 'flush'
  | 'online'
  | 'visible'
  | 'timer'
  | 'worker'
  | 'account'
  | 'manual';

/** Signals that the network or the session may be back: they cut a backoff wait short. */
const STRONG_TRIGGERS: ReadonlySet<SyncTrigger> = new Set([
  'start',
  'flush',
  'online',
  'visible',
  'worker',
  'account',
  'manual',
]);

export type SyncProblem = 'offline' | 'server' | 'signin' | 'outdated';

export interface EngineStatus {
  /** A cycle is running now. */
  syncing: boolean;
  /** Why the last cycle did not finish, if it did not. */
  problem: SyncProblem | null;
  /** The server's words about the problem, when it sent any. */
  message: string | null;
  /** When the next automatic attempt is due while backing off (ms since epoch). */
  retryAt: number | null;
  /** When a cycle last finished completely (ms since epoch). */
  lastSyncedAt: number | null;
}

export interface SyncEngineDeps {
  /** The database to sync in each cycle (the app: the active account's). */
  getDb: () => SelahDB;
  fetch: FetchLike;
  baseUrl?: string;
  now?: () => number;
  random?: () => number;
  /** Waits `ms`; resolves early (never rejects) when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  timeZone?: () => string;
  locks?: CycleDeps['locks'];
  onNetworkFailure?: () => void;
  pullLimit?: number;
  debounceMs?: number;
}

export const FLUSH_DEBOUNCE_MS = 300;
export const FLUSH_MAX_WAIT_MS = 2_000;

export const INITIAL_STATUS: EngineStatus = {
  syncing: false,
  problem: null,
  message: null,
  retryAt: null,
  lastSyncedAt: null,
};

export function realSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(deps: SyncEngineDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? realSleep;
  const cycleDeps: CycleDeps = {
    fetch: deps.fetch,
    baseUrl: deps.baseUrl ?? '',
    // Push and pull count no days: the header is only passed on, never worth asking Intl for.
    timeZone: deps.timeZone ?? rememberedTimeZone,
    now,
    locks: deps.locks ?? null,
    ...(deps.onNetworkFailure ? { onNetworkFailure: deps.onNetworkFailure } : {}),
    ...(deps.pullLimit ? { pullLimit: deps.pullLimit } : {}),
  };

  let status: EngineStatus = INITIAL_STATUS;
  const listeners = new Set<() => void>();
  function setStatus(patch: Partial<EngineStatus>): void {
    status = { ...status, ...patch };
    for (const listener of listeners) listener();
  }

  let loop: Promise<void> | null = null;
  let wanted = false;
  /**
   * Cut the backoff wait before the next cycle short: 'soft' still honours the server's
   * Retry-After, 'manual' (the member asked) does not.
   */
  let force: 'none' | 'soft' | 'manual' = 'none';
  let halted: 'signin' | 'outdated' | null = null;
  let stopped = false;
  let failures = 0;
  let retryAt: number | null = null;
  /** Until when the server asked us to stay away (Retry-After). */
  let serverDeadline: number | null = null;
  let wake: AbortController | null = null;
  /** The pending push after local writes: its timer, and when the burst's first write came. */
  let debounce: { controller: AbortController; firstWriteAt: number } | null = null;
  let inBackoffWait = false;
  let cyclesStarted = 0;
  const cycleWaiters: { after: number; resolve: () => void }[] = [];
  let idleWaiters: (() => void)[] = [];

  function notifyIdle(): void {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function settleCycleWaiters(finished: number | null): void {
    for (let i = cycleWaiters.length - 1; i >= 0; i -= 1) {
      const waiter = cycleWaiters[i]!;
      if (finished === null || finished > waiter.after) {
        cycleWaiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  function resetBackoff(): void {
    failures = 0;
    retryAt = null;
    serverDeadline = null;
  }

  function record(report: CycleReport): void {
    const outcome: StepOutcome = report.outcome;
    if (outcome.ok) {
      resetBackoff();
      setStatus({ problem: null, message: null, retryAt: null, lastSyncedAt: now() });
      return;
    }
    if (outcome.problem === 'signin' || outcome.problem === 'outdated') {
      halted = outcome.problem;
      resetBackoff();
      setStatus({ problem: outcome.problem, message: outcome.message, retryAt: null });
      return;
    }
    failures += 1;
    let delay = backoffDelay(failures, random);
    if (outcome.retryAfterMs !== null) {
      delay = Math.max(delay, outcome.retryAfterMs);
      serverDeadline = now() + outcome.retryAfterMs;
    } else {
      serverDeadline = null;
    }
    retryAt = now() + delay;
    wanted = true; // try again once the wait is over
    setStatus({ problem: outcome.problem, message: outcome.message, retryAt });
  }

  function waitBeforeCycle(): number {
    if (force === 'manual' || retryAt === null) return 0;
    if (force === 'soft') return serverDeadline === null ? 0 : serverDeadline - now();
    return retryAt - now();
  }

  /** Sleeps until the next attempt is due; false when sync stopped or halted meanwhile. */
  async function waitOutBackoff(): Promise<boolean> {
    for (;;) {
      const wait = waitBeforeCycle();
      if (wait <= 0) return true;
      const controller = new AbortController();
      wake = controller;
      inBackoffWait = true;
      notifyIdle();
      await sleep(wait, controller.signal);
      inBackoffWait = false;
      wake = null;
      if (stopped || halted) return false;
      // Woken early by a trigger: work out again how long (if at all) there is left to wait.
      if (!controller.signal.aborted) return true;
    }
  }

  async function runLoop(): Promise<void> {
    while (wanted && !halted && !stopped) {
      wanted = false;
      if (!(await waitOutBackoff())) break;
      force = 'none';
      wanted = false;
      cyclesStarted += 1;
      const number = cyclesStarted;
      setStatus({ syncing: true });
      let report: CycleReport;
      try {
        report = await runCycle(deps.getDb(), cycleDeps);
      } catch (error) {
        // A local failure (the database closed by a newer tab, storage full): try again later.
        console.warn('Sync failed', error);
        report = {
          outcome: { ok: false, problem: 'server', retryAfterMs: null, message: null },
          pushed: { applied: 0, rejected: 0 },
          pulledRows: 0,
          skipped: false,
        };
      }
      setStatus({ syncing: false });
      record(report);
      settleCycleWaiters(number);
    }
  }

  function ensureLoop(): void {
    if (loop || stopped) return;
    loop = runLoop().finally(() => {
      loop = null;
      // Nothing more will run until the next request: anyone waiting for a cycle has had theirs.
      if (!wanted || halted || stopped) settleCycleWaiters(null);
      notifyIdle();
      if (wanted && !halted && !stopped) ensureLoop();
    });
  }

  function request(trigger: SyncTrigger): void {
    if (stopped) return;
    if (trigger === 'write') {
      // Each write restarts the quiet period, up to the burst's deadline.
      const firstWriteAt = debounce?.firstWriteAt ?? now();
      debounce?.controller.abort();
      const pending = { controller: new AbortController(), firstWriteAt };
      debounce = pending;
      const quiet = deps.debounceMs ?? FLUSH_DEBOUNCE_MS;
      const wait = Math.min(quiet, Math.max(0, firstWriteAt + FLUSH_MAX_WAIT_MS - now()));
      void sleep(wait, pending.controller.signal).then(() => {
        if (pending.controller.signal.aborted) return;
        if (debounce === pending) debounce = null;
        request('timer');
      });
      return;
    }
    if (halted) {
      const resumes =
        trigger === 'account' ||
        trigger === 'manual' ||
        (halted === 'signin' && (trigger === 'visible' || trigger === 'flush'));
      if (!resumes) return;
      halted = null;
      setStatus({ problem: null, message: null });
    }
    if (trigger === 'account') resetBackoff();
    if (trigger === 'manual') force = 'manual';
    else if (STRONG_TRIGGERS.has(trigger) && force === 'none') force = 'soft';
    // Wake a backoff wait; the loop works out how long the server still wants us to wait.
    if (force !== 'none' && wake) {
      inBackoffWait = false; // not idle any more: the loop is about to run (or wait again)
      wake.abort();
    }
    wanted = true;
    ensureLoop();
  }

  return {
    request,

    /** Runs a cycle now (push then pull), cutting any wait short; resolves when it has run. */
    syncNow(): Promise<void> {
      if (stopped) return Promise.resolve();
      const after = cyclesStarted;
      const done = new Promise<void>((resolve) => cycleWaiters.push({ after, resolve }));
      request('manual');
      return done;
    },

    /** Resolves when no cycle is running or due now (a backoff or debounce wait counts as idle). */
    whenIdle(): Promise<void> {
      if (!loop || inBackoffWait) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    getStatus: (): EngineStatus => status,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    // The "couldn't sync" actions load with the member's first retry or discard, not at start-up:
    // most devices never need them.
    async retryFailed(mutationId: string, db: SelahDB = deps.getDb()): Promise<boolean> {
      const { retryFailedMutation } = await import('./failed');
      const retried = await retryFailedMutation(db, mutationId, new Date(now()));
      if (retried) request('manual');
      return retried;
    },

    async discardFailed(mutationId: string, db: SelahDB = deps.getDb()): Promise<boolean> {
      const { discardFailedMutation } = await import('./failed');
      const discarded = await discardFailedMutation(db, mutationId);
      if (discarded) request('manual');
      return discarded;
    },

    /** Stops for good (tests, and the app's teardown): no new cycles, waits end. */
    stop(): void {
      stopped = true;
      wake?.abort();
      debounce?.controller.abort();
      settleCycleWaiters(null);
      notifyIdle();
    },
  };
}
