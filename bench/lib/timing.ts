import { SMOKE } from './smoke';
import { percentile } from './stats';

export type Samples = { samples: number[]; p50: number; p99: number };

/**
 * Runs `work` sequentially and records each run's wall time in ms: at most `maxRuns` times and,
 * once `minRuns` are done, no longer than `maxMs` in total, so a slow case cannot stall the bench.
 */
export async function sample(
  work: () => unknown,
  options: { maxRuns: number; minRuns: number; maxMs: number; warmup?: number },
): Promise<Samples> {
  // A smoke run only checks that the work runs: once, without warm-up.
  if (SMOKE) options = { maxRuns: 1, minRuns: 1, maxMs: 0 };
  for (let i = 0; i < (options.warmup ?? 0); i++) await work();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < options.maxRuns) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
    if (samples.length >= options.minRuns && performance.now() - started > options.maxMs) break;
  }
  return { samples, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}
