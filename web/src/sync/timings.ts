/**
 * User Timing entries for sync, visible in the browser's performance panel and read by the bench
 * (bench/parts/sync.ts) to time pulls in the real app. Only pulls that brought rows are recorded,
 * so an idle tab's periodic checks add nothing to the performance timeline, and only the latest
 * such pull's entries are kept.
 */

/** One pulled page written into IndexedDB (applyPulledPage); detail: { rows }. */
export const PULL_APPLY_MEASURE = 'selah:sync-pull-apply';
/**
 * A whole pull, first request to last page applied; detail: { rows, pages, guest } (guest: 1 for the
 * guest database, which keeps only the public rows it pulls).
 */
export const PULL_MEASURE = 'selah:sync-pull';

/**
 * Drops the entries of earlier pulls. The timeline keeps every entry for as long as the page
 * lives, and a tab left open pulls again and again: pull.ts calls this as a pull records its first
 * entry, so the latest pull's entries stay readable and nothing piles up.
 */
export function clearEarlierPulls(): void {
  if (typeof performance === 'undefined' || typeof performance.clearMeasures !== 'function') return;
  performance.clearMeasures(PULL_APPLY_MEASURE);
  performance.clearMeasures(PULL_MEASURE);
}

export function recordMeasure(name: string, start: number, detail: Record<string, number>): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // An environment without the options form of measure(): timings are only diagnostics.
  }
}
