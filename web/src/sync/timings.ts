/**
 * User Timing entries for sync, visible in the browser's performance panel and read by the bench
 * (bench/parts/sync.ts) to time pulls in the real app. Only pulls that brought rows are recorded,
 * so an idle tab's periodic checks add nothing to the performance timeline.
 */

/** One pulled page written into IndexedDB (applyPulledPage); detail: { rows }. */
export const PULL_APPLY_MEASURE = 'selah:sync-pull-apply';
/**
 * A whole pull, first request to last page applied; detail: { rows, pages, guest } (guest: 1 for the
 * guest database, which keeps only the public rows it pulls).
 */
export const PULL_MEASURE = 'selah:sync-pull';

export function recordMeasure(name: string, start: number, detail: Record<string, number>): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // An environment without the options form of measure(): timings are only diagnostics.
  }
}
