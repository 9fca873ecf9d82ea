/**
 * A small stand-in for the query library the API contract implies: the default load is a GET to the
 * query's path with a JSON answer; it runs when the component mounts, does not retry, does not
 * refetch on focus, does not poll and never goes stale; components asking for one path share its
 * request. After a change, the related paths are
 * refetched (`invalidate`). Answers are kept in memory for the life of the page only: nothing is
 * stored across visits, so every visit waits for the network, which is the design being compared.
 */
import { useCallback, useEffect, useState } from 'react';
import { getJson } from './api';

export type QueryState<T> = { data: T | undefined; error: Error | undefined; loading: boolean };

const listeners = new Map<string, Set<() => void>>();
/** Components asking for the same path at the same time share one request, as query libraries do. */
const inFlight = new Map<string, Promise<unknown>>();

function load<T>(path: string): Promise<T> {
  let pending = inFlight.get(path);
  if (!pending) {
    pending = getJson<T>(path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending as Promise<T>;
}

/** Refetches every mounted query whose path is listed. */
export function invalidate(...paths: string[]): void {
  for (const path of paths) listeners.get(path)?.forEach((refetch) => refetch());
}

export function useQuery<T>(path: string): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const refetch = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const set = listeners.get(path) ?? new Set();
    listeners.set(path, set);
    set.add(refetch);
    return () => {
      set.delete(refetch);
    };
  }, [path, refetch]);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load<T>(path).then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        })),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  return state;
}
