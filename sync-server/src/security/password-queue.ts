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

/**
 * A place in the queue, taken before any other work of the request (limits, the body, the
 * database): a flood beyond the queue is then refused at once and costs nothing else. The place is
 * used by `run`, or given back by `release` when the request is refused before it hashes.
 */
export class PasswordPlace {
  private held = true;

  constructor(
    private readonly queue: PasswordQueue,
    private readonly giveBack: () => void,
  ) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.queue.run(work, this);
  }

  /** Gives the place back unused; does nothing once it was used or given back. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.giveBack();
  }

  /** For the queue: turns the reservation into a running or waiting request. */
  take(): void {
    if (!this.held) throw new Error('This password queue place was already used');
    this.release();
  }
}

export class PasswordQueue {
  private running = 0;
  private reserved = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: PasswordQueueOptions = DEFAULT_PASSWORD_QUEUE) {}

  private get capacity(): number {
    return this.options.concurrency + this.options.maxWaiting;
  }

  /** Takes a place for a request that will hash later, or null when the queue is full. */
  reserve(): PasswordPlace | null {
    if (!this.hasRoom) return null;
    this.reserved += 1;
    return new PasswordPlace(this, () => (this.reserved -= 1));
  }

  /**
   * Runs `work` when a slot is free. Without a reserved `place`, throws PasswordQueueFull at once
   * when the queue is full; with one, it always has its place.
   */
  async run<T>(work: () => Promise<T>, place?: PasswordPlace): Promise<T> {
    if (place) place.take();
    else if (!this.hasRoom) throw new PasswordQueueFull();
    if (this.running >= this.options.concurrency) {
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
    return this.size + this.reserved < this.capacity;
  }

  /** Requests hashing or waiting now. */
  get size(): number {
    return this.running + this.waiting.length;
  }
}
