import type { Context } from 'hono';
import type { AppEnv } from './env';
import { HttpError } from './errors';

/**
 * Admission of sync work (push and pull) on this node. A push or a pull page is the heaviest work a
 * request asks for, and one process serves every request on one event loop: a member who keeps many
 * pushes in flight, or many members pulling at once, would otherwise leave everyone else's reads and
 * the app's shell waiting behind them. So at most `perMember` requests of one member and `inAll`
 * requests in all run at once; beyond that a request waits in a short queue, in order of arrival,
 * where each member holds at most `waitingPerMember` places. A member whose places are all taken
 * is refused at once (429: it is that member who sends too much); a full queue, or a wait longer
 * than `maxWaitMs`, is refused with 503 (the node is busy). Both carry Retry-After, which devices
 * wait out before they send the request again, so nothing is lost: the work is only spread out.
 *
 * The counts live in this process's memory: each node protects its own event loop, and a node that
 * restarts starts with an empty queue.
 */
export type SyncAdmissionOptions = {
  /** Requests of one member (or one guest address) running at once. */
  perMember: number;
  /** Requests running at once in all. */
  inAll: number;
  /** Requests of one member waiting for a turn; more are refused with 429. */
  waitingPerMember: number;
  /** Requests waiting in all; more are refused with 503. */
  waitingInAll: number;
  /** How long a request may wait for its turn before it is refused with 503. */
  maxWaitMs: number;
};

/**
 * One request per member at a time: a device sends its pushes and pulls one after another, so a
 * second one running at once comes from another tab, another device or a client that floods. In
 * all, one on SQLite, whose statements run on the event loop itself: a second one at once would
 * not finish sooner, it would only double the work between two turns of every other request. On
 * PostgreSQL a request spends most of its time waiting for the database, so two overlap. The
 * queue holds what a few seconds of such work clears.
 */
export function defaultSyncAdmission(engine: 'sqlite' | 'postgres'): SyncAdmissionOptions {
  return {
    perMember: 1,
    inAll: engine === 'sqlite' ? 1 : 2,
    waitingPerMember: 2,
    waitingInAll: 64,
    maxWaitMs: 10_000,
  };
}

/** Seconds a refused device waits before it sends the request again. */
export const SYNC_RETRY_AFTER_SECONDS = 1;

export type SyncRefusal = 'member-busy' | 'node-busy';

export class SyncAdmissionRefused extends Error {
  constructor(readonly reason: SyncRefusal) {
    super(
      reason === 'member-busy'
        ? 'Too many sync requests from this account at once'
        : 'The server is busy; try again shortly',
    );
    this.name = 'SyncAdmissionRefused';
  }
}

type Waiter = { key: string; start: () => void; timer: ReturnType<typeof setTimeout> };

export class SyncAdmission {
  private runningInAll = 0;
  private readonly running = new Map<string, number>();
  private readonly waitingOf = new Map<string, number>();
  /** In order of arrival: the first whose member is below its cap goes next. */
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: SyncAdmissionOptions) {}

  /**
   * Runs `work` for `key` (a member's id) once it is admitted, and frees its turn when it settles,
   * whether it resolved or threw. Throws SyncAdmissionRefused, without running `work`, when the
   * request is refused.
   */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    await this.admit(key);
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  /** Requests running now: in all, or of one key. */
  runningCount(key?: string): number {
    return key === undefined ? this.runningInAll : (this.running.get(key) ?? 0);
  }

  /** Requests waiting now: in all, or of one key. */
  waitingCount(key?: string): number {
    return key === undefined ? this.queue.length : (this.waitingOf.get(key) ?? 0);
  }

  private canStart(key: string): boolean {
    return (
      this.runningInAll < this.options.inAll &&
      (this.running.get(key) ?? 0) < this.options.perMember
    );
  }

  private start(key: string): void {
    this.runningInAll += 1;
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
  }

  private admit(key: string): Promise<void> {
    // A waiter that could run was started when the slot came free (release), so a request that
    // can start now overtakes nobody.
    if (this.canStart(key)) {
      this.start(key);
      return Promise.resolve();
    }
    if ((this.waitingOf.get(key) ?? 0) >= this.options.waitingPerMember) {
      return Promise.reject(new SyncAdmissionRefused('member-busy'));
    }
    if (this.queue.length >= this.options.waitingInAll) {
      return Promise.reject(new SyncAdmissionRefused('node-busy'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        key,
        start: () => {
          clearTimeout(waiter.timer);
          this.start(key);
          // The turn is taken now, but the work begins on the next turn of the event loop: started
          // in the finishing request's own chain of promises, the queue would run to its end
          // (SQLite answers synchronously) before any other request, a page or a read, got in.
          setImmediate(resolve);
        },
        timer: setTimeout(() => {
          this.leaveQueue(waiter);
          reject(new SyncAdmissionRefused('node-busy'));
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
      this.waitingOf.set(key, (this.waitingOf.get(key) ?? 0) + 1);
    });
  }

  private leaveQueue(waiter: Waiter): void {
    this.queue.splice(this.queue.indexOf(waiter), 1);
    const waiting = (this.waitingOf.get(waiter.key) ?? 1) - 1;
    if (waiting === 0) this.waitingOf.delete(waiter.key);
    else this.waitingOf.set(waiter.key, waiting);
  }

  private release(key: string): void {
    this.runningInAll -= 1;
    const running = (this.running.get(key) ?? 1) - 1;
    if (running === 0) this.running.delete(key);
    else this.running.set(key, running);
    // Every waiter that can run now starts, oldest first.
    for (let index = 0; index < this.queue.length;) {
      const waiter = this.queue[index]!;
      if (!this.canStart(waiter.key)) {
        index += 1;
        continue;
      }
      this.leaveQueue(waiter);
      waiter.start();
    }
  }
}

/**
 * Runs a sync request's work in its turn for `key`; a refusal becomes its answer: 429 or 503, each
 * with Retry-After.
 */
export async function inSyncTurn<T>(
  c: Context<AppEnv>,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await c.get('deps').syncAdmission.run(key, work);
  } catch (error) {
    if (!(error instanceof SyncAdmissionRefused)) throw error;
    throw new HttpError(error.reason === 'member-busy' ? 429 : 503, error.message, undefined, {
      'Retry-After': String(SYNC_RETRY_AFTER_SECONDS),
    });
  }
}
