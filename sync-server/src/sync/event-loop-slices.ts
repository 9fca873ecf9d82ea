/**
 * Long sync work cut into slices the event loop can serve other requests between. better-sqlite3
 * answers synchronously, so on SQLite a chain of awaited statements (a batch of mutations, a pull's
 * sources) never gives another request a turn until it ends: a push of 100 held every read and the
 * app's shell for tens of milliseconds. Calling the returned function between steps of such work
 * lets pending requests in once a slice has run `sliceMs`, and costs nothing before that.
 */
export const SLICE_MS = 2;

/**
 * The check between two steps: a promise to await when the slice has run its time (it resolves on
 * the event loop's next turn), undefined while the slice goes on. Undefined rather than a resolved
 * promise, so the steps within a slice cost no promise and no trip through the microtask queue:
 * a pull page checks between each of its changes.
 */
export type BetweenSlices = () => Promise<void> | undefined;

export function eventLoopSlices(sliceMs = SLICE_MS): BetweenSlices {
  let sliceStarted = performance.now();
  return () => {
    if (performance.now() - sliceStarted < sliceMs) return undefined;
    return nextEventLoopTurn().then(() => {
      sliceStarted = performance.now();
    });
  };
}

/**
 * Resolves on the event loop's next turn (after the I/O it has waiting: the requests that arrived
 * meanwhile are read and can start), never in the chain of promises that awaited it.
 */
export function nextEventLoopTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
