/**
 * Counts failed logins per (client address, email) in memory. After `max` failures inside `windowMs`
 * further attempts are refused until the oldest failure leaves the window. A success clears the key.
 * In memory is enough for one server process; a restart forgives everyone, which is acceptable.
 */
export type LoginRateLimitOptions = { max: number; windowMs: number };
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = { max: 5, windowMs: 15 * 60 * 1000 };

/** Above this many tracked keys, expired ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(key: string, nowMs: number): number {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.options.max) return 0;
    const oldest = recent[recent.length - this.options.max]!;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - nowMs) / 1000));
  }

  recordFailure(key: string, nowMs: number): void {
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep(nowMs);
    this.failures.set(key, [...this.recent(key, nowMs), nowMs]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => nowMs - time < this.options.windowMs);
  }

  private sweep(nowMs: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, nowMs).length === 0) this.failures.delete(key);
    }
  }
}
