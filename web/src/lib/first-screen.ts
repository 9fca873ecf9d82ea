/**
 * The moment the first screen shows the member's own data, and the work that waits for it.
 *
 * At start-up the member's data is read from IndexedDB while React builds the first screen. The
 * sync engine, the outbox's views and "couldn't sync" are not needed for that, and loading and
 * evaluating their chunks on the way made the data wait for them (docs/decisions/029). So they
 * start once the dashboard has rendered its live figures (`firstScreenShown`), or, on any other
 * first screen (a deep link), after FIRST_SCREEN_WAIT_MS.
 */

/** A first screen that never reports its data (any screen but the dashboard) waits this long. */
export const FIRST_SCREEN_WAIT_MS = 1_000;

let shown = false;
const waiting = new Set<() => void>();

/** Called when the first screen has its data in the DOM; only the first call counts. */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  const ready = [...waiting];
  waiting.clear();
  for (const run of ready) run();
}

/**
 * Runs `work` once the first screen shows its data, or FIRST_SCREEN_WAIT_MS after this call,
 * whichever comes first (at once if the screen already showed it). Returns a cancel (tests).
 */
export function afterFirstScreen(work: () => void, waitMs = FIRST_SCREEN_WAIT_MS): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    waiting.delete(run);
    work();
  };
  const timer = setTimeout(run, waitMs);
  if (shown) run();
  else waiting.add(run);
  return () => {
    done = true;
    clearTimeout(timer);
    waiting.delete(run);
  };
}

/** Tests only: back to a start where nothing has been shown yet. */
export function resetFirstScreen(): void {
  shown = false;
  waiting.clear();
}
