import { startTransition } from 'react';
import { liveQuery, type Observable } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';
import { joinLiveRead, type LiveRead } from './live-reads';
import { SelahDB } from './SelahDB';
import { subscribeWhenOpen } from './subscribe-when-open';

/**
 * A live query's results, rendered as a transition.
 *
 * dexie-react-hooks' own `useLiveQuery` re-renders with each new result as an ordinary update,
 * which React renders in one uninterrupted task. At start-up a screen's queries answer one after
 * another, sync's pulled pages make them answer again, and every answer re-rendered its screen in
 * one long task (bench web part, Lighthouse: most of the Total Blocking Time). As a transition React
 * renders in slices and yields to the browser between them, and results arriving together share
 * one render. A click or a keystroke still renders at once: it interrupts the transition.
 *
 * A write that must show at once (log a mood -> history) renders its stored row itself, as urgent.
 * Errors are rendered at once too, so an error boundary shows them without delay.
 *
 * The query starts once its database (the one in `deps`) is open (./subscribe-when-open.ts).
 *
 *   const db = useDb();
 *   return useLiveQuery(() => db.moodEntries.orderBy('date').reverse().limit(50).toArray(), [db]);
 */
export function useLiveQuery<T>(querier: () => T | Promise<T>, deps: unknown[]): T | undefined {
  return useObservable(
    () =>
      renderedAsTransition(
        liveQuery(querier),
        deps.find((dep) => dep instanceof SelahDB),
      ),
    deps,
  );
}

/**
 * `useLiveQuery` for a named read (./live-reads.ts): when the entry started the same read at
 * start-up, the hook joins it, and its first render already has the answer if IndexedDB gave it.
 */
export function useLiveRead<T>(liveRead: LiveRead<T>): T | undefined {
  return useObservable(
    () => joinLiveRead(liveRead, () => renderedAsTransition(liveQuery(liveRead.read), liveRead.db)),
    [liveRead.db, liveRead.key],
  );
}

function renderedAsTransition<T>(
  source: Observable<T>,
  db: SelahDB | undefined,
): InteropableObservable<T> {
  return {
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.() as T,
    subscribe: (onNext, onError) =>
      subscribeWhenOpen(db, () =>
        source.subscribe({
          next: (value) => startTransition(() => onNext(value)),
          error: (error) => onError?.(error),
        }),
      ),
  };
}
