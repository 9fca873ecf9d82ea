/** Percentile by nearest rank on a sorted copy: p in 0..100. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('No samples');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
