/**
 * Test-only: a clock that only moves when told, and a `sleep` on it. Sleeps are recorded (so a test
 * can assert how long the engine chose to wait) and end when the test fires them.
 */
interface Sleeper {
  until: number;
  resolve: () => void;
}

export class FakeTime {
  private current: number;
  private sleepers: Sleeper[] = [];
  /** Every wait asked for, in order (ms). */
  readonly waits: number[] = [];

  constructor(start = Date.now()) {
    this.current = start;
  }

  readonly now = (): number => this.current;

  readonly sleep = (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      this.waits.push(ms);
      if (signal.aborted) return resolve();
      const sleeper: Sleeper = { until: this.current + ms, resolve };
      this.sleepers.push(sleeper);
      signal.addEventListener(
        'abort',
        () => {
          this.sleepers = this.sleepers.filter((s) => s !== sleeper);
          resolve();
        },
        { once: true },
      );
    });

  get sleeping(): number {
    return this.sleepers.length;
  }

  /** Moves the clock to the latest sleeper's end and wakes every sleeper. */
  fireAll(): void {
    const sleepers = this.sleepers;
    this.sleepers = [];
    for (const sleeper of sleepers) this.current = Math.max(this.current, sleeper.until);
    for (const sleeper of sleepers) sleeper.resolve();
  }

  /** Wakes the sleepers whose time has come (after `advance`), leaving the others asleep. */
  fireDue(): void {
    const due = this.sleepers.filter((sleeper) => sleeper.until <= this.current);
    this.sleepers = this.sleepers.filter((sleeper) => sleeper.until > this.current);
    for (const sleeper of due) sleeper.resolve();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/** A seeded PRNG (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
