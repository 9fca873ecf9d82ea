import { availableParallelism } from 'node:os';

/**
 * Password hashing (scrypt) runs on libuv's small thread pool, which also reads the static files
 * the app is served from. Unbounded, a burst of logins or signups fills that pool and every other
 * request waits behind the hashes. This queue lets at most `concurrency` hashing requests run at
 * once and keeps at most `maxWaiting` more waiting; beyond that a request is refused at once
 * (`PasswordQueueFull`), so a flood costs the server almost nothing and everyone else keeps their
 * latency.
 */
export type PasswordQueueOptions = {
  /** Requests hashing at the same time. */
  concurrency: number;
  /** Requests waiting for a turn; more are refused at once. */
  maxWaiting: number;
};

/** Half the cores (at least one): the other half keeps serving pages, reads and sync. */
export const DEFAULT_PASSWORD_QUEUE: PasswordQueueOptions = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 16,
};

export class PasswordQueueFull extends Error {
  constructor() {
    super('The password queue is full');
    this.name = 'PasswordQueueFull';
  }
}

export class PasswordQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: PasswordQueueOptions = DEFAULT_PASSWORD_QUEUE) {}

  /** Runs `work` when a slot is free; throws PasswordQueueFull at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw new PasswordQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Whether a request would be taken now (hashing or waiting) rather than refused. */
  get hasRoom(): boolean {
    return this.waiting.length < this.options.maxWaiting || this.running < this.options.concurrency;
  }

  /** Requests hashing or waiting now. */
  get size(): number {
    return this.running + this.waiting.length;
  }
}
