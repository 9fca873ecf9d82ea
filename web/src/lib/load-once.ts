/** A chunk the app loads on demand: what it gave once loaded, and the one way to load it. */
export interface OnDemand<T> {
  /** What the chunk gave, once it has loaded; null before. */
  readonly current: T | null;
  /** Loads it, or joins the load under way. A failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
}

/**
 * Wraps a dynamic import that several places may ask for: it runs at most once at a time, and its
 * result is kept. A failure (offline before the service worker had cached the chunk) is not, so a
 * later call, once back online, loads it.
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get current() {
      return value;
    },
    load() {
      if (value !== null) return Promise.resolve(value);
      pending ??= importer().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
